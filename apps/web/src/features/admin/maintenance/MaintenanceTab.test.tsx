import type {
  AdminAuditEntry,
  AdminAuditList,
  MailOutboxEntry,
  MailOutboxList,
  MaintenanceResult,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onePage } from '@/test/admin';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { MaintenanceTab } from './MaintenanceTab';

const languages: Language[] = ['fr', 'en'];
const priceChange: AdminAuditEntry = {
  _id: 'a1',
  adminId: 'admin-1',
  adminEmail: 'admin@shop.test',
  action: 'product.price',
  target: 'product:p1',
  before: { priceCents: 1000 },
  after: { priceCents: 1250, reason: 'Salon' },
  ip: '127.0.0.1',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const failedMail: MailOutboxEntry = {
  _id: 'm1',
  to: 'alice@example.com',
  subject: 'Votre commande',
  template: 'orderConfirmation',
  status: 'failed',
  attempts: 5,
  lastError: 'SMTP 554',
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-20T11:00:00.000Z',
};
const audit = (entries: AdminAuditEntry[]): AdminAuditList => ({ entries, pagination: onePage(entries) });
const outbox = (messages: MailOutboxEntry[]): MailOutboxList => ({
  messages,
  counts: { queued: 0, sending: 0, sent: 3, failed: messages.length },
  pagination: onePage(messages),
});

function stubMaintenance(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/audit-log': ok<AdminAuditList>(audit([])),
    'GET /admin/mail-outbox': ok<MailOutboxList>(outbox([])),
    ...more,
  });
}

describe.each(languages)('maintenance tab (%s)', (language) => {
  test('a task runs at once and shows its output, an empty error stream said so', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubMaintenance({
      'POST /admin/maintenance/run': ok<MaintenanceResult>({ stdout: 'Doublons : 0', stderr: '' }),
    });
    const { user, t } = await renderWithApp(<MaintenanceTab />, { language });
    expect(screen.getByRole('heading', { name: t('admin:maintenance.groups.database') })).toBeVisible();
    expect(screen.getByRole('heading', { name: t('admin:maintenance.groups.monitoring') })).toBeVisible();
    expect(screen.getByText(t('admin:maintenance.idle'))).toBeVisible();
    await user.click(screen.getByTestId('task-checkUsers'));
    expect(await screen.findByTestId('maintenance-stdout')).toHaveTextContent('Doublons : 0');
    expect(screen.getByTestId('maintenance-stderr')).toHaveTextContent(t('admin:maintenance.empty'));
    expect(
      within(screen.getByTestId('maintenance-results')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent(t('admin:maintenance.resultsOf', { task: t('admin:maintenance.tasks.checkUsers') }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ task: 'checkUsers' });
  });

  test('the database clean-up asks first: cancel runs nothing, confirming runs it', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubMaintenance({
      'POST /admin/maintenance/run': ok<MaintenanceResult>({ stdout: 'VACUUM (ANALYZE)', stderr: '' }),
    });
    const { user, t } = await renderWithApp(<MaintenanceTab />, { language });
    await user.click(screen.getByTestId('task-maintenanceDB'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent(t('admin:maintenance.confirmDb'));
    await user.click(within(confirm).getByRole('button', { name: t('admin:shared.cancel') }));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByTestId('task-maintenanceDB'));
    await user.click(
      within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: t('admin:maintenance.run') }),
    );
    expect(await screen.findByTestId('maintenance-stdout')).toHaveTextContent('VACUUM (ANALYZE)');
  });

  test("an export run offers its file; a failed run shows the server's message", async () => {
    signIn({ isAdmin: true });
    stubMaintenance({
      'POST /admin/maintenance/run': ({ body }) =>
        (body as { task: string }).task === 'exportLicenseRequests'
          ? ok<MaintenanceResult>({
              stdout: '2 rows',
              stderr: '',
              file: { name: 'licence-requests-2026.csv', url: '/api/admin/files/x' },
            })
          : failure(500, { code: 'internal', message: 'Tâche interrompue' }),
    });
    const { user, t } = await renderWithApp(<MaintenanceTab />, { language });
    await user.click(screen.getByTestId('task-exportLicenseRequests'));
    expect(await screen.findByTestId('maintenance-file')).toHaveTextContent(
      t('admin:maintenance.download', { name: 'licence-requests-2026.csv' }),
    );
    await user.click(screen.getByTestId('task-checkUsers'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tâche interrompue');
  });

  test('the audit log reads a price change as the field and its two prices, not raw JSON', async () => {
    signIn({ isAdmin: true });
    stubMaintenance({ 'GET /admin/audit-log': ok<AdminAuditList>(audit([priceChange])) });
    const { t } = await renderWithApp(<MaintenanceTab />, { language });
    const row = await screen.findByTestId('audit-row');
    expect(row).toHaveTextContent('admin@shop.test');
    expect(row).toHaveTextContent('product.price');
    const [change] = within(row).getAllByTestId('audit-change');
    expect(change).toHaveTextContent(
      t('admin:maintenance.audit.change', {
        field: t('admin:maintenance.audit.fields.priceCents'),
        before: language === 'fr' ? '10,00 €' : '€10.00',
        after: language === 'fr' ? '12,50 €' : '€12.50',
      }),
    );
  });

  test('empty audit log and outbox say so; a failed mail is retried', async () => {
    signIn({ isAdmin: true });
    let retried = false;
    stubMaintenance({
      'GET /admin/mail-outbox': () => ok<MailOutboxList>(outbox(retried ? [] : [failedMail])),
      'POST /admin/mail-outbox/m1/retry': () => {
        retried = true;
        return ok<MailOutboxEntry>({ ...failedMail, status: 'queued' });
      },
    });
    const { user, t } = await renderWithApp(<MaintenanceTab />, { language });
    expect(await screen.findByText(t('admin:maintenance.audit.empty'))).toBeVisible();
    const mail = await screen.findByTestId('outbox-row');
    expect(mail).toHaveTextContent(t('admin:maintenance.outbox.status.failed'));
    expect(mail).toHaveTextContent('SMTP 554');
    await user.click(within(mail).getByRole('button', { name: t('admin:maintenance.outbox.retry') }));
    expect(
      await screen.findByText(t('admin:maintenance.outbox.retried', { to: 'alice@example.com' })),
    ).toBeVisible();
    expect(await screen.findByText(t('admin:maintenance.outbox.empty'))).toBeVisible();
  });
});
