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

test('the dashboard says when the seller identity is incomplete and links to its settings', async ({
  page,
  t,
}) => {
  await signInAdminViaApi(page);
  await page.goto('/admin');
  // The first visit loads the back-office's lazy chunks (the chart among them).
  await expect(page.getByTestId('admin-dashboard')).toBeVisible({ timeout: 30_000 });
  // The e2e shop's identity is complete: no notice.
  await expect(page.getByTestId('seller-identity-notice')).toHaveCount(0);

  // The same answer with the VAT number missing and two invoices waiting, as a shop set up without it gets.
  await page.route('**/api/admin/seller-identity', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({
      json: {
        ...answer,
        identity: { ...answer.identity, vat: '' },
        missing: ['vat'],
        complete: false,
        pendingInvoices: 2,
      },
    });
  });
  await page.reload();
  const notice = page.getByTestId('seller-identity-notice');
  await expect(notice).toContainText(t('admin:sellerNotice.title'));
  await expect(notice).toContainText(t('admin:seller.pendingInvoices', { count: 2 }));
  await notice.getByRole('link', { name: t('admin:sellerNotice.link') }).click();
  await expect(page).toHaveURL(/\/admin\?tab=seller$/);
  await expect(page.getByTestId('seller-identity-status')).toContainText(
    t('admin:seller.incomplete', { fields: t('admin:seller.fields.vat') }),
  );
  // A refetch still inside the handler when the test ends would fail it ("Response has been disposed").
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
