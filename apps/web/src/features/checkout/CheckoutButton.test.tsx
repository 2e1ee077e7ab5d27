import {
  type CartQuoteResponse,
  type CheckoutAnswer,
  type CheckoutQuote,
  type CouponCheck,
  money,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { billingDetails, signIn } from '@/test/stores';
import { CheckoutButton } from './CheckoutButton';

const languages: Language[] = ['fr', 'en'];
const item = product({
  _id: 'p1',
  price: { amount: 4500, currency: 'eur' },
  usdPrice: { amount: 4050, currency: 'usd' },
});

/** A signed-in buyer with a complete billing address and one paid line in the cart (`line`, or `item`). */
function buyerWithCart(extra: Parameters<typeof stubApi>[0] = {}, line = item) {
  signIn(billingDetails);
  useCart.setState({ cartItems: [cartLine(line)] });
  return stubApi({
    'POST /checkout/quote': ok<CheckoutQuote>({
      lines: [],
      total: money(4500, 'eur'),
      vat: {
        treatment: 'vatIncluded',
        rateBps: 2000,
        country: 'FR',
        net: money(3750, 'eur'),
        vat: money(750, 'eur'),
        gross: money(4500, 'eur'),
        reverseChargePending: false,
      },
    }),
    'POST /cart/quote': ok<CartQuoteResponse>({ products: [line], missing: [] }),
    ...extra,
  });
}

describe.each(languages)('checkout button (%s)', (language) => {
  test('a signed-out buyer is sent to sign in, coming back to the cart', async () => {
    useCart.setState({ cartItems: [cartLine(item)] });
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    expect(screen.queryByTestId('withdrawal-consent')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=cart');
  });

  test('the withdrawal consent is required: its error shows, the box takes the focus, nothing is sent', async () => {
    const { calls } = buyerWithCart();
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(screen.getByRole('alert')).toHaveTextContent(t('checkout:withdrawal.required'));
    const box = screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/checkout')).toBe(false);
    await user.click(box);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('sends the total the cart showed; a total the server prices otherwise shows its message', async () => {
    const refusal = 'Le total passe de 45,00 € à 37,50 €.';
    const { calls } = buyerWithCart({
      'POST /checkout': failure(409, { code: 'checkout.totalChanged', message: refusal }),
    });
    const { user, t, queryClient } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: ['checkout-quote'] }).some(([, data]) => data)).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/checkout')?.body).toMatchObject({
      expectedTotal: { amount: 4500, currency: 'eur' },
    });
  });

  test("a paid order opens its page; a refusal shows the server's message", async () => {
    const { calls } = buyerWithCart({
      'POST /checkout': failure(503, { code: 'internal', message: 'Paiement indisponible' }),
    });
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    await user.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    expect(await screen.findByText('Paiement indisponible')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/checkout')?.body).toMatchObject({ withdrawalConsent: true });

    buyerWithCart({ 'POST /checkout': ok<CheckoutAnswer>({ kind: 'paid', orderId: 'o1' }) });
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order_id=o1'),
    );
  });
});

describe.each(languages)('payment reminder box (%s)', (language) => {
  test('is offered unticked under the withdrawal box, sent only when ticked, with the order its link refilled', async () => {
    const { calls } = buyerWithCart({
      'POST /checkout': failure(503, { code: 'internal', message: 'Paiement indisponible' }),
    });
    sessionStorage.setItem('resumedOrder', '0190a1b2-0000-7000-8000-000000000001');
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    const box = screen.getByRole('checkbox', { name: t('checkout:reminder.consent') });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    expect(box).toHaveAccessibleDescription(t('checkout:reminder.hint'));
    await user.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    await screen.findByText('Paiement indisponible');
    const unticked = calls.find((call) => call.path === '/checkout')?.body as Record<string, unknown>;
    expect(unticked).not.toHaveProperty('paymentReminder');
    expect(unticked).toMatchObject({ resumedFrom: '0190a1b2-0000-7000-8000-000000000001' });

    await user.click(box);
    await user.click(screen.getByRole('button', { name: t('checkout:button.checkout') }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/checkout')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/checkout')[1]?.body).toMatchObject({
      paymentReminder: true,
    });
    sessionStorage.clear();
  });

  test('is not offered for an all-free cart', async () => {
    buyerWithCart({}, product({ _id: 'f1', price: { amount: 0, currency: 'eur' } }));
    const { t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    expect(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: t('checkout:reminder.consent') })).toBeNull();
  });
});

