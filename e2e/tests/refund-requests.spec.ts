import { shortOrderId } from '@shop/contracts';
import { expectNoViolations } from '../axe';
import {
  buyPaidIndicatorViaApi,
  expect,
  signInAdminViaApi,
  signUpViaApi,
  test,
  translate,
} from '../fixtures';
import { matchFromOutbox } from '../outbox';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An e-mail text in either language: the order's language is the checkout request's. */
const eitherLanguage = (key: string, params: Record<string, string> = {}) =>
  new RegExp(`${escapeRegExp(translate('fr', key, params))}|${escapeRegExp(translate('en', key, params))}`);

test.describe('refund requests', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a buyer asks for one unit back, an admin approves: refunded, and the buyer is told', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const { orderId } = await buyPaidIndicatorViaApi(page, buyer.token, 2);

    await page.goto('/profile?tab=orders');
    const order = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await order.getByTestId('refund-request-button').click();
    const dialog = page.getByTestId('refund-request-dialog');
    // Nothing chosen: the dialog says so before anything is sent.
    await dialog.getByRole('button', { name: t('orders:refundRequest.save') }).click();
    await expect(dialog).toContainText(t('orders:refundRequest.noLine'));
    await dialog.getByRole('spinbutton').fill('1');
    await dialog.getByLabel(t('orders:refundRequest.reason')).fill('Not for my trading style');
    await expectNoViolations(page, 'the refund request dialog');
    await dialog.getByRole('button', { name: t('orders:refundRequest.save') }).click();
    // The confirmation shows for 1.5 s, then the dialog closes: RefundRequestDialog.test.tsx reads its text, as
    // a loaded browser can miss so short a window (a flake); the journey waits for what follows it.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(order.getByTestId('refund-request-status')).toHaveText(
      t('orders:refundRequest.status.open'),
    );
    await expect(order.getByTestId('refund-request-button')).toHaveCount(0);
    await matchFromOutbox(buyer.email, eitherLanguage('emails:refundRequest.received.title'), 'the receipt');

    // The admin, in a browser of their own, approves it from the queue above the orders list.
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    const admin = await adminContext.newPage();
    await signInAdminViaApi(admin);
    await admin.goto('/admin?tab=orders');
    const request = admin.getByTestId('refund-request-row').filter({ hasText: shortOrderId(orderId) });
    // The back-office chunk and its lists load first: a loaded machine takes its time.
    await expect(request).toContainText('Not for my trading style', { timeout: 60_000 });
    await expectNoViolations(admin, 'the refund requests queue');
    await request.getByRole('button', { name: t('admin:refundRequests.approve') }).click();
    await admin
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: t('admin:refundRequests.approve') })
      .click();
    await expect(admin.getByTestId('refund-request-outcome')).toHaveText(
      t('admin:refundRequests.approved', { id: shortOrderId(orderId) }),
      { timeout: 60_000 },
    );
    await expect(request).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(order.getByTestId('order-refund-status')).toHaveText(
      t('orders:history.status.partially_refunded'),
    );
    await expect(order.getByTestId('refund-request-status')).toHaveText(
      t('orders:refundRequest.status.approved'),
    );
    await expect(order.getByTestId('credit-note-button')).toHaveCount(1);
    await matchFromOutbox(buyer.email, eitherLanguage('emails:refundRequest.approved.title'), 'the approval');
  });

  test('an admin declines with a reason the buyer reads in the orders tab and by e-mail', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const { orderId } = await buyPaidIndicatorViaApi(page, buyer.token);
    await page.goto('/profile?tab=orders');
    const order = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await order.getByTestId('refund-request-button').click();
    const dialog = page.getByTestId('refund-request-dialog');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: t('orders:refundRequest.save') }).click();
    await expect(dialog).toBeHidden();

    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    const admin = await adminContext.newPage();
    await signInAdminViaApi(admin);
    await admin.goto('/admin?tab=orders');
    const request = admin.getByTestId('refund-request-row').filter({ hasText: shortOrderId(orderId) });
    await expect(request).toContainText(t('admin:refundRequests.noReason'), { timeout: 60_000 });
    await request.getByRole('button', { name: t('admin:refundRequests.decline') }).click();
    const decline = admin.getByTestId('refund-request-decline');
    await decline.getByLabel(t('admin:refundRequests.declineReason')).fill('Licence already used live');
    await decline.getByRole('button', { name: t('admin:refundRequests.save') }).click();
    await expect(decline).toBeHidden();
    await expect(request).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(order.getByTestId('refund-request-status')).toHaveText(
      t('orders:refundRequest.status.declined', { reason: 'Licence already used live' }),
    );
    // Declined, still within the 7 days: the buyer may ask again.
    await expect(order.getByTestId('refund-request-button')).toBeVisible();
    await matchFromOutbox(buyer.email, /Licence already used live/, 'the reason of the decline');
  });
});
