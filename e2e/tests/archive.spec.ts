import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expectNoViolations } from '../axe';
import { expect, signInAdminViaApi, test } from '../fixtures';

/**
 * The archive tab (docs/rules/invoices.md): the month's e-reporting data, its CSV file and the accountant's
 * zip; then the archive check from the maintenance tab.
 */
test('an admin exports the e-reporting data and the accountant’s zip, and checks the archive', async ({
  page,
  t,
}) => {
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=archive');
  const tab = page.getByTestId('admin-archive');
  await expect(tab.getByRole('heading', { name: t('admin:archive.title') })).toBeVisible();
  await expect(tab.getByRole('heading', { name: t('admin:archive.sales') })).toBeVisible();
  await expectNoViolations(page, 'the admin archive tab');

  const csv = page.waitForEvent('download');
  await page.getByTestId('export-e-reporting').getByRole('button').click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^e-reporting-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header] = parse(await readFile((await csvFile.path())!, 'utf8')) as string[][];
  expect(header!.slice(0, 3)).toEqual(['section', 'day (TT-77)', 'flow']);

  const zip = page.waitForEvent('download');
  await page.getByTestId('export-archive').click();
  const zipFile = await zip;
  expect(zipFile.suggestedFilename()).toMatch(/^archive-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.zip$/);
  expect((await readFile((await zipFile.path())!)).subarray(0, 2).toString()).toBe('PK');

  await page.goto('/admin?tab=maintenance');
  await page
    .getByRole('button', {
      name: `${t('admin:maintenance.run')} — ${t('admin:maintenance.tasks.checkArchive')}`,
    })
    .click();
  await expect(page.getByTestId('maintenance-stdout')).toContainText(
    t('reports:maintenance.archive.damaged', { count: 0 }),
  );
  await expect(page.getByTestId('maintenance-stderr')).toHaveText(t('admin:maintenance.empty'));
});
