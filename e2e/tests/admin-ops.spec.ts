import { readFile } from 'node:fs/promises';
import { intlLocale } from '@shop/i18n';
import { parse } from 'csv-parse/sync';
import { e2eAdmin, expect, signInAdminViaApi, test } from '../fixtures';
import { createAccountViaApi } from '../signup';

const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

test('the dashboard charts daily revenue and orders', async ({ page, t }) => {
  await signInAdminViaApi(page);
  await page.goto('/admin');
  const chart = page.getByTestId('dashboard-chart');
  await expect(chart.getByRole('heading', { name: t('admin:dashboard.chartTitle') })).toBeVisible();
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText(t('admin:dashboard.chartRevenue'));
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText(t('admin:dashboard.chartOrders'));
  // One bar slot per day of the last 30, in the screen-reader table too.
  await expect(chart.locator('table tbody tr')).toHaveCount(30);
});

test('an admin runs maintenance tasks and sees their output and audit entries', async ({ page, t }) => {
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=maintenance');
  const runButton = (task: string) =>
    page.getByRole('button', {
      name: `${t('admin:maintenance.run')} — ${t(`admin:maintenance.tasks.${task}`)}`,
    });
  await expect(page.getByRole('heading', { name: t('admin:maintenance.groups.database') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('admin:maintenance.groups.monitoring') })).toBeVisible();

  await runButton('checkUsers').click();
  const results = page.getByTestId('maintenance-results');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(
    t('admin:maintenance.resultsOf', { task: t('admin:maintenance.tasks.checkUsers') }),
  );
  await expect(page.getByTestId('maintenance-stdout')).toContainText(
    t('reports:maintenance.users.duplicates', { count: 0 }),
  );
  await expect(page.getByTestId('maintenance-stderr')).toHaveText(t('admin:maintenance.empty'));
  // The newest entries may be other journeys' (they run at once on the same shop): find this run's by its action.
  const auditOf = (task: string) =>
    page
      .getByTestId('audit-row')
      .filter({ hasText: `maintenance:${task}` })
      .first();
  await expect(auditOf('checkUsers')).toContainText(e2eAdmin.email);

  await runButton('maintenanceDB').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(t('admin:maintenance.confirmDb'));
  await confirm.getByRole('button', { name: t('admin:maintenance.run') }).click();
  await expect(page.getByTestId('maintenance-stdout')).toContainText(t('reports:maintenance.cleanup.title'));
  await expect(page.getByTestId('maintenance-stdout')).toContainText('VACUUM (ANALYZE)');
  await expect(auditOf('maintenanceDB')).toContainText(e2eAdmin.email);

  await runButton('exportLicenseRequests').click();
  const file = page.getByTestId('maintenance-file');
  await expect(file).toBeVisible();
  const download = page.waitForEvent('download');
  await file.click();
  expect((await download).suggestedFilename()).toMatch(/^licence-requests-.+\.csv$/);
});

test('an admin downloads the client summary and the licence requests as streamed CSV files', async ({
  page,
  t,
  language,
}) => {
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=maintenance');
  await expect(page.getByRole('heading', { name: t('admin:maintenance.exports.title') })).toBeVisible();
  for (const [testId, name, firstColumn] of [
    ['export-client-summary', /^client-summary-\d{4}-\d{2}-\d{2}\.csv$/, 'customerId'],
    ['export-licence-requests', /^licence-requests-.+\.csv$/, 'id'],
  ] as const) {
    const exporter = page.getByTestId(testId);
    const download = page.waitForEvent('download');
    await exporter.getByRole('button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(name);
    const [header, ...rows] = parse(await readFile((await file.path())!, 'utf8')) as string[][];
    expect(header![0]).toBe(firstColumn);
    // What the page says it received is what the file holds.
    await expect(exporter).toContainText(
      t('admin:shared.exportDone', {
        count: rows.length,
        rows: new Intl.NumberFormat(intlLocale(language)).format(rows.length),
      }),
    );
  }
});

test('an admin edits a user in the Users tab', async ({ page, t }) => {
  const email = unique('admin-user');
  await createAccountViaApi(page.request, {
    name: 'Before Edit',
    email,
    password: 'correct-horse-battery-9',
  });
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=users');
  await page.getByLabel(t('admin:users.searchPlaceholder')).fill(email);
  await page.getByRole('button', { name: t('admin:shared.search') }).click();
  const row = page.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('admin:users.billingMissing'));
  await row.getByRole('button', { name: t('admin:shared.edit') }).click();

  const modal = page.getByTestId('user-edit-modal');
  await modal.getByTestId('user-name').fill('After Edit');
  // A half-filled billing block is refused by the customer's own billing rules.
  await modal.getByTestId('billing-city').fill('Lyon');
  await modal.getByTestId('user-save').click();
  await expect(modal.getByText(t('errors:account.billing.nameRequired'))).toBeVisible();

  await modal.getByTestId('billing-name').fill('After Edit SARL');
  await modal.getByTestId('billing-address').fill('3 quai des Pavots');
  await modal.getByTestId('billing-zip').fill('69002');
  await modal.getByTestId('billing-country').selectOption('FR');
  await modal.getByTestId('user-save').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('user-saved')).toHaveText(t('admin:users.saved', { name: 'After Edit' }));
  await expect(row).toContainText('After Edit');
  await expect(row).toContainText(t('admin:users.billingSet'));
});
