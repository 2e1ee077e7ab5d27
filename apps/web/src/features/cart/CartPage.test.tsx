import type { CartQuoteResponse } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { cartLine, product } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
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
