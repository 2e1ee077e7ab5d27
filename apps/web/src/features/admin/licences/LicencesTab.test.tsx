import type { AdminLicenceCheckIns, AdminLicenceList, LicenceAlerts, LicenceRequest } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onePage } from '@/test/admin';
import { licenceRequest } from '@/test/fixtures';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { LicencesTab } from './LicencesTab';

const languages: Language[] = ['fr', 'en'];
const list = (requests: LicenceRequest[]): AdminLicenceList => ({
  licenseRequests: requests,
  pagination: onePage(requests),
});
const checkIns: AdminLicenceCheckIns = {
  activeWithinDays: 30,
  products: [
    {
      product: 'VWAP Premium',
      activeMachines: 3,
      clientVersions: [{ version: '1.2.0', machines: 3 }],
      platformVersions: [{ version: '8.1.4', machines: 2 }],
    },
  ],
};

function stubLicences(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/license-requests': ok<AdminLicenceList>(list([licenceRequest()])),
    'GET /admin/licence-alerts': ok<LicenceAlerts>({ mode: 'each' }),
    'GET /admin/licence-check-ins': ok<AdminLicenceCheckIns>(checkIns),
    ...more,
  });
}

describe.each(languages)('back-office licences tab (%s)', (language) => {
  test('lists requests with their status; the filter asks the server for one status', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubLicences();
    const { user, t } = await renderWithApp(<LicencesTab />, { language });
    const row = await screen.findByTestId('admin-licence-row');
    expect(within(row).getByTestId('admin-licence-status')).toHaveTextContent(t('licences:status.pending'));
    expect(row).toHaveTextContent('ABC123DEF456');
    expect(within(row).getByTestId('licence-delivery')).toHaveTextContent('—');
    expect(within(row).getByTestId('licence-export')).toHaveTextContent(t('admin:licences.export'));
    await user.selectOptions(screen.getByTestId('licence-status-filter'), 'approved');
    const asked = calls.filter((call) => call.path === '/admin/license-requests').at(-1);
    expect(asked?.query.get('status')).toBe('approved');
  });

  test('no request says so; a failed load shows the server message', async () => {
    signIn({ isAdmin: true });
    let fail = false;
    stubLicences({
      'GET /admin/license-requests': () =>
        fail ? failure(500, { code: 'internal', message: 'Erreur interne' }) : ok<AdminLicenceList>(list([])),
    });
    const { user, t } = await renderWithApp(<LicencesTab />, { language });
    expect(await screen.findByText(t('admin:licences.empty'))).toBeVisible();
    fail = true;
    await user.selectOptions(screen.getByTestId('licence-status-filter'), 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('admin:shared.loadError', { message: 'Erreur interne' }),
    );
  });

  test("processing: approved by default with the note sent; a refusal shows the server's message", async () => {
    signIn({ isAdmin: true });
    const updates: Call[] = [];
    stubLicences({
      'PUT /admin/license-requests/lic-1': (call) => {
        updates.push(call);
        return updates.length === 1
          ? failure(400, { code: 'license.reasonRequired', message: 'Une raison est requise' })
          : ok<LicenceRequest>(licenceRequest({ status: 'approved', adminNotes: 'Checked by phone' }));
      },
    });
    const { user } = await renderWithApp(<LicencesTab />, { language });
    await user.click(await screen.findByTestId('licence-process'));
    const modal = screen.getByTestId('licence-process-modal');
    expect(within(modal).getByTestId('licence-process-status')).toHaveValue('approved');
    expect(modal).toHaveTextContent('ABC123DEF456-Desk');
    await user.selectOptions(within(modal).getByTestId('licence-process-status'), 'rejected');
    expect(within(modal).getByTestId('licence-process-notes')).toBeRequired();
    await user.selectOptions(within(modal).getByTestId('licence-process-status'), 'approved');
    await user.click(within(modal).getByTestId('licence-process-save'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Une raison est requise');
    await user.type(within(modal).getByTestId('licence-process-notes'), 'Checked by phone');
    await user.click(within(modal).getByTestId('licence-process-save'));
    await screen.findByTestId('admin-licence-row');
    expect(screen.queryByTestId('licence-process-modal')).toBeNull();
    expect(updates[1]?.body).toEqual({ status: 'approved', adminNotes: 'Checked by phone' });
  });

  test('an export says how the file went out; an exported request offers a resend', async () => {
    signIn({ isAdmin: true });
    const exported = licenceRequest({ status: 'exported', exportedAt: '2026-11-21T10:00:00.000Z' });
    let done = false;
    stubLicences({
      'GET /admin/license-requests': () => ok<AdminLicenceList>(list([done ? exported : licenceRequest()])),
      'POST /admin/license-requests/lic-1/export': () => {
        done = true;
        return ok<LicenceRequest>(exported);
      },
    });
    const { user, t } = await renderWithApp(<LicencesTab />, { language });
    await user.click(await screen.findByTestId('licence-export'));
    expect(await screen.findByTestId('licence-export-outcome')).toHaveTextContent(
      `${t('admin:licences.exported')} ${t('licences:delivery.emailed')}`,
    );
    const row = screen.getByTestId('admin-licence-row');
    expect(await within(row).findByText(t('admin:licences.resend'))).toBeVisible();
    expect(within(row).getByTestId('licence-delivery')).toHaveTextContent(t('licences:delivery.emailed'));
  });

  test('check-ins list the machines and versions per product, or say none checked in; alerts are saved', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubLicences({
      'PUT /admin/licence-alerts': ok<LicenceAlerts>({ mode: 'digest' }),
    });
    const { user, t } = await renderWithApp(<LicencesTab />, { language });
    const table = await screen.findByTestId('licence-check-ins');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('VWAP Premium31.2.0 (3)8.1.4 (2)');
    expect(screen.getByRole('heading', { name: t('admin:licences.checkIns.title') })).toBeVisible();
    await user.selectOptions(screen.getByTestId('licence-alerts'), 'digest');
    expect(await screen.findByTestId('licence-alerts-saved')).toHaveTextContent(
      t('admin:licences.alerts.saved'),
    );
    expect(
      calls.find((call) => call.path === '/admin/licence-alerts' && call.method === 'PUT')?.body,
    ).toEqual({
      mode: 'digest',
    });
  });

  test('no machine checked in yet says so', async () => {
    signIn({ isAdmin: true });
    stubLicences({
      'GET /admin/licence-check-ins': ok<AdminLicenceCheckIns>({ activeWithinDays: 30, products: [] }),
    });
    const { t } = await renderWithApp(<LicencesTab />, { language });
    expect(await screen.findByTestId('licence-check-ins-empty')).toHaveTextContent(
      t('admin:licences.checkIns.none'),
    );
  });
});
