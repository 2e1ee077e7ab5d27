import type { Lease, LeaseSaveOfferAnswer, SaveOffer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { lease as aLease } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { CancelLeaseDialog } from './CancelLeaseDialog';

const languages: Language[] = ['fr', 'en'];
const lease: Lease = aLease();

async function openDialog(language: Language, offer: SaveOffer, extra: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({
    'GET /leases/l1/save-offer': ok<LeaseSaveOfferAnswer>({ offer }),
    'POST /leases/l1/cancel': ok<Lease>({ ...lease, cancelAtPeriodEnd: true, actions: ['resume'] }),
    'POST /leases/l1/save-offer': ok<Lease>(lease),
    ...extra,
  });
  const onClose = vi.fn();
  const view = await renderWithApp(<CancelLeaseDialog lease={lease} endDate="1 Dec" onClose={onClose} />, {
    language,
  });
  const dialog = await screen.findByTestId('cancel-lease-dialog');
  return { ...view, ...stub, onClose, dialog };
}
const posted = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

describe.each(languages)('the cancel dialog (%s)', (language) => {
  test('without an offer: the reasons and note are optional, and confirming cancels with them', async () => {
    const { user, t, calls, dialog, onClose } = await openDialog(language, { kind: 'none' });
    for (const reason of ['too_expensive', 'not_using', 'missing_feature', 'switching', 'other'] as const) {
      expect(
        within(dialog).getByRole('radio', { name: t(`account:leaseCancel.reasons.${reason}`) }),
      ).not.toBeChecked();
    }
    expect(within(dialog).queryByTestId('save-offer')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: t('account:leaseCancel.reasons.switching') }));
    await user.type(
      within(dialog).getByRole('textbox', { name: t('account:leaseCancel.note') }),
      ' Other vendor ',
    );
    const confirm = within(dialog).getByRole('button', { name: t('account:leaseCancel.confirm') });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)).toEqual([['/leases/l1/cancel', { reason: 'switching', note: 'Other vendor' }]]);
  });

  test('a pause offer: the months up to the max, accepted with the reason', async () => {
    const { user, t, calls, dialog, onClose } = await openDialog(language, { kind: 'pause', maxMonths: 3 });
    const offer = await within(dialog).findByTestId('save-offer');
    expect(offer).toHaveTextContent(t('account:leaseCancel.pause.body', { max: 3 }));
    const months = within(offer).getByRole('combobox', { name: t('account:leaseCancel.pause.months') });
    expect(
      within(months)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    await user.selectOptions(months, '2');
    await user.click(within(dialog).getByRole('radio', { name: t('account:leaseCancel.reasons.not_using') }));
    await user.click(within(offer).getByRole('button', { name: t('account:leaseCancel.pause.accept') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)).toEqual([['/leases/l1/save-offer', { reason: 'not_using', pauseMonths: 2 }]]);
  });

  test('a coupon offer: declining cancels, the offer shown beside "No thanks"', async () => {
    const { user, t, calls, dialog } = await openDialog(language, {
      kind: 'coupon',
      percentOff: 30,
      periods: 3,
    });
    const offer = await within(dialog).findByTestId('save-offer');
    expect(offer).toHaveTextContent(t('account:leaseCancel.coupon.body', { percent: 30, periods: 3 }));
    expect(within(offer).getByRole('button', { name: t('account:leaseCancel.coupon.accept') })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t('account:leaseCancel.decline') }));
    await waitFor(() => expect(posted(calls)).toEqual([['/leases/l1/cancel', {}]]));
  });

  test('a coupon offer accepted sends no months', async () => {
    const { user, t, calls, dialog } = await openDialog(language, {
      kind: 'coupon',
      percentOff: 30,
      periods: 3,
    });
    const offer = await within(dialog).findByTestId('save-offer');
    await user.click(within(offer).getByRole('button', { name: t('account:leaseCancel.coupon.accept') }));
    await waitFor(() => expect(posted(calls)).toEqual([['/leases/l1/save-offer', {}]]));
  });

  test("a refusal shows the server's message in the dialog, which stays open", async () => {
    const { user, t, dialog, onClose } = await openDialog(
      language,
      { kind: 'coupon', percentOff: 30, periods: 3 },
      {
        'POST /leases/l1/save-offer': failure(409, {
          code: 'leaseSaveOffer.unavailable',
          message: 'Plus d’offre',
        }),
      },
    );
    const offer = await within(dialog).findByTestId('save-offer');
    await user.click(within(offer).getByRole('button', { name: t('account:leaseCancel.coupon.accept') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Plus d’offre');
    expect(onClose).not.toHaveBeenCalled();
  });
});
