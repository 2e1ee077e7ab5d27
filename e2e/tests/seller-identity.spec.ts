import { adminToken, expect, signInAdminViaApi, test } from '../fixtures';

// start-server.mjs configures SELLER_* for this run: the pages must show those facts, not catalogue text.
test('the legal notice and terms show the configured seller identity', async ({ page }) => {
  await page.goto('/legal');
  const notice = page.getByTestId('legal-legalNotice');
  await expect(notice).toContainText('E2E Trading Tools');
  await expect(notice).toContainText('3 quai des Pavots, 69002 Lyon, France');
  await expect(notice).toContainText('RCS Lyon 123 456 789');
  await expect(notice).toContainText('5 000 €');
  await expect(notice).toContainText('E2E Hosting, 1 rue du Serveur');
  await expect(notice).not.toContainText(/fictitious|fictif|à compléter|to be completed|\{\{/);

  await page.goto('/terms');
  await expect(page.getByTestId('legal-terms')).toContainText('E2E Trading Tools');
  await page.goto('/privacy');
  await expect(page.getByTestId('legal-privacy')).toContainText('E2E Trading Tools');
});

test('no field of the configured identity reads as not set', async ({ page, t }) => {
  await page.goto('/legal');
  const notice = page.getByTestId('legal-legalNotice');
  await expect(notice).toContainText('Camille Durand');
  await expect(notice).not.toContainText(t('legal:sellerNotSet'));
});

test("the admin keeps the seller identity in the back-office: the server's messages under the fields, then the pages show it", async ({
  page,
  t,
}) => {
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=seller');
  await expect(page.getByTestId('seller-name')).toHaveValue('E2E Trading Tools');
  await expect(page.getByLabel(t('admin:seller.fields.publisher'))).toBeVisible();
  await expect(page.getByTestId('seller-identity-status')).toContainText(t('admin:seller.complete'));

  await page.getByTestId('seller-siret').fill('123 456 789 00008');
  await page.getByRole('button', { name: t('admin:shared.save') }).click();
  await expect(page.getByText(t('errors:sellerIdentity.siretInvalid')).first()).toBeVisible();

  await page.getByTestId('seller-siret').fill('123 456 789 00007');
  // Both language projects save the same value, so neither changes what the other reads.
  await page.getByTestId('seller-publisher').fill('Camille Durand, gérante');
  await page.getByRole('button', { name: t('admin:shared.save') }).click();
  await expect(page.getByTestId('seller-identity-saved')).toHaveText(t('admin:seller.saved'));

  const audit = await page.request.get('/api/admin/audit-log?target=sellerIdentity', {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(JSON.stringify(await audit.json())).toContain('Camille Durand, gérante');

  await page.goto('/legal');
  await expect(page.getByTestId('legal-legalNotice')).toContainText('Camille Durand, gérante');
});
