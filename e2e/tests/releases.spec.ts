import { crc32 } from 'node:zlib';
import {
  adminToken,
  buyFreeIndicatorViaApi,
  createProduct,
  e2eAdmin,
  expect,
  signUpViaApi,
  test,
} from '../fixtures';

/** A zip record: `length` bytes with little-endian fields written at their offsets (2 or 4 bytes each). */
function record(length: number, fields: [at: number, size: 2 | 4, value: number][]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [at, size, value] of fields) {
    if (size === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A NinjaTrader 8 export as a stored (uncompressed) zip: Info.xml and the compiled assembly at its root. */
function ninjaTraderExport(): Buffer {
  const files = [
    [
      'Info.xml',
      '<?xml version="1.0"?><NinjaTrader><Export><Version>8.1.2.1</Version></Export></NinjaTrader>',
    ],
    ['ReleaseE2E.dll', 'MZ compiled indicator'],
  ] as const;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const sizes = { crc: crc32(data), size: data.length, name: fileName.length };
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [14, 4, sizes.crc],
      [18, 4, sizes.size],
      [22, 4, sizes.size],
      [26, 2, sizes.name],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [16, 4, sizes.crc],
      [20, 4, sizes.size],
      [24, 4, sizes.size],
      [28, 2, sizes.name],
      [42, 4, offset],
    ]);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, files.length],
    [10, 2, files.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

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
    const adminContext = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-US' });
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
