import { type CartQuoteResponse, type CheckoutQuote, money } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { refreshCart } from '@/shared/cart/refresh';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { CartPage } from './CartPage';

const languages: Language[] = ['fr', 'en'];
const paid = product({
  _id: 'p-paid',
  slug: 'risk-reward',
  name: 'Risk Reward',
  price: { amount: 4500, currency: 'eur' },
  usdPrice: { amount: 4050, currency: 'usd' },
});
const free = product({
  _id: 'p-free',
  slug: 'vwap-lite',
  name: 'VWAP Lite',
  price: { amount: 0, currency: 'eur' },
  usdPrice: null,
});
const checkout = <button type="button">checkout</button>;

/** A cart stored before the page opens, and the quote the page's refresh gets back. */
function storeCart(quote: CartQuoteResponse = { products: [paid, free], missing: [] }) {
  useCart.setState({ cartItems: [cartLine(paid), cartLine(free)] });
  return stubApi({ 'POST /cart/quote': ok<CartQuoteResponse>(quote) });
}

describe.each(languages)('cart page (%s)', (language) => {
  test('changes quantities, removes lines and keeps the cart in localStorage', async () => {
    storeCart();
    const { user, t } = await renderWithApp(<CartPage checkout={checkout} />, { language });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    await user.selectOptions(
      screen.getByRole('combobox', { name: t('cart:line.quantityFor', { name: paid.name }) }),
      '3',
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent(t('cart:summary.items', { count: 4 }));
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')[0].qty).toBe(3);

    await user.click(screen.getByRole('button', { name: t('cart:line.removeFor', { name: free.name }) }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t('cart:line.removeFor', { name: paid.name }) }));
    expect(screen.getByRole('heading', { name: t('cart:empty.title') })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t('cart:empty.link') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/indicators');
  });

  test('says the currency the prices are in', async () => {
    storeCart();
    const { t, unmount } = await renderWithApp(<CartPage checkout={checkout} />, { language });
    expect(screen.getByTestId('cart-summary')).toHaveTextContent(t('cart:summary.vatNote'));
    unmount();
    storeCart();
    await renderWithApp(<CartPage checkout={checkout} />, { language, currency: 'usd' });
    expect(screen.getByTestId('cart-summary')).toHaveTextContent(t('cart:summary.vatNoteUsd'));
    expect(screen.getByTestId('cart-summary')).not.toHaveTextContent(t('cart:summary.vatNote'));
  });

  test('a free line is capped at one and shown as free', async () => {
    storeCart();
    const { t } = await renderWithApp(<CartPage checkout={checkout} />, { language });
    const line = screen.getAllByTestId('cart-line')[1]!;
    expect(within(line).getAllByRole('option')).toHaveLength(1);
    expect(within(line).getByTestId('line-total')).toHaveTextContent(t('cart:free'));
  });

  test('shows what the refresh changed: a new price and a line that left the catalogue', async () => {
    storeCart({ products: [{ ...paid, price: { amount: 5000, currency: 'eur' } }], missing: [free._id] });
    const { user, t } = await renderWithApp(<CartPage checkout={checkout} />, { language });
    const notices = await screen.findByTestId('cart-notices');
    expect(within(notices).getByTestId('cart-removed')).toHaveTextContent(
      t('cart:notices.removed', { name: free.name }),
    );
    expect(within(notices).getByTestId('cart-price-change')).toHaveTextContent(paid.name);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t('cart:notices.dismiss') }));
    expect(screen.queryByTestId('cart-notices')).toBeNull();
  });
});

describe('cart totals by currency', () => {
  test.each([
    ['fr', 'eur', '90,00 €'],
    ['en', 'eur', '€90.00'],
    ['en', 'usd', 'US$81.00'],
    ['fr', 'usd', '81,00 $US'],
  ] as const)('%s in %s shows %s for two seats', async (language, currency, total) => {
    useCart.setState({ cartItems: [cartLine(paid, 2)] });
    stubApi({ 'POST /cart/quote': ok<CartQuoteResponse>({ products: [paid], missing: [] }) });
    await renderWithApp(<CartPage checkout={checkout} />, { language, currency });
    expect(screen.getByTestId('cart-total')).toHaveTextContent(total);
  });

  test('a product not sold in dollars says so in a dollar cart', async () => {
    const euroOnly = { ...paid, usdPrice: null };
    useCart.setState({ cartItems: [cartLine(euroOnly)] });
    stubApi({ 'POST /cart/quote': ok<CartQuoteResponse>({ products: [euroOnly], missing: [] }) });
    const { t } = await renderWithApp(<CartPage checkout={checkout} />, { language: 'en', currency: 'usd' });
    expect(screen.getByTestId('unit-price')).toHaveTextContent(t('common:currency.unavailable'));
  });
});

