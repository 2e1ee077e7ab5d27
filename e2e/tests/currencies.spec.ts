import { type Product, toMajorUnits } from '@shop/contracts';
import { expectNoViolations } from '../axe';
import { adminToken, createProduct, expect, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';
import { invoiceText, payOnSandboxPage } from '../payments';

/** An amount as the shop writes it in the language (fr-FR / en-GB), plain spaces. */
const money = (amount: number, currency: 'EUR' | 'USD', locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount).replace(/\s/g, ' ');

/** The VAT inside a price incl. 20 % French VAT, as the invoice rounds it (half up on the net). */
const vatCentsOf = (grossCents: number) =>
  grossCents - Math.floor((2 * grossCents * 10_000 + 12_000) / 24_000);

// The admin's dollar lease price in the product form (its refusal, then saved in dollars) is
// ProductFormDialog.test.tsx's; the product page showing a plan's dollar price is the lease journey below.
test.describe('euros and US dollars (docs/rules/currencies.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor switches to dollars, keeps them across a reload, pays in dollars and gets a dollar invoice with its VAT in euros', async ({
    page,
    t,
    language,
  }) => {
    const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
    const token = await adminToken(page.request);
    const rate = await page.request.put('/api/admin/exchange-rate', {
      headers: { authorization: `Bearer ${token}` },
      data: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    });
    expect(rate.ok(), await rate.text()).toBeTruthy();
    await signUpViaApi(page);
    const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
    const product = list.find((candidate) => candidate.price.amount > 0 && candidate.usdPrice !== null)!;
    const usd = toMajorUnits(product.usdPrice!);
    const euros = toMajorUnits(product.price);

    // French, or English without a US region: euros by default.
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('product-price')).toHaveText(money(euros, 'EUR', locale));
    const switcher = page.getByLabel(t('common:currency.label'));
    await expect(switcher).toHaveValue('eur');
    await expectNoViolations(page, 'the footer’s currency switcher');

    await switcher.selectOption('usd');
    await expect(page.getByTestId('product-price')).toHaveText(money(usd, 'USD', locale));

    // Remembered: the server renders the next load in dollars from the first byte (no flash of euros).
    const html = await (await page.request.get(`/product/${product.slug}`)).text();
    expect(html.replace(/[\u00a0\u202f]/g, ' ')).toContain(money(usd, 'USD', locale));
    await page.reload();
    await expect(page.getByTestId('product-price')).toHaveText(money(usd, 'USD', locale));
    await expect(page.getByLabel(t('common:currency.label'))).toHaveValue('usd');

    // The cart and the payment page in dollars.
    await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('unit-price')).toHaveText(money(usd, 'USD', locale));
    await expect(page.getByTestId('cart-total')).toHaveText(money(usd, 'USD', locale));
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toHaveText(money(usd, 'USD', locale));
    const orderId = await payOnSandboxPage(page, t);

    // The invoice read back: dollar amounts, and the VAT in euros at the admin's rate with its date.
    const text = await invoiceText(page, orderId);
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expect(row).toContainText(money(usd, 'USD', locale));
    const grossCents = Math.round(usd * 100);
    expect(text).toContain(money(usd, 'USD', 'fr-FR'));
    expect(text).not.toContain(money(usd, 'EUR', 'fr-FR'));
    const euroVat = Math.round((vatCentsOf(grossCents) * 92) / 100) / 100;
    expect(text).toContain(
      `TVA en euros : ${money(euroVat, 'EUR', 'fr-FR')} (taux de change 1 USD = 0,92 EUR du 20 novembre 2026)`,
    );
    if (language === 'en') {
      expect(text).toContain(
        `VAT in euros: ${money(euroVat, 'EUR', 'en-GB')} (exchange rate 1 USD = 0.92 EUR of 20 November 2026)`,
      );
    }

    // Back to euros: the product page says so again.
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel(t('common:currency.label')).selectOption('eur');
    await expect(page.getByTestId('product-price')).toHaveText(money(euros, 'EUR', locale));
  });

  test('a buyer leases in dollars where the plan has its dollar twin, billed in dollars with the VAT in euros', async ({
    page,
    t,
    language,
  }) => {
    const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
    const token = await adminToken(page.request);
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (
        await page.request.put('/api/admin/exchange-rate', {
          headers,
          data: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
        })
      ).ok(),
    ).toBeTruthy();
    const name = `Zz Dollar lease ${language} ${Date.now()}`;
    // The monthly plan is leased in dollars, the yearly plan in euros only.
    const product = await createProduct(page.request, token, name, 149, {
      monthlyPrice: 19,
      yearlyPrice: 190,
      usdMonthlyPrice: 21,
    });
    const euroOnly = await createProduct(page.request, token, `${name} EUR`, 99, { monthlyPrice: 9 });
    const buyer = await signUpViaApi(page);

    await page.goto(`/product/${euroOnly.slug}`);
    await page.getByLabel(t('common:currency.label')).selectOption('usd');
    await expect(page.getByTestId('lease-prices')).toContainText(t('common:currency.leaseUnavailable'));
    await expect(page.getByTestId('lease-not-in-currency')).toHaveText(t('common:currency.leaseUnavailable'));
    await expect(page.getByTestId('lease-form')).toHaveCount(0);

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('lease-prices')).toContainText(money(21, 'USD', locale));
    await expect(page.getByTestId('lease-prices')).not.toContainText(money(190, 'EUR', locale));
    const panel = page.getByTestId('lease-panel');
    await expect(panel.getByTestId('lease-plan-monthly')).toBeChecked();
    await expect(panel.getByTestId('lease-plan-yearly')).toHaveCount(0);
    await expect(panel).toContainText(money(21, 'USD', locale));
    await expectNoViolations(page, 'product page, subscribe panel in dollars');
    await tickWithdrawalConsent(page);
    await panel.getByTestId('lease-subscribe').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toHaveText(money(21, 'USD', locale));
    await page.getByLabel(t('sandbox:card')).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
    await expect(page).toHaveURL(/\/profile\?tab=indicators/);
    const row = page.getByTestId('my-subscription').filter({ hasText: name });
    await expect(row).toContainText(money(21, 'USD', locale));

    // The period's invoice read back: dollar amounts and the VAT in euros at the admin's rate.
    const mine = await page.request.get('/api/orders/mine', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    const orders = (await mine.json()) as { _id: string }[];
    expect(orders).toHaveLength(1);
    const text = await invoiceText(page, orders[0]!._id);
    const orderRow = page.locator(`[data-testid="order-row"][data-order-id="${orders[0]!._id}"]`);
    await expect(orderRow).toContainText(money(21, 'USD', locale));
    expect(text).toContain(money(21, 'USD', 'fr-FR'));
    const euroVat = Math.round((vatCentsOf(2100) * 92) / 100) / 100;
    expect(text).toContain(
      `TVA en euros : ${money(euroVat, 'EUR', 'fr-FR')} (taux de change 1 USD = 0,92 EUR du 20 novembre 2026)`,
    );
    if (language === 'en') {
      expect(text).toContain(
        `VAT in euros: ${money(euroVat, 'EUR', 'en-GB')} (exchange rate 1 USD = 0.92 EUR of 20 November 2026)`,
      );
    }
  });
});
