import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import { expectNoViolations } from '../axe';
import { expect, signInAdminViaApi, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';
import { invoiceText, payOnSandboxPage } from '../payments';

/** Puts one line in the stored cart as the product page does, then opens the cart. */
async function fillCart(page: Page, product: Product, qty: number) {
  await page.goto('/');
  const line = {
    product: product._id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    images: product.images,
    price: product.price,
    countInStock: product.countInStock,
    downloadLink: product.downloadLink,
    qty,
    addedAt: new Date().toISOString(),
  };
  await page.evaluate((stored) => localStorage.setItem('cartItems', stored), JSON.stringify([line]));
  await page.goto('/cart');
}

const money = (euros: number, language: string) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' })
    .format(euros)
    .replace(/\s/g, ' ');

test.describe('coupons (docs/rules/coupons.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin creates a coupon, a buyer applies it in the cart, pays the discounted total and gets the discount on the invoice', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const code = `E2E${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

    // The admin, in a browser of their own, creates 25 % off the whole cart in the Coupons tab.
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    const admin = await adminContext.newPage();
    await signInAdminViaApi(admin);
    await admin.goto('/admin?tab=coupons');
    await admin.getByTestId('coupon-create').click();
    const dialog = admin.getByTestId('coupon-dialog');
    await dialog.getByLabel(t('admin:coupons.code')).fill(code.toLowerCase());
    await dialog.getByLabel(t('admin:coupons.kind')).selectOption('percent');
    await dialog.getByLabel(t('admin:coupons.value')).fill('25');
    await dialog.getByLabel(t('admin:coupons.maxUsesPerCustomer')).fill('1');
    await expectNoViolations(admin, 'the coupon dialog');
    await dialog.getByRole('button', { name: t('admin:shared.save') }).click();
    await expect(dialog.getByTestId('coupon-saved')).toHaveText(t('admin:coupons.saved', { code }));
    await expect(admin.getByTestId('admin-coupon-row').filter({ hasText: code })).toContainText('25 %');
    await adminContext.close();

    // The buyer: two units of a paid indicator; an unknown code is refused, the admin's is applied.
    await signUpViaApi(page);
    const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
    const product = list.find((candidate) => candidate.price.amount > 0)!;
    await fillCart(page, product, 2);
    const input = page.getByLabel(t('checkout:coupon.label'));
    await input.fill('NOPE-123');
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByRole('alert').filter({ hasText: t('errors:coupon.unknown') })).toBeVisible();
    await input.fill(code.toLowerCase());
    await page.getByTestId('coupon-apply').click();
    const subtotal = product.price.amount * 2;
    const discount = Math.round(subtotal * 0.25);
    const total = subtotal - discount;
    await expect(page.getByTestId('coupon-discount')).toHaveText(`−${money(discount / 100, language)}`);
    await expect(page.getByTestId('coupon-total')).toHaveText(money(total / 100, language));
    await expectNoViolations(page, 'the cart with a coupon');

    // The payment page charges the discounted total.
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toHaveText(money(total / 100, language));
    await expect(page.getByTestId('sandbox-discount')).toBeVisible();
    const orderId = await payOnSandboxPage(page, t);

    // The invoice, read back: the discount line with the code, and the total after it.
    const text = await invoiceText(page, orderId);
    expect(text).toContain(`Remise code promo ${code}`);
    const french = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
        .format(cents / 100)
        .replace(/\s/g, ' ');
    expect(text).toContain(french(-discount));
    expect(text).toContain(french(total));
    if (language === 'en') expect(text).toContain(`Coupon discount ${code}`);

    // Used once by this buyer: the same code is refused now, in the buyer's language.
    await fillCart(page, product, 1);
    await page.getByLabel(t('checkout:coupon.label')).fill(code);
    await page.getByTestId('coupon-apply').click();
    await expect(page.getByRole('alert').filter({ hasText: t('errors:coupon.alreadyUsed') })).toBeVisible();
  });
});
