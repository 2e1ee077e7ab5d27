import {
  adminToken,
  buyFreeIndicatorViaApi,
  createProduct,
  e2eAdmin,
  expect,
  signUpViaApi,
  test,
} from '../fixtures';
import { ninjaTraderExport } from '../zips';

test.describe('releases', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the admin publishes a release; the buyer sees the badge and the changelog and downloads it; the product page shows it', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const token = await adminToken(page.request);
    const name = `Zz Release ${language} ${Date.now()}`;
    const product = await createProduct(page.request, token, name, 0);
    const buyer = await signUpViaApi(page);
    await buyFreeIndicatorViaApi(page, buyer.token, product.slug);

    // The back-office, in its own browser context (the page holds the buyer's session).
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    const admin = await adminContext.newPage();
    const signIn = await admin.request.post('/api/users/signin', { data: e2eAdmin });
    const adminUser = await signIn.json();
    await admin.addInitScript(
      (stored) => localStorage.setItem('userInfo', stored),
      JSON.stringify(adminUser),
    );
    await admin.goto('/admin?tab=products');
    await admin.getByTestId(`product-row-${product.slug}`).getByTestId('action-edit').click();
    const releases = admin.getByTestId('product-releases');
    await releases.locator('input[name="version"]').fill('1.0.0');
    await releases.locator('input[name="minPlatformVersion"]').fill('8.1.2.1');
    await releases
      .locator('textarea[name="changelogFr"]')
      .fill('- **Nouveau** : profil de volume par séance');
    await releases.locator('textarea[name="changelogEn"]').fill('- **New**: volume profile per session');
    await releases
      .getByTestId('release-zip')
      .setInputFiles({ name: 'ReleaseE2E.zip', mimeType: 'application/zip', buffer: ninjaTraderExport() });
    await releases.getByRole('button', { name: t('admin:products.releases.publish') }).click();
    await expect(admin.getByTestId('release-success')).toHaveText(
      t('admin:products.releases.published', { version: '1.0.0' }),
    );
    await expect(admin.getByTestId('release-row')).toHaveCount(1);
    await adminContext.close();

    const changelogText = language === 'fr' ? 'profil de volume par séance' : 'volume profile per session';
    await page.goto('/profile?tab=indicators');
    const card = page.getByTestId('purchased-product').filter({ hasText: name });
    const badge = card.getByTestId('update-available');
    await expect(badge).toContainText(t('orders:indicators.release.updateAvailable'));
    await badge.locator('summary').click();
    // Rendered Markdown: the bold word is a <strong>, never the raw asterisks.
    await expect(card.getByTestId('release-changelog').locator('strong')).toBeVisible();
    await expect(card.getByTestId('release-changelog')).toContainText(changelogText);
    const download = page.waitForEvent('download');
    await card.getByTestId('download-button').click();
    expect((await download).suggestedFilename()).toBe(`${product.slug}_1.0.0_8.zip`);
    // Downloaded: the card now names 1.0.0 as the buyer's version, and the badge is gone.
    await expect(card.getByTestId('release-status')).toContainText(
      t('orders:indicators.release.installed', { version: '1.0.0' }),
    );
    await expect(card.getByTestId('update-available')).toHaveCount(0);

    // The product page's changelog is in the server's HTML, before any script runs.
    const html = await (await page.request.get(`/product/${product.slug}?lang=${language}`)).text();
    expect(html).toContain(changelogText);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('changelog')).toContainText(t('catalog:product.changelog'));
    await expect(page.getByTestId('changelog')).toContainText(changelogText);
  });
});
