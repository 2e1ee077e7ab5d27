import type { LeaseDunningSettings } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { DunningDays } from './DunningDays';

const languages: Language[] = ['fr', 'en'];
const defaults: LeaseDunningSettings = { midwayAfterDays: 3, lastNoticeBeforeDays: 1, graceDays: 7 };

/**
 * The owner's dunning days in the Subscriptions tab (docs/rules/leases.md, "The dunning days"): the saved days
 * shown, the new ones sent and confirmed, the server's translated refusal shown as it comes. The bounds are the
 * API's (leases/dunning.test.ts).
 */
describe.each(languages)('dunning days (%s)', (language) => {
  const fill = async (
    user: Awaited<ReturnType<typeof renderWithApp>>['user'],
    midway: string,
    last: string,
  ) => {
    await user.clear(await screen.findByTestId('admin-dunning-midway'));
    await user.type(screen.getByTestId('admin-dunning-midway'), midway);
    await user.clear(screen.getByTestId('admin-dunning-last'));
    await user.type(screen.getByTestId('admin-dunning-last'), last);
    await user.click(screen.getByTestId('admin-dunning-save'));
  };

  test('shows the saved days and the grace, saves new ones and says so', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/lease-dunning': () => ok(defaults),
      'PUT /admin/lease-dunning': (call) => ok({ ...(call.body as object), graceDays: 7 }),
    });
    const { user, t } = await renderWithApp(<DunningDays />, { language });
    expect(await screen.findByTestId('admin-dunning-midway')).toHaveValue(3);
    expect(screen.getByTestId('admin-dunning-last')).toHaveValue(1);
    expect(screen.getByTestId('admin-lease-dunning')).toHaveTextContent(
      t('admin:subscriptions.dunning.hint', { graceDays: 7 }),
    );
    await fill(user, '2', '2');
    expect(await screen.findByTestId('admin-dunning-outcome')).toHaveTextContent(
      t('admin:subscriptions.dunning.saved', { midway: 2, lastNotice: 2 }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      midwayAfterDays: 2,
      lastNoticeBeforeDays: 2,
    });
  });

  test("a refusal shows the server's message", async () => {
    signIn({ isAdmin: true });
    const message =
      language === 'fr' ? 'Pendant la période de grâce (7 jours).' : 'Within the grace (7 days).';
    stubApi({
      'GET /admin/lease-dunning': () => ok(defaults),
      'PUT /admin/lease-dunning': () => failure(400, { code: 'lease.dunningDaysInvalid', message }),
    });
    const { user } = await renderWithApp(<DunningDays />, { language });
    await fill(user, '6', '2');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
