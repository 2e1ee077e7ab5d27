import type { AdminSaveOfferList, AdminSubscription, AdminSubscriptionList, Lease } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDate } from '@/shared/format';
import { onePage } from '@/test/admin';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { SubscriptionsTab } from './SubscriptionsTab';

const languages: Language[] = ['fr', 'en'];
const graceUntil = '2026-12-10T12:00:00.000Z';
const extendedUntil = '2026-12-20T12:00:00.000Z';

/** A lease whose renewal failed: past due, running until its grace end. */
const pastDue: AdminSubscription = {
  _id: '0193a1b2-0000-7000-8000-000000001001',
  productId: 'p-lease',
  productName: 'Zz Grace',
  productSlug: 'zz-grace',
  plan: 'monthly',
  price: { amount: 900, currency: 'eur' },
  currency: 'eur',
  status: 'past_due',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-03T12:00:00.000Z',
  nextRenewalAt: '2026-12-03T12:00:00.000Z',
  paidUntil: '2026-12-03T12:00:00.000Z',
  graceUntil,
  endedAt: null,
  actions: [],
  user: { _id: 'u1', email: 'lease-buyer@example.com' },
  failedPayments: 1,
  createdAt: '2026-11-03T12:00:00.000Z',
};

/** The back-office's list as the server answers it: the lease's grace end moves once extended. */
function subscriptionsServer(grace: (call: Call) => ReturnType<typeof ok>) {
  let lease = pastDue;
  const calls = stubApi({
    'GET /admin/lease-dunning': () => ok({ midwayAfterDays: 3, lastNoticeBeforeDays: 1, graceDays: 7 }),
    'GET /admin/subscriptions': () =>
      ok<AdminSubscriptionList>({ subscriptions: [lease], pagination: onePage([lease]) }),
    'GET /admin/subscriptions/save-offers': ok<AdminSaveOfferList>({ products: [] }),
    'GET /admin/subscriptions/cancellation-notes': ok({ notes: [], pagination: onePage([]) }),
    [`POST /admin/subscriptions/${pastDue._id}/grace`]: (call) => {
      const reply = grace(call);
      if (reply.status === 200) lease = { ...lease, graceUntil: extendedUntil };
      return reply;
    },
  });
  return calls;
}

/**
 * The Subscriptions tab's grace extension (docs/rules/leases.md): the states the lease journey used to check
 * in the browser (leases.spec.ts keeps one extension, through the real renewal failure). The server's bounds
 * (1 to 60 days, 400 otherwise) are the API's: leases/leases.test.ts.
 */
describe.each(languages)('back-office subscriptions tab (%s)', (language) => {
  test('extending a past-due lease sends the days, says until when, and the row shows the new grace end', async () => {
    signIn({ isAdmin: true });
    const { calls } = subscriptionsServer(() => ok<Lease>({ ...pastDue, graceUntil: extendedUntil }));
    const { user, t } = await renderWithApp(<SubscriptionsTab />, { language });
    const row = await screen.findByTestId('admin-subscription-row');
    expect(within(row).getByTestId('admin-subscription-failures')).toHaveTextContent('1');
    expect(within(row).getByTestId('admin-subscription-status')).toHaveTextContent(
      t('admin:subscriptions.states.pastDue', { date: formatDate(graceUntil, language) }),
    );
    await user.clear(within(row).getByTestId('admin-subscription-grace-days'));
    await user.type(within(row).getByTestId('admin-subscription-grace-days'), '10');
    await user.click(within(row).getByTestId('admin-subscription-grace'));
    expect(await screen.findByTestId('admin-subscription-outcome')).toHaveTextContent(
      t('admin:subscriptions.grace.extended', {
        product: pastDue.productName,
        date: formatDate(extendedUntil, language),
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('admin-subscription-row')).getByTestId('admin-subscription-status'),
      ).toHaveTextContent(
        t('admin:subscriptions.states.pastDue', { date: formatDate(extendedUntil, language) }),
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 10 });
  });

  test("a refused extension (more than 60 days) shows the server's message and leaves the grace end", async () => {
    signIn({ isAdmin: true });
    const message = language === 'fr' ? 'Entre 1 et 60 jours.' : 'Between 1 and 60 days.';
    subscriptionsServer(() => failure(400, { code: 'validation', message }));
    const { user, t } = await renderWithApp(<SubscriptionsTab />, { language });
    const row = await screen.findByTestId('admin-subscription-row');
    await user.clear(within(row).getByTestId('admin-subscription-grace-days'));
    await user.type(within(row).getByTestId('admin-subscription-grace-days'), '61');
    await user.click(within(row).getByTestId('admin-subscription-grace'));
    expect(await within(screen.getByTestId('admin-subscriptions')).findByRole('alert')).toHaveTextContent(
      message,
    );
    expect(screen.queryByTestId('admin-subscription-outcome')).toBeNull();
    expect(within(row).getByTestId('admin-subscription-status')).toHaveTextContent(
      t('admin:subscriptions.states.pastDue', { date: formatDate(graceUntil, language) }),
    );
  });
});
