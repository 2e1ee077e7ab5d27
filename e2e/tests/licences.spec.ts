import { randomBytes, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import {
  e2eAdmin,
  e2eBilling,
  expect,
  signInAdminViaApi,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';
import { createAccountViaApi } from '../signup';

const machineId = () => randomBytes(16).toString('hex').toUpperCase();

async function freeProduct(page: Page, language: string) {
  const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
  return list.find((product) => product.price.amount === 0)!;
}

/** Takes one free indicator through the cart and the free checkout, as a buyer does. */
async function buyThroughFreeCheckout(page: Page, product: Product) {
  await page.goto('/');
  const cart = [{ ...product, product: product._id, qty: 1, addedAt: new Date().toISOString() }];
  await page.evaluate((stored) => localStorage.setItem('cartItems', stored), JSON.stringify(cart));
  await page.goto('/cart');
  await tickWithdrawalConsent(page);
  await page.getByTestId('checkout-button').click();
  await page.getByTestId('free-checkout-confirm').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=[\w-]+&free=true/, { timeout: 20_000 });
}

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/users/signin', { data: e2eAdmin });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

test.describe('licences', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a buyer requests a licence, then downloads the signed file', async ({ page, t, language }) => {
    await signUpViaApi(page);
    const product = await freeProduct(page, language);
    await buyThroughFreeCheckout(page, product);

    await page.goto('/profile?tab=indicators');
    await expect(page.getByTestId('licence-requests-empty')).toHaveText(t('licences:list.empty'));
    const card = page.getByTestId('purchased-product').filter({ hasText: product.name });
    await card.getByTestId('get-licence').click();
    const modal = page.getByTestId('licence-modal');
    await expect(modal).toBeVisible();
    // Each bad identifier's message and the blank one are checked in IndicatorsTab.test.tsx.
    const input = modal.getByTestId('licence-input');
    const machine = machineId();
    await input.fill(`${machine}-TradingPC`);
    await expect(modal.getByTestId('licence-valid')).toBeVisible();
    await expect(modal.getByTestId('licence-check')).toHaveText(t('licences:modal.valid'));
    await modal.getByTestId('licence-submit').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('licence-success')).toHaveText(t('licences:success'));
    const row = page.getByTestId('licence-request').filter({ hasText: machine });
    await expect(row.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.pending'));
    await expect(row.getByTestId('licence-download')).toHaveCount(0);
    await expect(page.getByTestId('licence-success')).toBeHidden({ timeout: 7000 });

    // A one-copy order offers no second licence: the route would refuse it (docs/rules/entitlements.md).
    await expect(card.getByTestId('get-licence')).toHaveCount(0);
    await expect(card.getByTestId('licence-seats-taken')).toHaveText(t('licences:seatsAllTaken'));

    // The admin approves it through the API; the buyer then downloads the signed licence.
    const mine = await page.request.get('/api/license/my-requests', {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).token)}`,
      },
    });
    const [request] = (await mine.json()) as { _id: string }[];
    const approved = await page.request.put(`/api/admin/license-requests/${request!._id}`, {
      headers: { authorization: `Bearer ${await adminToken(page)}` },
      data: { status: 'approved' },
    });
    expect(approved.ok()).toBeTruthy();
    await page.reload();
    await expect(row.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.approved'));
    const download = page.waitForEvent('download');
    await row.getByTestId('licence-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${product.slug}-${machine}.lic`);
    const licence = (await readFile((await file.path())!, 'utf8')).trim();
    const { publicKeyPem } = (await (await page.request.get('/api/license/public-key')).json()) as {
      publicKeyPem: string;
    };
    const [header, payload, signature] = licence.split('.');
    expect(
      verify(null, Buffer.from(`${header}.${payload}`), publicKeyPem, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      machineId: machine,
      product: product.slug,
    });

    // The back-office's "exported to the robot" is a workflow step; the buyer reads what it means for them.
    const exported = await page.request.put(`/api/admin/license-requests/${request!._id}`, {
      headers: { authorization: `Bearer ${await adminToken(page)}` },
      data: { status: 'exported' },
    });
    expect(exported.ok()).toBeTruthy();
    await page.reload();
    await expect(row.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.exported'));
    await expect(row).not.toContainText(t('licences:status.exported'));
  });

  test('an admin processes and exports a licence request in the Licences tab', async ({
    page,
    t,
    language,
  }) => {
    const buyerPage = await page.context().browser()!.newPage();
    const buyer = await createAccountViaApi(buyerPage.request, {
      name: 'Licence Buyer',
      email: `lic-${machineId()}@e2e.test`,
      password: 'correct-horse-battery-9',
    });
    const auth = { authorization: `Bearer ${buyer.token}` };
    const product = await freeProduct(buyerPage, language);
    const order = await buyerPage.request.post('/api/checkout/create-free-order', {
      headers: auth,
      data: { withdrawalConsent: true, billing: e2eBilling, cartItems: [{ product: product._id, qty: 1 }] },
    });
    const { orderId } = (await order.json()) as { orderId: string };
    const machine = machineId();
    const requested = await buyerPage.request.post('/api/license/request', {
      headers: auth,
      data: { productId: product._id, orderId, machineIdName: `${machine}-Desk` },
    });
    expect(requested.status()).toBe(201);
    await buyerPage.close();

    await signInAdminViaApi(page);
    await page.goto('/admin?tab=licenses');
    await page.getByTestId('licence-status-filter').selectOption('pending');
    const row = page.getByTestId('admin-licence-row').filter({ hasText: machine });
    await expect(row.getByTestId('admin-licence-status')).toHaveText(t('licences:status.pending'));

    await row.getByTestId('licence-process').click();
    const modal = page.getByTestId('licence-process-modal');
    await expect(modal.getByTestId('licence-process-status')).toHaveValue('approved');
    await modal.getByTestId('licence-process-notes').fill('Checked by phone');
    await modal.getByTestId('licence-process-save').click();
    await expect(modal).toBeHidden();

    await page.getByTestId('licence-status-filter').selectOption('approved');
    await expect(row.getByTestId('admin-licence-status')).toContainText(t('licences:status.approved'));
    await expect(row).toContainText('Checked by phone');
    await row.getByTestId('licence-export').click();
    await expect(page.getByTestId('licence-export-outcome')).toHaveText(
      `${t('admin:licences.exported')} ${t('licences:delivery.emailed')}`,
    );
    await page.getByTestId('licence-status-filter').selectOption('exported');
    await expect(row.getByTestId('admin-licence-status')).toContainText(t('licences:status.exported'));
    await expect(row.getByTestId('licence-delivery')).toHaveText(t('licences:delivery.emailed'));
    await expect(row.getByTestId('licence-export')).toHaveText(t('admin:licences.resend'));
  });
});
