import { type CartQuoteResponse, type CheckoutAnswer, type CheckoutQuote, money } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { billingDetails, signIn } from '@/test/stores';
import { CheckoutButton } from './CheckoutButton';

const languages: Language[] = ['fr', 'en'];
const licensed = product({ _id: 'nt1', licensing: 'ninjatrader' });
const plain = product({ _id: 'p1' });

/** A signed-in buyer with `item` in the cart, the quote and the checkout answered. */
function buyerWith(item: ReturnType<typeof product>) {
  signIn(billingDetails);
  useCart.setState({ cartItems: [cartLine(item)] });
  const total = money(4500, 'eur');
  return stubApi({
    'POST /checkout/quote': ok<CheckoutQuote>({
      lines: [],
      total,
      vat: {
        treatment: 'vatIncluded',
        rateBps: 2000,
        country: 'FR',
        net: money(3750, 'eur'),
        vat: money(750, 'eur'),
        gross: total,
        reverseChargePending: false,
      },
    }),
    'POST /cart/quote': ok<CartQuoteResponse>({ products: [item], missing: [] }),
    'POST /checkout': ok<CheckoutAnswer>({ kind: 'paid', orderId: 'o1' }),
  });
}

describe.each(languages)('the NinjaTrader account e-mail at checkout (%s)', (language) => {
  test('is not asked for a cart the shop licenses itself', async () => {
    buyerWith(plain);
    const { t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    expect(screen.queryByLabelText(t('checkout:ninjaTrader.label'))).toBeNull();
  });

  test('is required for a product licensed by NinjaTrader: empty, then not an address, then sent', async () => {
    const { calls } = buyerWith(licensed);
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    const field = screen.getByLabelText(t('checkout:ninjaTrader.label'));
    expect(screen.getByText(t('checkout:ninjaTrader.hint'))).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(screen.getByText(t('checkout:ninjaTrader.required'))).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'trader-at-home');
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(screen.getByText(t('checkout:ninjaTrader.invalid'))).toBeVisible();
    expect(calls.some((call) => call.path === '/checkout')).toBe(false);

    await user.clear(field);
    await user.type(field, ' trader@ninja.example ');
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    await waitFor(() => expect(calls.some((call) => call.path === '/checkout')).toBe(true));
    expect(calls.find((call) => call.path === '/checkout')?.body).toMatchObject({
      ninjaTraderEmail: 'trader@ninja.example',
    });
  });
});
