import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** Pays the sandbox's payment page with the test card and waits for the success page; the order's id. */
export async function payOnSandboxPage(page: Page, t: (key: string) => string): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
  await page.getByLabel(t('sandbox:card')).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).searchParams.get('order_id')!;
}

/** The text of the order's invoice PDF, downloaded from the profile's orders tab, line breaks folded. */
export async function invoiceText(page: Page, orderId: string): Promise<string> {
  await page.goto('/profile?tab=orders');
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  const download = page.waitForEvent('download');
  await row.getByTestId('invoice-button').click();
  const pdf = new PDFParse({ data: await readFile((await (await download).path())!) });
  return (await pdf.getText()).text.replace(/\s+/g, ' ');
}
