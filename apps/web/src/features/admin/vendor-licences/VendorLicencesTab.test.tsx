import type { VendorLicenceTask, VendorLicenceTaskList } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type Call, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { VendorLicencesTab } from './VendorLicencesTab';

const languages: Language[] = ['fr', 'en'];
const task: VendorLicenceTask = {
  _id: 't1',
  orderId: 'o1',
  productId: 'p1',
  productName: 'Order Flow',
  buyerEmail: 'buyer@example.test',
  ninjaTraderEmail: 'trader@ninja.example',
  action: 'revoke',
  reason: 'refund',
  state: 'pending',
  doneBy: null,
  doneAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const pagination = { current: 1, total: 1, totalItems: 1, limit: 50 };

describe.each(languages)('NinjaTrader licences tab (%s)', (language) => {
  test('lists a pending task with its action and reason, and marks it done', async () => {
    signIn({ isAdmin: true });
    const posts: Call[] = [];
    stubApi({
      'GET /admin/vendor-licences': ok<VendorLicenceTaskList>({ tasks: [task], pagination }),
      'POST /admin/vendor-licences/t1/done': (call) => {
        posts.push(call);
        return ok<VendorLicenceTask>({ ...task, state: 'done', doneAt: '2026-11-21T10:00:00.000Z' });
      },
    });
    const { user, t } = await renderWithApp(<VendorLicencesTab />, { language });
    const row = await screen.findByTestId('vendor-licence-row');
    expect(row).toHaveTextContent(t('admin:vendorLicences.actions.revoke'));
    expect(row).toHaveTextContent(t('admin:vendorLicences.reasons.refund'));
    expect(row).toHaveTextContent('trader@ninja.example');
    await user.click(within(row).getByRole('button', { name: t('admin:vendorLicences.markDone') }));
    expect(await screen.findByText(t('admin:vendorLicences.markedDone'))).toBeVisible();
    expect(posts[0]?.body).toEqual({ done: true });
  });

  test('says so when nothing is to do, and offers the CSV export', async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/vendor-licences': ok<VendorLicenceTaskList>({
        tasks: [],
        pagination: { ...pagination, total: 0, totalItems: 0 },
      }),
    });
    const { t } = await renderWithApp(<VendorLicencesTab />, { language });
    expect(await screen.findByText(t('admin:vendorLicences.empty'))).toBeVisible();
    expect(screen.getByTestId('export-vendor-licences')).toHaveTextContent(
      t('admin:vendorLicences.exportCsv'),
    );
  });
});
