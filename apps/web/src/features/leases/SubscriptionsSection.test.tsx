import type { Lease, LeaseList, LeaseSaveOfferAnswer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formatDate } from '@/shared/format';
import { lease as aLease } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { SubscriptionsSection } from './SubscriptionsSection';

const languages: Language[] = ['fr', 'en'];
const noOffer = ok<LeaseSaveOfferAnswer>({ offer: { kind: 'none' } });
const lease: Lease = aLease();
/** Cancelled at period end, as the server answers it: resuming is the one change it accepts. */
const cancelling: Lease = { ...lease, cancelAtPeriodEnd: true, nextRenewalAt: null, actions: ['resume'] };
const changeButtons = () => screen.queryAllByTestId(/^subscription-(cancel|resume|renew)$/);
/** Ended, its plan still offered: the server lists a renewal. */
const ended: Lease = {
  ...lease,
  status: 'canceled',
  nextRenewalAt: null,
  endedAt: '2026-11-01T00:00:00.000Z',
  actions: ['renew'],
};

async function renderLeases(language: Language, leases: Lease[], extra: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({ 'GET /leases': ok<LeaseList>({ leases }), ...extra });
  const view = await renderWithApp(<SubscriptionsSection />, { language });
  await screen.findByTestId('my-subscriptions');
  return { ...view, ...stub };
}

describe.each(languages)('subscriptions (%s)', (language) => {
  test('shows plan, status, renewal date and the price in the lease currency', async () => {
    const { t } = await renderLeases(language, [lease]);
    const row = screen.getByTestId('my-subscription');
    expect(row).toHaveTextContent(t('account:subscriptions.plans.monthly'));
    expect(within(row).getByTestId('my-subscription-status')).toHaveTextContent(
      t('account:subscriptions.status.active'),
    );
    expect(within(row).getByTestId('my-subscription-renewal')).toHaveTextContent(
      formatDate(lease.nextRenewalAt!, language),
    );
    expect(row).toHaveTextContent(language === 'fr' ? '29,00 $US' : 'US$29.00');
  });

  test('cancelling asks first; going back changes nothing', async () => {
    const { user, t, calls } = await renderLeases(language, [lease], {
      'GET /leases/l1/save-offer': noOffer,
    });
    await user.click(screen.getByTestId('subscription-cancel'));
    const dialog = screen.getByRole('dialog', {
      name: t('account:leaseCancel.title', { product: lease.productName }),
    });
    expect(dialog).toHaveTextContent(lease.productName);
    await user.click(within(dialog).getByRole('button', { name: t('account:leaseCancel.back') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('confirming cancels at period end and reloads the list', async () => {
    const { user, t, calls } = await renderLeases(language, [lease], {
      'GET /leases/l1/save-offer': noOffer,
      'POST /leases/l1/cancel': ok<Lease>(cancelling),
    });
    await user.click(screen.getByTestId('subscription-cancel'));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: t('account:leaseCancel.confirm') });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /leases',
      'GET /leases/l1/save-offer',
      'POST /leases/l1/cancel',
      'GET /leases',
    ]);
  });

  test('a paused lease says until when, and ends the pause early after a confirmation', async () => {
    const paused: Lease = {
      ...lease,
      pausedUntil: '2027-02-01T00:00:00.000Z',
      actions: ['cancel', 'endPause'],
    };
    const { user, t, calls } = await renderLeases(language, [paused], {
      'POST /leases/l1/end-pause': ok<Lease>({ ...lease, pausedUntil: null }),
    });
    expect(screen.getByTestId('my-subscription-status')).toHaveTextContent(
      t('account:leaseCancel.paused', { date: formatDate(paused.pausedUntil!, language) }),
    );
    await user.click(screen.getByTestId('subscription-endPause'));
    const dialog = screen.getByRole('dialog', { name: t('account:leaseCancel.confirmEndPause.title') });
    await user.click(within(dialog).getByRole('button', { name: t('account:leaseCancel.endPause') }));
    await waitFor(() => expect(calls.some((call) => call.path === '/leases/l1/end-pause')).toBe(true));
  });

  test("a refused change shows the server's message", async () => {
    const { user, t } = await renderLeases(language, [cancelling], {
      'POST /leases/l1/resume': failure(409, { code: 'leases.ended', message: 'Abonnement terminé' }),
    });
    expect(screen.getByTestId('my-subscription-status')).toHaveTextContent(
      t('account:subscriptions.status.canceling', { date: formatDate(lease.currentPeriodEnd!, language) }),
    );
    await user.click(screen.getByTestId('subscription-resume'));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: t('account:subscriptions.confirm.resume.confirm'),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Abonnement terminé');
  });

  test('offers exactly the changes the server lists: cancel of a renewing lease, resume of a cancelled one', async () => {
    const { t } = await renderLeases(language, [lease, { ...cancelling, _id: 'l2' }]);
    const [renewing, cancelled] = screen.getAllByTestId('my-subscription');
    expect(within(renewing!).getByTestId('subscription-cancel')).toHaveTextContent(
      t('account:subscriptions.cancel'),
    );
    expect(within(renewing!).queryByTestId('subscription-resume')).toBeNull();
    expect(within(cancelled!).getByTestId('subscription-resume')).toHaveTextContent(
      t('account:subscriptions.resume'),
    );
    expect(within(cancelled!).queryByTestId('subscription-cancel')).toBeNull();
  });

  test('offers no change the server refuses: an ended lease, or one a refund stopped, keeps the portal only', async () => {
    await renderLeases(language, [
      { ...lease, status: 'canceled', nextRenewalAt: null, endedAt: '2026-11-01T00:00:00.000Z', actions: [] },
      // Cancelled at period end by the refund, whose licence no longer runs: the server refuses a resume.
      { ...cancelling, _id: 'l2', licenceUntil: null, actions: [] },
    ]);
    expect(screen.getAllByTestId('my-subscription')).toHaveLength(2);
    expect(changeButtons()).toEqual([]);
    expect(screen.getAllByTestId('subscription-portal')).toHaveLength(2);
  });

  test('an ended lease the server lets renew links to its product page’s subscription, asking nothing here', async () => {
    const { user, t, calls } = await renderLeases(language, [ended]);
    const renew = screen.getByTestId('subscription-renew');
    expect(renew).toHaveTextContent(t('account:subscriptions.renew'));
    expect(renew).toHaveAttribute('href', '/product/order-flow-pro#lease-title');
    expect(screen.queryByTestId('subscription-cancel')).toBeNull();
    expect(screen.queryByTestId('subscription-resume')).toBeNull();
    await user.click(renew);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/product/order-flow-pro');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('each state shows exactly its listed buttons', async () => {
    await renderLeases(language, [
      lease,
      { ...cancelling, _id: 'l2' },
      { ...ended, _id: 'l3' },
      { ...ended, _id: 'l4', actions: [] },
    ]);
    const rows = screen.getAllByTestId('my-subscription');
    const shown = rows.map((row) =>
      within(row)
        .queryAllByTestId(/^subscription-(cancel|resume|renew)$/)
        .map((button) => button.dataset.testid),
    );
    expect(shown).toEqual([['subscription-cancel'], ['subscription-resume'], ['subscription-renew'], []]);
  });

  test('reads the offer from the server, not from the status it shows', async () => {
    // A running lease the server offers nothing for shows no change button, whatever its status line says.
    await renderLeases(language, [{ ...lease, actions: [] }]);
    expect(changeButtons()).toEqual([]);
  });
});
