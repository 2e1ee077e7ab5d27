import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, signInAdminViaApi, test } from '../fixtures';

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

/** A customer with one pending order, made through the API without touching the browser session. */
async function customerWithOrder(request: APIRequestContext) {
  const email = unique('admin-order');
  const signup = await request.post('/api/users/signup', {
    data: { name: 'Order Customer', email, password: 'correct-horse-battery-9' },
  });
  const { token } = await signup.json();
  const products = await (await request.get('/api/products')).json();
  const paid = products.find((product: { price: number }) => product.price > 0);
  const order = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { orderItems: [{ product: paid._id, qty: 1 }] },
  });
  expect(order.status()).toBe(201);
  return { email, orderId: (await order.json())._id as string };
}

test('the dashboard shows the shop figures', async ({ page, t }) => {
  await signInAdminViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: t('admin:tabs.dashboard') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('stat-users-total')).toContainText(t('admin:dashboard.usersTotal'));
  await expect(page.getByRole('heading', { name: t('admin:dashboard.recentOrders') })).toBeVisible();
});

test("the dashboard's VAT table puts each figure under its header", async ({ page, t }) => {
  const { orderId } = await customerWithOrder(page.request);
  const paid = await page.request.put(`/api/admin/orders/${orderId}`, {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    data: { isPaid: true, isDelivered: false },
  });
  expect(paid.ok()).toBe(true);
  await signInAdminViaApi(page);
  await page.goto('/admin');
  const table = page.getByRole('region', { name: t('admin:dashboard.vat.title') }).getByRole('table');
  await expect(table.getByTestId('vat-revenue-row').first()).toBeVisible();
  const alignments = await table.evaluate((element) => {
    const headers = Array.from(element.querySelectorAll('thead th'));
    const cells = Array.from(element.querySelectorAll('tbody tr:first-child td'));
    return headers.map((header, index) => [
      getComputedStyle(header).textAlign,
      getComputedStyle(cells[index]!).textAlign,
    ]);
  });
  expect(alignments).toHaveLength(6);
  for (const [header, cell] of alignments) expect(header).toBe(cell);
});

test('an admin marks an order delivered', async ({ page, t }) => {
  const { email, orderId } = await customerWithOrder(page.request);
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=orders');
  await page.getByLabel(t('admin:orders.searchPlaceholder')).fill(email);
  await page.getByRole('button', { name: t('admin:shared.search') }).click();
  const row = page.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(orderId.slice(-8));
  await row.getByRole('button', { name: t('admin:shared.edit') }).click();
  const dialog = page.getByTestId('order-edit-dialog');
  await dialog.getByLabel(t('admin:orders.markDelivered')).check();
  await dialog.getByRole('button', { name: t('admin:shared.save') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.locator('td').nth(5)).toHaveText(t('admin:shared.yes'));
});

test('a closed account is named so in the back-office, not by its anonymised address', async ({
  page,
  t,
}) => {
  const password = 'correct-horse-battery-9';
  const signup = await page.request.post('/api/users/signup', {
    data: { name: 'Closing Customer', email: unique('closing'), password },
  });
  const { _id, token } = (await signup.json()) as { _id: string; token: string };
  const closed = await page.request.delete('/api/users/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { password, confirm: true },
  });
  expect(closed.ok()).toBe(true);
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=users');
  await page.getByLabel(t('admin:users.searchPlaceholder')).fill(`deleted-${_id.slice(-8)}`);
  await page.getByRole('button', { name: t('admin:shared.search') }).click();
  const row = page.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(t('admin:shared.closedAccount'));
  await expect(row).not.toContainText('deleted.invalid');
});
