import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import { expectNoViolations } from '../axe';
import { expect, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';
import { invoiceText, payOnSandboxPage } from '../payments';

/** Puts one unit of a paid indicator in the stored cart as the product page does, then opens the cart. */
async function cartWithPaidIndicator(page: Page, language: string) {
  const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
  const product = list.find((candidate) => candidate.price.amount > 0)!;
  await page.goto('/');
  const line = { ...product, product: product._id, qty: 1, addedAt: new Date().toISOString() };
  await page.evaluate((stored) => localStorage.setItem('cartItems', stored), JSON.stringify([line]));
  await page.goto('/cart');
}

test.describe('business buyers (docs/rules/vat.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a German company buys with its VAT number: VIES refuses a wrong one, the invoice is under reverse charge', async ({
    page,
    t,
    language,
  }) => {
    await signUpViaApi(page);
    await cartWithPaidIndicator(page, language);

    // The billing address is complete: the buyer opens the billing step to buy as a company.
    await page.getByTestId('checkout-as-company').click();
    const billing = page.getByTestId('checkout-billing');
    await billing.getByTestId('billing-as-company').check();
    await billing.getByLabel(t('account:billingForm.company')).fill('Berliner Handels GmbH');
    await billing.getByTestId('billing-address').fill('Friedrichstraße 1');
    await billing.getByTestId('billing-zip').fill('10117');
    await billing.getByTestId('billing-city').fill('Berlin');
    await billing.getByTestId('billing-country').selectOption('DE');
    await billing.getByTestId('billing-vat').fill('DE123456000');
    await expectNoViolations(page, 'the checkout billing step of a company');
    await tickWithdrawalConsent(page);

    // VIES (the local stand-in) does not know that number: refused, in the buyer's language.
    await page.getByTestId('checkout-button').click();
    const refused = t('errors:checkout.vatNumberRefused', { vat: 'DE123456000' });
    await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();

    // The right number changes the total the cart showed: checkout stops, the cart quotes the net total
    // under reverse charge, and the next click pays it (docs/rules/cart.md).
    await billing.getByTestId('billing-vat').fill('DE 123 456 789');
    await page.getByTestId('checkout-button').click();
    await expect(page.getByTestId('cart-total-label')).toHaveText(t('cart:summary.totalReverseCharge'));
    const net = (await page.getByTestId('cart-total').textContent())!.replace(/\s/g, ' ');
    await expect(page.getByRole('alert')).toContainText(net);
    await page.getByTestId('checkout-button').click();
    await expect(page.getByTestId('sandbox-total')).toHaveText(net);
    const orderId = await payOnSandboxPage(page, t);

    // The invoice: the company, its VAT number, VIES's consultation, reverse charge and no "TTC" total.
    const text = await invoiceText(page, orderId);
    expect(text).toContain('Berliner Handels GmbH');
    expect(text).toContain('N° TVA : DE123456789');
    expect(text).toContain('Autoliquidation');
    expect(text).toMatch(/consultation n° WAPIE2E\d{6}/);
    expect(text).toContain('Total dû');
    expect(text).not.toContain('TTC');
    if (language === 'en') {
      expect(text).toContain('Reverse charge');
      expect(text).toContain('Total due');
      expect(text).not.toContain('incl. VAT');
    }
  });
});
