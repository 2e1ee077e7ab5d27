import { readFile } from 'node:fs/promises';
import { expect, signInAdminViaApi, test } from '../fixtures';

test.describe('the licence admin tab: indicators in use and the vendor kit', () => {
  test('an admin sees the check-ins section and downloads the vendor kit with this shop’s key', async ({
    page,
    t,
  }) => {
    await signInAdminViaApi(page);
    await page.goto('/admin?tab=licenses');
    await expect(page.getByRole('heading', { name: t('admin:licences.checkIns.title') })).toBeVisible();
    const key = (await (await page.request.get('/api/license/public-key')).json()) as { jwk: { x: string } };

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('licence-vendor-kit').click(),
    ]);
    expect(download.suggestedFilename()).toBe('shop-licensing-ninjascript.zip');
    // Stored, not compressed: ShopConfig.cs's constant is readable in the zip's bytes.
    const zip = await readFile((await download.path())!, 'latin1');
    expect(zip).toContain(`PublicKey = "${key.jwk.x}"`);
  });
});
