import { expectNoViolations } from '../axe';
import { buyPaidIndicatorViaApi, expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';

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
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-US' });
    const admin = await adminContext.newPage();
    await signInAdminViaApi(admin);
    await admin.goto('/admin?tab=orders');
    await admin.getByLabel(t('admin:orders.searchPlaceholder')).fill(buyer.email);
    await admin.getByRole('button', { name: t('admin:shared.search') }).click();
    const row = admin.getByTestId('admin-order-row').filter({ hasText: orderId.slice(-8) });
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
});
