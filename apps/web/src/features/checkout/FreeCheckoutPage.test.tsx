import type { CheckoutAnswer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { billingDetails, signIn } from '@/test/stores';
import { FreeCheckoutPage } from './FreeCheckoutPage';

const languages: Language[] = ['fr', 'en'];
const lite = product({
  _id: 'p-free',
  slug: 'vwap-lite',
  name: 'VWAP Lite',
  price: { amount: 0, currency: 'eur' },
  usdPrice: null,
});

function freeCart() {
  signIn(billingDetails);
  useCart.setState({ cartItems: [cartLine(lite)] });
}

const renderFree = (language: Language) =>
  renderWithApp(<FreeCheckoutPage />, { language, url: '/checkout/free', path: '/checkout/free' });

describe.each(languages)('free checkout page (%s)', (language) => {
  test('reached directly, it asks for the withdrawal consent before anything starts', async () => {
    freeCart();
    const { calls } = stubApi({});
    const { user, t } = await renderFree(language);
    const consent = screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByTestId('free-checkout-confirm'));
    expect(screen.getByRole('alert')).toHaveTextContent(t('checkout:withdrawal.required'));
    expect(screen.queryByTestId('free-checkout-progress')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  test('confirmed, it shows its steps and opens the order page', async () => {
    freeCart();
    const { calls } = stubApi({ 'POST /checkout': ok<CheckoutAnswer>({ kind: 'paid', orderId: 'o-free' }) });
    const { t } = await renderFree(language);
    fireEvent.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    // The steps are paced by timers: the fake clock runs them without waiting.
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('free-checkout-confirm'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Each step is announced: the progress sits in the live region that was there before it.
    expect(screen.getByTestId('free-checkout-status')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('free-checkout-status')).toContainElement(
      screen.getByTestId('free-checkout-progress'),
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // The order's answer may still be on its way (the stubbed response is read on the real clock).
    vi.useRealTimers();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order_id=o-free'),
    );
    expect(calls[0]?.body).toMatchObject({ confirmFree: true, withdrawalConsent: true });
  });

  test('a cart that is not free has nothing to confirm here', async () => {
    signIn(billingDetails);
    useCart.setState({ cartItems: [cartLine(product({ price: { amount: 4500, currency: 'eur' } }))] });
    const { user, t } = await renderFree(language);
    expect(screen.getByTestId('free-checkout-empty')).toHaveTextContent(t('checkout:free.empty'));
    await user.click(screen.getByRole('link', { name: t('checkout:free.backToCart') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  test('a signed-out visitor is sent to sign in', async () => {
    useCart.setState({ cartItems: [cartLine(lite)] });
    await renderFree(language);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=cart');
  });
});
