import type {
  AdminAffiliate,
  AdminAffiliateList,
  AdminAffiliatePayoutList,
  AffiliatePayout,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { PartnersTab } from './PartnersTab';

const languages: Language[] = ['fr', 'en'];
const applicant: AdminAffiliate = {
  _id: 'a1',
  userId: 'u1',
  name: 'Joe Trader',
  email: 'joe@example.com',
  code: 'TRADERJOE',
  status: 'applied',
  origin: 'application',
  website: 'https://joe.example',
  message: 'A Discord of futures traders.',
  terms: null,
  couponCode: null,
  clicks: 0,
  totals: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};
/** Approved, payable in euros and in dollars: each currency on its own line. */
const partner: AdminAffiliate = {
  ...applicant,
  _id: 'a2',
  name: 'Ann Partner',
  code: 'ANN',
  status: 'approved',
  terms: { percent: 20, scope: 'first_purchase', renewalMonths: null },
  clicks: 12,
  totals: [
    {
      currency: 'eur',
      orders: 2,
      pending: { amount: 0, currency: 'eur' },
      payable: { amount: 3000, currency: 'eur' },
      paid: { amount: 1000, currency: 'eur' },
    },
    {
      currency: 'usd',
      orders: 1,
      pending: { amount: 0, currency: 'usd' },
      payable: { amount: 500, currency: 'usd' },
      paid: { amount: 0, currency: 'usd' },
    },
  ],
};
const list = (affiliates: AdminAffiliate[]): AdminAffiliateList => ({
  affiliates,
  pagination: { current: 1, total: 1, totalItems: affiliates.length, limit: 20 },
  windowDays: 30,
});
const payout: AffiliatePayout = {
  _id: 'p1',
  affiliateId: 'a2',
  affiliateCode: 'ANN',
  amount: { amount: 500, currency: 'usd' },
  reference: 'WIRE-7',
  entries: 1,
  paidAt: '2026-11-30T10:00:00.000Z',
};
const payouts = (rows: AffiliatePayout[]) => ({
  'GET /admin/affiliates/payouts': ok<AdminAffiliatePayoutList>({
    payouts: rows,
    pagination: { current: 1, total: 1, totalItems: rows.length, limit: 20 },
  }),
});
const euros = (cents: number, language: Language) =>
  language === 'fr' ? `${(cents / 100).toFixed(2).replace('.', ',')} €` : `€${(cents / 100).toFixed(2)}`;

describe.each(languages)('partners tab (%s)', (language) => {
  test('lists applications and partners with their terms and each currency apart; the filter asks the server', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      ...payouts([]),
      'GET /admin/affiliates': ok<AdminAffiliateList>(list([applicant, partner])),
    });
    const { user, t } = await renderWithApp(<PartnersTab />, { language });
    const [first, second] = await screen.findAllByTestId('admin-partner-row');
    expect(first).toHaveTextContent(t('affiliates:admin.statuses.applied'));
    expect(first).toHaveTextContent('A Discord of futures traders.');
    expect(within(first!).getByTestId('partner-figures')).toHaveTextContent(t('affiliates:admin.noFigures'));
    expect(within(second!).getByTestId('partner-row-terms')).toHaveTextContent(
      t('affiliates:admin.termsValue.first_purchase', { percent: 20 }),
    );
    const figures = within(second!).getByTestId('partner-figures').querySelectorAll('li');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent(euros(3000, language));
    expect(figures[1]).toHaveTextContent('USD');
    expect(within(first!).queryByTestId('partner-payout')).toBeNull();
    expect(within(second!).getByTestId('partner-payout')).toBeInTheDocument();
    expect(screen.getByTestId('partner-window-days')).toHaveValue(30);

    await user.selectOptions(screen.getByTestId('partner-filter'), 'applied');
    expect(calls.at(-1)?.query.get('status')).toBe('applied');
  });

  test('approving sends the terms (renewals for N months); a percentage out of range is refused before sending', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      ...payouts([]),
      'GET /admin/affiliates': ok<AdminAffiliateList>(list([applicant])),
      'POST /admin/affiliates/a1/approve': ok<AdminAffiliate>({ ...applicant, status: 'approved' }),
    });
    const { user, t } = await renderWithApp(<PartnersTab />, { language });
    await user.click(await screen.findByTestId('partner-terms'));
    const dialog = screen.getByTestId('partner-terms-dialog');
    const percent = within(dialog).getByTestId('partner-percent');
    await user.clear(percent);
    await user.type(percent, '95');
    await user.click(within(dialog).getByRole('button', { name: t('affiliates:admin.approve') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('errors:affiliates.percentRange'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(percent);
    await user.type(percent, '30');
    await user.selectOptions(within(dialog).getByTestId('partner-scope'), 'renewals');
    const months = within(dialog).getByTestId('partner-renewal-months');
    await user.clear(months);
    await user.type(months, '6');
    await user.click(within(dialog).getByRole('button', { name: t('affiliates:admin.approve') }));
    expect(await within(dialog).findByTestId('partner-terms-dialog-done')).toHaveTextContent(
      t('affiliates:admin.approved', { name: 'Joe Trader' }),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      terms: { percent: 30, scope: 'renewals', renewalMonths: 6 },
    });
  });

  test('rejecting sends the reason, or null when left empty', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      ...payouts([]),
      'GET /admin/affiliates': ok<AdminAffiliateList>(list([applicant])),
      'POST /admin/affiliates/a1/reject': ok<AdminAffiliate>({ ...applicant, status: 'rejected' }),
    });
    const { user, t } = await renderWithApp(<PartnersTab />, { language });
    await user.click(await screen.findByTestId('partner-reject'));
    const dialog = screen.getByTestId('partner-reject-dialog');
    await user.click(within(dialog).getByRole('button', { name: t('affiliates:admin.reject') }));
    expect(await within(dialog).findByText(t('affiliates:admin.rejectedNote'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: null });
  });

  test('a payout is chosen per currency with its own amount, and the server’s refusal shows translated', async () => {
    signIn({ isAdmin: true });
    const message =
      language === 'fr' ? 'Indiquez la référence du virement.' : 'Give the transfer’s reference.';
    let refuse = true;
    const { calls } = stubApi({
      ...payouts([]),
      'GET /admin/affiliates': ok<AdminAffiliateList>(list([partner])),
      'POST /admin/affiliates/a2/payouts': () =>
        refuse
          ? failure(400, { code: 'affiliates.referenceRequired', message })
          : ok<AffiliatePayout>(payout),
    });
    const { user, t } = await renderWithApp(<PartnersTab />, { language });
    await user.click(await screen.findByTestId('partner-payout'));
    const dialog = screen.getByTestId('partner-payout-dialog');
    expect(within(dialog).getByTestId('partner-payout-amount')).toHaveTextContent(euros(3000, language));
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);

    refuse = false;
    await user.selectOptions(within(dialog).getByTestId('partner-payout-currency'), 'usd');
    expect(within(dialog).getByTestId('partner-payout-amount')).toHaveTextContent(
      language === 'fr' ? '5,00 $US' : 'US$5.00',
    );
    await user.type(within(dialog).getByTestId('partner-payout-reference'), 'WIRE-7');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByTestId('partner-payout-dialog-done')).toHaveTextContent(
      language === 'fr' ? '5,00 $US' : 'US$5.00',
    );
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      currency: 'usd',
      reference: 'WIRE-7',
    });
  });

  test('inviting an existing account sends its e-mail, code and terms; an unknown account is refused translated', async () => {
    signIn({ isAdmin: true });
    const message =
      language === 'fr'
        ? 'Aucun compte n’utilise cette adresse e-mail.'
        : 'No account uses this e-mail address.';
    let known = false;
    const { calls } = stubApi({
      ...payouts([]),
      'GET /admin/affiliates': ok<AdminAffiliateList>(list([])),
      'POST /admin/affiliates/invitations': () =>
        known
          ? ok<AdminAffiliate>({ ...partner, origin: 'invitation', name: 'Eve Coach', code: 'EVE' }, 201)
          : failure(404, { code: 'affiliates.accountNotFound', message }),
    });
    const { user, t } = await renderWithApp(<PartnersTab />, { language });
    await user.click(await screen.findByTestId('partner-invite'));
    const dialog = screen.getByTestId('partner-invite-dialog');
    await user.type(within(dialog).getByTestId('partner-invite-email'), 'eve@example.com');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);

    known = true;
    await user.type(within(dialog).getByTestId('partner-invite-code'), 'eve');
    await user.click(within(dialog).getByRole('button', { name: t('admin:shared.save') }));
    expect(await within(dialog).findByTestId('partner-invite-dialog-done')).toHaveTextContent(
      t('affiliates:admin.invited', { name: 'Eve Coach', code: 'EVE' }),
    );
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'eve@example.com',
      code: 'eve',
      terms: { percent: 20, scope: 'first_purchase', renewalMonths: null },
    });
  });

  test('recorded payouts are listed with their amount in their own currency and their reference', async () => {
    signIn({ isAdmin: true });
    stubApi({ ...payouts([payout]), 'GET /admin/affiliates': ok<AdminAffiliateList>(list([])) });
    const { t } = await renderWithApp(<PartnersTab />, { language });
    const row = await screen.findByTestId('partner-payout-row');
    expect(row).toHaveTextContent('ANN');
    expect(row).toHaveTextContent(language === 'fr' ? '5,00 $US' : 'US$5.00');
    expect(row).toHaveTextContent('WIRE-7');
    expect(screen.queryByText(t('affiliates:admin.payouts.empty'))).toBeNull();
  });

  test('an empty list says so; a failed load shows the banner', async () => {
    signIn({ isAdmin: true });
    stubApi({ ...payouts([]), 'GET /admin/affiliates': ok<AdminAffiliateList>(list([])) });
    const { t, unmount } = await renderWithApp(<PartnersTab />, { language });
    expect(await screen.findByText(t('affiliates:admin.empty'))).toBeInTheDocument();
    unmount();
    stubApi({
      ...payouts([]),
      'GET /admin/affiliates': failure(403, { code: 'forbidden', message: 'Accès refusé' }),
    });
    await renderWithApp(<PartnersTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé');
  });
});