describe.each(languages)('checkout billing step (%s)', (language) => {
  test('a buyer without a billing address is asked for it, prefilled with the name, checked before sending', async () => {
    const { calls } = buyerWithCart({
      'POST /checkout': ok<CheckoutAnswer>({ kind: 'paid', orderId: 'o1' }),
    });
    signIn({ name: 'Bea Billing' });
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    const billing = await screen.findByRole('group', { name: t('checkout:billing.title') });
    expect(within(billing).getByLabelText(t('account:billingForm.name'))).toHaveValue('Bea Billing');
    await user.click(screen.getByRole('checkbox', { name: t('checkout:withdrawal.consent') }));
    const checkout = screen.getByRole('button', { name: t('checkout:button.checkout') });
    await user.click(checkout);
    expect(await within(billing).findByText(t('errors:account.billing.addressRequired'))).toBeVisible();

    // Pasted, not typed key by key: a long typing outlives the test's time on a loaded machine.
    const paste = async (label: string, text: string) => {
      await user.click(within(billing).getByLabelText(label));
      await user.paste(text);
    };
    await paste(t('account:billingForm.address'), '12 rue des Essais');
    await paste(t('account:billingForm.zip'), '#!');
    await paste(t('account:billingForm.city'), 'Lyon');
    await user.selectOptions(within(billing).getByLabelText(t('account:billingForm.country')), 'FR');
    await user.click(checkout);
    expect(await within(billing).findByText(t('errors:account.billing.zipInvalid'))).toBeVisible();
    expect(calls.some((call) => call.path === '/checkout')).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');

    await user.clear(within(billing).getByLabelText(t('account:billingForm.zip')));
    await paste(t('account:billingForm.zip'), '69002');
    await user.click(checkout);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/success?order_id=o1'),
    );
    expect(calls.find((call) => call.path === '/checkout')?.body).toMatchObject({
      billing: { billingName: 'Bea Billing', billingAddress: '12 rue des Essais', billingZip: '69002' },
    });
  });
});

describe.each(languages)('coupon field (%s)', (language) => {
  test.each([
    ['eur', { fr: '−9,00 €', en: '−€9.00' }],
    ['usd', { fr: '−9,00 $US', en: '−US$9.00' }],
  ] as const)(
    'an accepted code shows its discount and the new total in %s, and can be removed',
    async (currency, shown) => {
      const { calls } = buyerWithCart({
        'POST /coupons/check': ok<CouponCheck>({
          code: 'WELCOME20',
          discount: money(900, currency),
          subtotal: money(4500, currency),
          total: money(3600, currency),
        }),
      });
      const { user, t } = await renderWithApp(<CheckoutButton />, { language, currency, url: '/cart' });
      await user.type(await screen.findByLabelText(t('checkout:coupon.label')), 'WELCOME20');
      await user.click(screen.getByRole('button', { name: t('checkout:coupon.apply') }));
      expect(await screen.findByTestId('coupon-discount')).toHaveTextContent(shown[language]);
      expect(screen.getByTestId('coupon-applied')).toHaveTextContent(
        t('checkout:coupon.applied', { code: 'WELCOME20' }),
      );
      expect(calls.find((call) => call.path === '/coupons/check')?.body).toMatchObject({
        code: 'WELCOME20',
        currency,
      });
      await user.click(screen.getByRole('button', { name: t('checkout:coupon.remove') }));
      expect(screen.getByLabelText(t('checkout:coupon.label'))).toBeInTheDocument();
    },
  );

  test("a refused code shows the server's reason under the field", async () => {
    buyerWithCart({
      'POST /coupons/check': failure(400, { code: 'coupons.expired', message: 'Ce code a expiré' }),
    });
    const { user, t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    const field = await screen.findByLabelText(t('checkout:coupon.label'));
    await user.type(field, 'OLD');
    await user.click(screen.getByRole('button', { name: t('checkout:coupon.apply') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code a expiré');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

describe.each(languages)('the NinjaTrader account e-mail at checkout (%s)', (language) => {
  test('is not asked for a cart the shop licenses itself', async () => {
    buyerWithCart();
    const { t } = await renderWithApp(<CheckoutButton />, { language, url: '/cart' });
    expect(screen.queryByLabelText(t('checkout:ninjaTrader.label'))).toBeNull();
  });

  test('is required for a product licensed by NinjaTrader: empty, then not an address, then sent', async () => {
    const licensed = product({ _id: 'nt1', licensing: 'ninjatrader' });
    const { calls } = buyerWithCart(
      { 'POST /checkout': ok<CheckoutAnswer>({ kind: 'paid', orderId: 'o1' }) },
      licensed,
    );
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
