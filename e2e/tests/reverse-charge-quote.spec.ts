import type { Product } from '@shop/contracts';
import { adminToken, expect, germanCompany, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';
import { invoiceText, payOnSandboxPage } from '../payments';

/** An amount as the shop writes it in the language (fr-FR / en-GB), plain spaces. */
const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    .format(cents / 100)
    .replace(/\s/g, ' ');

/** A catalogue price in cents, whether the answer gives it as a Money or in major units. */
const centsOf = (price: number | { amount: number }) =>
  typeof price === 'number' ? Math.round(price * 100) : price.amount;

/** The price excluding 20 % French VAT, as docs/rules/vat.md rounds it (half up on the net). */
const netOf = (grossCents: number) => Math.floor((2 * grossCents * 10_000 + 12_000) / 24_000);

test.describe('the quote is the price (docs/rules/vat.md, currencies.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a company buyer in dollars sees the net total in the cart, pays it, and finds it in the customer area and on the invoice', async ({
    page,
    t,
    language,
  }) => {
    const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
    const admin = { authorization: `Bearer ${await adminToken(page.request)}` };
    const rate = await page.request.put('/api/admin/exchange-rate', {
      headers: admin,
      data: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    });
    expect(rate.ok(), await rate.text()).toBeTruthy();
    const buyer = await signUpViaApi(page);
    const billed = await page.request.put('/api/users/billing', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: germanCompany,
    });
    expect(billed.ok(), await billed.text()).toBeTruthy();
    // The session the app keeps carries the billing details the quote is keyed on.
    await page.goto('/');
    await page.evaluate((user) => localStorage.setItem('userInfo', user), await billed.text());

    const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
    const product = list.find((candidate) => centsOf(candidate.price) > 0 && candidate.usdPrice !== null)!;
    const net = netOf(centsOf(product.usdPrice!));
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel(t('common:currency.label')).selectOption('usd');
    await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // The cart shows the net total, said to be excluding VAT under reverse charge: what the payment takes.
    await expect(page.getByTestId('cart-total-label')).toHaveText(t('cart:summary.totalReverseCharge'));
    await expect(page.getByTestId('cart-total')).toHaveText(money(net, locale));
    await expect(page.getByTestId('line-total')).toHaveText(money(net, locale));
    await expect(page.getByTestId('cart-vat-note')).toHaveText(t('cart:summary.reverseChargeNoteUsd'));
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toHaveText(money(net, locale));
    const orderId = await payOnSandboxPage(page, t);

    // The customer area's order and the invoice: the same dollar amount, under reverse charge.
    const text = await invoiceText(page, orderId);
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expect(row).toContainText(money(net, locale));
    // The invoice writes its amounts the French way, with the English wording under the French.
    const due = language === 'fr' ? 'Total dû' : 'Total dû Total due';
    expect(text).toContain(`${due} ${money(net, 'fr-FR')}`);
    expect(text).toContain('Autoliquidation');
    expect(text).toContain('Berliner Handels GmbH');
    if (language === 'en') expect(text).toContain('Reverse charge');
  });
});
