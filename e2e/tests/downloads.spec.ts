import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import { expect, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';

/** Takes one free indicator through the cart and the free checkout, as a customer does. */
async function buyFreeIndicator(page: Page, language: string): Promise<Product> {
  const list = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
  const free = list.find((product) => product.price.amount === 0)!;
  await page.goto('/');
  const cart = [{ ...free, product: free._id, qty: 1, addedAt: new Date().toISOString() }];
  await page.evaluate((stored) => localStorage.setItem('cartItems', stored), JSON.stringify(cart));
  await page.goto('/cart');
  await tickWithdrawalConsent(page);
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/checkout\/free$/);
  await page.getByTestId('free-checkout-confirm').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=[\w-]+&free=true/, { timeout: 15_000 });
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  return free;
}

/** The zip as the server stores it, fetched through the API with the buyer's token. */
async function storedZip(page: Page, token: string, file: string): Promise<Buffer> {
  const auth = { authorization: `Bearer ${token}` };
  const link = await page.request.get(`/api/download/${encodeURIComponent(file)}`, { headers: auth });
  expect(link.ok()).toBeTruthy();
  const { downloadUrl } = (await link.json()) as { downloadUrl: string };
  return (await page.request.get(downloadUrl, { headers: auth })).body();
}

test.describe('indicator downloads', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a free indicator bought through checkout downloads from the indicators tab', async ({
    page,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const free = await buyFreeIndicator(page, language);

    await page.goto('/profile?tab=indicators');
    const card = page.getByTestId('purchased-product').filter({ hasText: free.name });
    await expect(card).toBeVisible();
    const download = page.waitForEvent('download');
    await card.getByTestId('download-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(free.downloadLink);
    const saved = await readFile((await file.path())!);
    const stored = await storedZip(page, buyer.token, free.downloadLink);
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.length).toBe(stored.length);
    expect(saved.subarray(0, 2).toString()).toBe('PK');
    await expect(card.getByTestId('download-success')).toHaveText(t('orders:download.success'));
  });
});
