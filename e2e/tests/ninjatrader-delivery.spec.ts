import {
  adminToken,
  createProduct,
  expect,
  seedCart,
  signInAdminViaApi,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';
import { payOnSandboxPage } from '../payments';

/**
 * Delivery through NinjaTrader's own licensing (docs/rules/vendor-licences.md), the whole way round: the buyer
 * gives their NinjaTrader account's e-mail at checkout and pays, the owner finds the licence to create in the
 * back-office's NinjaTrader tab and marks it done, and the buyer's indicators tab follows it from "being
 * created" to "active". The tab's and the field's other states are their component tests'.
 */
test.describe('licences delivered by NinjaTrader (issue 46)', () => {
  // A product of its own, a paid checkout with its webhook, and a back-office visit: longer than the default.
  test.describe.configure({ timeout: 120_000 });

  test('a buyer gives their NinjaTrader account, pays, and sees the licence active once the owner marks it created', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const stamp = `${language}-${Date.now().toString(36)}`;
    const productName = `Zz NinjaTrader delivery ${stamp}`;
    const ninjaTraderEmail = `nt-${stamp}@e2e.test`;
    const product = await createProduct(page.request, await adminToken(page.request), productName, 39, {
      licensing: 'ninjatrader',
    });

    // The buyer: the cart asks the NinjaTrader account's e-mail before the payment page.
    const buyer = await signUpViaApi(page);
    await seedCart(page, [product.slug]);
    await page.goto('/cart');
    await page.getByLabel(t('checkout:ninjaTrader.label')).fill(ninjaTraderEmail);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await payOnSandboxPage(page, t);

    await page.goto('/profile?tab=indicators');
    const mine = page.getByTestId('ninjatrader-licence').filter({ hasText: productName });
    await expect(mine).toContainText(ninjaTraderEmail);
    await expect(mine).toContainText(t('licences:ninjaTrader.states.pending'));

    // The owner, in a browser of their own: the task to create, with both e-mails, marked done.
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    const admin = await adminContext.newPage();
    await signInAdminViaApi(admin);
    await admin.goto('/admin?tab=vendorLicences');
    const task = admin.getByTestId('vendor-licence-row').filter({ hasText: ninjaTraderEmail });
    await expect(task).toContainText(buyer.email);
    await expect(task).toContainText(productName);
    await expect(task).toContainText(t('admin:vendorLicences.actions.create'));
    await expect(task).toContainText(t('admin:vendorLicences.reasons.purchase'));
    await task.getByTestId('vendor-licence-mark').click();
    await expect(admin.getByTestId('vendor-licence-outcome')).toHaveText(
      t('admin:vendorLicences.markedDone'),
    );
    await expect(task).toHaveCount(0);
    await admin.getByTestId('vendor-licence-state').selectOption('done');
    await expect(admin.getByTestId('vendor-licence-row').filter({ hasText: ninjaTraderEmail })).toBeVisible();
    await adminContext.close();

    // The buyer's tab now says the licence runs on their NinjaTrader account.
    await page.reload();
    await expect(mine).toContainText(t('licences:ninjaTrader.states.active'));
  });
});
