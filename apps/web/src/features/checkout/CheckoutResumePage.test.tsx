import type { CartQuoteResponse, CheckoutResume } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { product } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { CheckoutResumePage } from './CheckoutResumePage';

const languages: Language[] = ['fr', 'en'];
const orderId = '0190a1b2-0000-7000-8000-000000000001';
const indicator = product({ _id: 'p1', name: 'VWAP Premium' });

const openLink = (language: Language) =>
  renderWithApp(<CheckoutResumePage />, {
    language,
    url: '/checkout/resume?token=signed.token',
    path: '/checkout/resume',
  });

afterEach(() => sessionStorage.clear());

/**
 * The payment reminder's link (docs/rules/checkout.md, "Payment reminder"): signed in, the unpaid order's
 * products go back in the cart and the cart opens; signed out, sign in first; a refused link says why.
 */
describe.each(languages)('the payment reminder link page (%s)', (language) => {
  test('refills the cart with the order’s products at today’s prices and opens it', async () => {
    signIn();
    useCart.setState({ cartItems: [] });
    const { calls } = stubApi({
      'POST /checkout/resume': ok<CheckoutResume>({
        orderId,
        currency: 'eur',
        lines: [{ product: 'p1', qty: 2 }],
      }),
      'POST /cart/quote': ok<CartQuoteResponse>({ products: [indicator], missing: [] }),
    });
    await openLink(language);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(calls.find((call) => call.path === '/checkout/resume')?.body).toEqual({ token: 'signed.token' });
    expect(useCart.getState().cartItems).toMatchObject([{ product: 'p1', name: 'VWAP Premium', qty: 2 }]);
    expect(sessionStorage.getItem('resumedOrder')).toBe(orderId);
  });

  test('asks a signed-out visitor to sign in, coming back to the link', async () => {
    const { calls } = stubApi({});
    const { t } = await openLink(language);
    expect(screen.getByText(t('checkout:resume.signIn'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('checkout:resume.signInButton') })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/checkout/resume?token=signed.token')}`,
    );
    expect(calls).toHaveLength(0);
  });

  test('a refused link shows the server’s message, the cart left as it was', async () => {
    signIn();
    useCart.setState({ cartItems: [] });
    stubApi({
      'POST /checkout/resume': failure(404, {
        code: 'checkout.reminderLinkInvalid',
        message: 'Lien non valable',
      }),
    });
    const { t } = await openLink(language);
    expect(await screen.findByText('Lien non valable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('checkout:resume.toCart') })).toHaveAttribute('href', '/cart');
    expect(useCart.getState().cartItems).toEqual([]);
    expect(sessionStorage.getItem('resumedOrder')).toBeNull();
  });
});
