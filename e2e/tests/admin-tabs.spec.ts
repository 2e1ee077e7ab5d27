import type { APIRequestContext } from '@playwright/test';
import { expect, signInAdminViaApi, test } from '../fixtures';
import { createAccountViaApi } from '../signup';

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

/** A customer with one pending order, made through the API without touching the browser session. */
async function customerWithOrder(request: APIRequestContext) {
  const email = unique('admin-order');
  const { token } = await createAccountViaApi(request, {
    name: 'Order Customer',
    email,
    password: 'correct-horse-battery-9',
  });
  const products = await (await request.get('/api/products')).json();
  const paid = products.find((product: { price: { amount: number } }) => product.price.amount > 0);
  const order = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: { orderItems: [{ product: paid._id, qty: 1 }] },
  });
  expect(order.status()).toBe(201);
  return { email, orderId: (await order.json())._id as string };
}

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
