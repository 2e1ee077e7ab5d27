import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { buyFreeIndicatorViaApi, expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';
import { matchFromOutbox } from '../outbox';
import { newAdmin } from '../two-factor';

const machineId = () => randomBytes(16).toString('hex').toUpperCase();

/** A new buyer of a free indicator with a pending licence request for a new machine, all through the API. */
async function pendingRequest(page: Page) {
  const buyer = await signUpViaApi(page);
  const orderId = await buyFreeIndicatorViaApi(page, buyer.token);
  const products = (await (await page.request.get('/api/products')).json()) as {
    _id: string;
    slug: string;
  }[];
  const machine = machineId();
  const requested = await page.request.post('/api/license/request', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      productId: products.find((product) => product.slug === 'vwap-lite')!._id,
      orderId,
      machineIdName: `${machine}-Desk`,
    },
  });
  expect(requested.status()).toBe(201);
  return { buyer, machine, id: ((await requested.json()) as { _id: string })._id };
}

test.describe('licence request e-mails', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an admin chooses how new requests reach them, and is e-mailed per request by default', async ({
    page,
    t,
  }) => {
    // An admin of this journey alone: the choice is each admin's own.
    const account = await newAdmin(page);
    const signedIn = await page.request.post('/api/users/signin', {
      data: { email: account.email, password: account.password },
    });
    const session = await signedIn.json();
    await page.addInitScript((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(session));
    await page.goto('/admin?tab=licenses');
    const choice = page.getByLabel(t('admin:licences.alerts.label'));
    await expect(choice).toHaveValue('each');
    await expect(choice.locator('option')).toHaveText([
      t('admin:licences.alerts.each'),
      t('admin:licences.alerts.digest'),
      t('admin:licences.alerts.none'),
    ]);

    const buyerPage = await page.context().browser()!.newPage();
    const { machine } = await pendingRequest(buyerPage);
    await matchFromOutbox(account.email, new RegExp(`${machine}-Desk`), 'the new request alert');

    await choice.selectOption('digest');
    await expect(page.getByTestId('licence-alerts-saved')).toHaveText(t('admin:licences.alerts.saved'));
    await page.reload();
    await expect(page.getByLabel(t('admin:licences.alerts.label'))).toHaveValue('digest');
    await buyerPage.close();
  });

  test('a rejection asks for its reason, which the buyer reads in their licences and in the e-mail', async ({
    page,
    t,
  }) => {
    const buyerPage = await page.context().browser()!.newPage();
    const { buyer, machine } = await pendingRequest(buyerPage);
    await buyerPage.close();

    await signInAdminViaApi(page);
    await page.goto('/admin?tab=licenses');
    await page.getByTestId('licence-status-filter').selectOption('pending');
    const row = page.getByTestId('admin-licence-row').filter({ hasText: machine });
    await row.getByTestId('licence-process').click();
    const modal = page.getByTestId('licence-process-modal');
    await modal.getByTestId('licence-process-status').selectOption('rejected');
    await modal.getByTestId('licence-process-save').click();
    // No reason: the form does not go (the note is required), the request stays pending.
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('licence-process-notes')).toHaveAttribute('required', '');
    const reason = `Machine id ${machine.slice(0, 6)} is not the one NinjaTrader shows`;
    await modal.getByTestId('licence-process-notes').fill(reason);
    await modal.getByTestId('licence-process-save').click();
    await expect(modal).toBeHidden();

    await matchFromOutbox(buyer.email, new RegExp(reason), 'the rejection reason');
    // The buyer, in the same browser: the admin's session makes way for theirs.
    await page.evaluate((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(buyer));
    await page.goto('/profile?tab=indicators');
    const mine = page.getByTestId('licence-request').filter({ hasText: machine });
    await expect(mine.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.rejected'));
    await expect(mine.getByTestId('licence-reason')).toHaveText(t('licences:list.reason', { reason }));
  });
});