describe.each([
  ['fr', 'Total HT (autoliquidation)', '40,50 $US'],
  ['en', 'Total excl. VAT (reverse charge)', 'US$40.50'],
] as const)('a business buyer under reverse charge (%s)', (language, label, total) => {
  /** The server's quote of one VWAP Premium for an EU company whose VAT number was confirmed, in dollars. */
  const reverseCharge: CheckoutQuote = {
    lines: [
      {
        product: paid._id,
        qty: 1,
        price: money(4050, 'usd'),
        listPrice: money(4050, 'usd'),
        bundleCredit: money(0, 'usd'),
        creditedProducts: [],
        upgradeFrom: null,
      },
    ],
    total: money(4050, 'usd'),
    vat: {
      treatment: 'reverseCharge',
      rateBps: 0,
      country: 'DE',
      net: money(4050, 'usd'),
      vat: money(0, 'usd'),
      gross: money(4050, 'usd'),
      reverseChargePending: false,
    },
  };

  test('sees the net total the checkout charges, said to be excluding VAT under reverse charge', async () => {
    signIn({ billingCountry: 'DE', billingVAT: 'DE123456789', billingCompany: 'Käufer GmbH' });
    useCart.setState({ cartItems: [cartLine({ ...paid, usdPrice: money(4860, 'usd') })] });
    const { calls } = stubApi({
      'POST /cart/quote': ok<CartQuoteResponse>({
        products: [{ ...paid, usdPrice: money(4860, 'usd') }],
        missing: [],
      }),
      'POST /checkout/quote': ok<CheckoutQuote>(reverseCharge),
    });
    const { t } = await renderWithApp(<CartPage checkout={checkout} />, { language, currency: 'usd' });
    // The catalogue's total shows until the quote comes: then the one checkout charges.
    await waitFor(() => expect(screen.getByTestId('cart-total-label')).toHaveTextContent(label));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(total);
    expect(screen.getByTestId('line-total')).toHaveTextContent(total);
    expect(screen.getByTestId('cart-vat-note')).toHaveTextContent(t('cart:summary.reverseChargeNoteUsd'));
    expect(screen.queryByTestId('cart-vat')).toBeNull();
    expect(calls.find((call) => call.path === '/checkout/quote')?.body).toEqual({
      cartItems: [{ product: paid._id, qty: 1 }],
      currency: 'usd',
    });
  });

  test('a price the refresh brings is quoted again: the total follows it', async () => {
    signIn({ billingCountry: 'DE', billingVAT: 'DE123456789' });
    useCart.setState({ cartItems: [cartLine({ ...paid, usdPrice: money(4860, 'usd') })] });
    let server = 4050;
    stubApi({
      'POST /cart/quote': () =>
        ok<CartQuoteResponse>({
          products: [{ ...paid, usdPrice: money(server === 4050 ? 4860 : 6000, 'usd') }],
          missing: [],
        }),
      'POST /checkout/quote': () => ok<CheckoutQuote>({ ...reverseCharge, total: money(server, 'usd') }),
    });
    await renderWithApp(<CartPage checkout={checkout} />, { language, currency: 'usd' });
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent(total));
    server = 5000;
    await act(() => refreshCart());
    await waitFor(() =>
      expect(screen.getByTestId('cart-total')).toHaveTextContent(
        language === 'fr' ? '50,00 $US' : 'US$50.00',
      ),
    );
  });

  test('a consumer sees the quoted total including VAT, with its VAT', async () => {
    signIn({ billingCountry: 'FR' });
    useCart.setState({ cartItems: [cartLine(paid)] });
    stubApi({
      'POST /cart/quote': ok<CartQuoteResponse>({ products: [paid], missing: [] }),
      'POST /checkout/quote': ok<CheckoutQuote>({
        ...reverseCharge,
        vat: {
          ...reverseCharge.vat,
          treatment: 'vatIncluded',
          rateBps: 2000,
          country: 'FR',
          vat: money(675, 'usd'),
        },
      }),
    });
    const { t } = await renderWithApp(<CartPage checkout={checkout} />, { language, currency: 'usd' });
    expect(await screen.findByTestId('cart-vat')).toHaveTextContent(
      language === 'fr' ? '6,75 $US' : 'US$6.75',
    );
    expect(screen.getByTestId('cart-total-label')).toHaveTextContent(t('cart:summary.total'));
    expect(screen.getByTestId('cart-vat-note')).toHaveTextContent(t('cart:summary.vatNoteUsd'));
    expect(screen.queryByTestId('cart-vat-pending')).toBeNull();
  });

  test('a business VIES could not confirm is told VAT is charged until the number is confirmed', async () => {
    signIn({ billingCountry: 'DE' });
    useCart.setState({ cartItems: [cartLine(paid)] });
    stubApi({
      'POST /cart/quote': ok<CartQuoteResponse>({ products: [paid], missing: [] }),
      'POST /checkout/quote': ok<CheckoutQuote>({
        ...reverseCharge,
        vat: {
          ...reverseCharge.vat,
          treatment: 'vatIncluded',
          rateBps: 2000,
          country: 'FR',
          vat: money(675, 'usd'),
          reverseChargePending: true,
        },
      }),
    });
    const { t } = await renderWithApp(<CartPage checkout={checkout} />, { language, currency: 'usd' });
    expect(await screen.findByTestId('cart-vat-pending')).toHaveTextContent(
      t('cart:summary.reverseChargePending'),
    );
    expect(screen.getByTestId('cart-total-label')).toHaveTextContent(t('cart:summary.total'));
  });
});
