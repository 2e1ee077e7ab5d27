import { expect, test } from '../fixtures';

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
