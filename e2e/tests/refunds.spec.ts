import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expectNoViolations } from '../axe';
import {
  adminToken,
  buyPaidIndicatorViaApi,
  expect,
  germanCompany,
  type Language,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from '../fixtures';

/** The admin, in a browser of their own, on the orders tab searched for the buyer: the order's row. */
async function adminOrderRow(
  browser: Browser,
  { language, t }: { language: Language; t: (key: string) => string },
  buyerEmail: string,
  orderId: string,
) {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const admin = await context.newPage();
  await signInAdminViaApi(admin);
  await admin.goto('/admin?tab=orders');
  await admin.getByLabel(t('admin:orders.searchPlaceholder')).fill(buyerEmail);
  await admin.getByRole('button', { name: t('admin:shared.search') }).click();
  return { context, admin, row: admin.getByTestId('admin-order-row').filter({ hasText: orderId.slice(-8) }) };
}

test.describe('refunds', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin refunds an order; the buyer sees the credit note and loses the download', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const { orderId, product } = await buyPaidIndicatorViaApi(page, buyer.token);

    // The admin, in a browser of their own, refunds it from the orders tab.
    const {
      context: adminContext,
      admin,
      row,
    } = await adminOrderRow(browser, { language, t }, buyer.email, orderId);
    await row.getByTestId('refund-order').click();
    const dialog = admin.getByTestId('refund-dialog');
    await expect(dialog.getByTestId('refund-days')).toHaveText(
      t('admin:orders.refund.days', { days: 0, policy: 7 }),
    );
    await dialog.getByLabel(t('admin:orders.refund.lines')).check();
    await expect(dialog.getByRole('spinbutton')).toHaveCount(1);
    await expectNoViolations(admin, 'the refund dialog');
    await dialog.getByLabel(t('admin:orders.refund.full')).check();
    await dialog.getByLabel(t('admin:orders.refund.reason')).fill('E2E refund');
    await dialog.getByRole('button', { name: t('admin:orders.refund.save') }).click();
    await expect(dialog.getByTestId('refund-success')).toContainText(/AV-\d{4}-\d{6}/);
    await expect(row.getByTestId('order-status-badge')).toHaveText(t('admin:orders.badge.refunded'));
    await adminContext.close();

    // The buyer sees the refund and its credit note, which downloads as a PDF.
    await page.goto('/profile?tab=orders');
    const order = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expect(order.getByTestId('order-refund-status')).toHaveText(t('orders:history.status.refunded'));
    const note = order.getByTestId('credit-note-button');
    await expectNoViolations(page, 'the orders tab with a credit note');
    const number = (await note.textContent())!.trim();
    expect(number).toMatch(/^AV-\d{4}-\d{6}$/);
    const download = page.waitForEvent('download');
    await note.click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

    // And the download is gone.
    const refused = await page.request.get(`/api/download/${encodeURIComponent(product.downloadLink)}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(refused.status()).toBe(403);
    await page.goto('/profile?tab=indicators');
    // That order was the buyer's only purchase: nothing is left to download.
    await expect(page.getByTestId('indicators-empty')).toBeVisible();
    await expect(page.getByTestId('purchased-product')).toHaveCount(0);
  });

  test('an order charged VAT while VIES was down: the admin asks VIES again and the VAT is refunded with its credit note', async ({
    page,
    browser,
    t,
    language,
  }) => {
    // A German company whose member state's service is down at checkout (e2e/vies-stand-in.mjs: …997).
    const buyer = await signUpViaApi(page);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const billed = await page.request.put('/api/users/billing', {
      headers: auth,
      data: { ...germanCompany, billingVAT: 'DE123456997' },
    });
    expect(billed.ok(), await billed.text()).toBeTruthy();
    const { orderId } = await buyPaidIndicatorViaApi(page, buyer.token, 1, null);
    const id = orderId.slice(-8);
    const {
      context: adminContext,
      admin,
      row,
    } = await adminOrderRow(browser, { language, t }, buyer.email, orderId);
    await expect(row.getByTestId('order-vies-unconfirmed')).toHaveText(t('admin:orders.viesUnconfirmed'));
    await row.getByRole('button', { name: t('admin:orders.viesCheck.actionOf', { id }) }).click();
    const outcome = admin.getByTestId('vies-check-outcome');
    await expect(outcome).toContainText(id);
    await expect(outcome).toContainText(/AV-\d{4}-\d{6}/);
    await expect(row.getByTestId('order-status-badge')).toHaveText(
      t('admin:orders.badge.partially_refunded'),
    );
    await expect(row.getByTestId('order-vies-unconfirmed')).toHaveCount(0);
    await expectNoViolations(admin, 'the orders tab after a VIES check');
    await adminContext.close();
  });

  test('after a partial refund the buyer keeps the licence revoked by default and releases another', async ({
    page,
    t,
  }) => {
    const buyer = await signUpViaApi(page);
    const { orderId, product } = await buyPaidIndicatorViaApi(page, buyer.token, 2);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const machines = [0, 1].map(() => randomBytes(16).toString('hex').toUpperCase());
    for (const [index, machine] of machines.entries()) {
      const requested = await page.request.post('/api/license/request', {
        headers: auth,
        data: { orderId, productId: product._id, machineIdName: `${machine}-Desk${index}` },
      });
      expect(requested.status()).toBe(201);
    }
    // One of the two units refunded by the admin, without ticking a licence: the newest is revoked by default.
    const admin = { authorization: `Bearer ${await adminToken(page.request)}` };
    const plan = await page.request.get(`/api/admin/orders/${orderId}/refunds`, { headers: admin });
    const itemId = ((await plan.json()) as { lines: { itemId: string }[] }).lines[0]!.itemId;
    const refunded = await page.request.post(`/api/admin/orders/${orderId}/refunds`, {
      headers: admin,
      data: { reason: 'E2E one seat', lines: [{ itemId, quantity: 1 }] },
    });
    expect(refunded.ok(), await refunded.text()).toBeTruthy();

    await page.goto('/profile?tab=indicators');
    const [older, newer] = machines.map((machine) =>
      page.getByTestId('licence-request').filter({ hasText: machine }),
    );
    await expect(newer!.getByTestId('licence-status')).toHaveText(t('licences:keep.status'));
    await expect(older!.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.pending'));
    await newer!.getByRole('button', { name: t('licences:keep.action') }).click();
    const dialog = page.getByTestId('keep-licence-modal');
    await expect(dialog.getByLabel(t('licences:keep.release'))).toHaveValue(/.+/);
    await expect(dialog.getByLabel(t('licences:keep.release'))).toContainText(machines[0]!);
    await expectNoViolations(page, 'the keep-licence dialog');
    await dialog.getByRole('button', { name: t('licences:keep.submit') }).click();
    await expect(dialog.getByTestId('keep-licence-success')).toHaveText(t('licences:keep.success'));
    await expect(dialog).toBeHidden();
    await expect(newer!.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.pending'));
    await expect(older!.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.revoked'));
    await expect(page.getByTestId('licence-keep')).toHaveCount(0);
  });
});
