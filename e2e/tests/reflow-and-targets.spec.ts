import type { Page } from '@playwright/test';
import { buyFreeIndicatorViaApi, expect, signUpViaApi, test } from '../fixtures';
import { expectLargeTargets, expectReflow } from '../layout';
import { accountPages } from '../pages';

/** Reflow and target size on the signed-in pages; the public pages are checked by page-sweep.spec.ts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the account pages, with a purchase, reflow and keep targets of 24 px', async ({ page }) => {
  const buyer = await signUpViaApi(page, { name: 'Rae Reflow' });
  // A purchase fills the indicators tab and the orders table, the widest content of these pages.
  await buyFreeIndicatorViaApi(page, buyer.token);
  for (const path of accountPages) {
    await open(page, path);
    await expectReflow(page, path);
    await expectLargeTargets(page, path);
  }
});
