import type { AffiliateArea, AffiliateCommissionList } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { PartnerTab } from './PartnerTab';

const languages: Language[] = ['fr', 'en'];
type Partner = NonNullable<AffiliateArea['partner']>;

const applied: Partner = {
  _id: 'a1',
  status: 'applied',
  origin: 'application',
  code: 'TRADERJOE',
  terms: null,
  couponCode: null,
  link: 'https://shop.test/?ref=TRADERJOE',
  windowDays: 30,
  clicks: 0,
  totals: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
};
/** Approved, with commission in euros and in dollars: two rows, never one sum. */
const approved: Partner = {
  ...applied,
  status: 'approved',
  terms: { percent: 25, scope: 'renewals', renewalMonths: 6 },
  couponCode: 'JOE10',
  clicks: 1234,
  totals: [
    {
      currency: 'eur',
      orders: 3,
      pending: { amount: 1250, currency: 'eur' },
      payable: { amount: 4000, currency: 'eur' },
      paid: { amount: 0, currency: 'eur' },
    },
    {
      currency: 'usd',
      orders: 1,
      pending: { amount: 0, currency: 'usd' },
      payable: { amount: 0, currency: 'usd' },
      paid: { amount: 1999, currency: 'usd' },
    },
  ],
  decidedAt: '2026-11-21T10:00:00.000Z',
};
const ledger: AffiliateCommissionList = {
  commissions: [
    {
      _id: 'e2',
      kind: 'clawback',
      orderShortId: '9f8e7d6c',
      productName: 'Volume Profile Premium',
      amount: { amount: -500, currency: 'eur' },
      status: 'payable',
      payableAt: '2026-11-25T10:00:00.000Z',
      createdAt: '2026-11-25T10:00:00.000Z',
      payoutReference: null,
    },
    {
      _id: 'e1',
      kind: 'purchase',
      orderShortId: '1a2b3c4d',
      productName: 'VWAP Premium',
      amount: { amount: 1999, currency: 'usd' },
      status: 'paid',
      payableAt: '2026-11-10T10:00:00.000Z',
      createdAt: '2026-10-27T10:00:00.000Z',
      payoutReference: 'VIR-2026-11',
    },
  ],
  pagination: { current: 1, total: 1, totalItems: 2, limit: 20 },
};
const area = (partner: Partner | null): AffiliateArea => ({ partner });

describe.each(languages)('partner tab (%s)', (language) => {
  test('an account that never applied sees the form; an empty message is refused in its language before sending', async () => {
    signIn();
    let current = area(null);
    const { calls } = stubApi({
      'GET /affiliates/me': () => ok<AffiliateArea>(current),
      'POST /affiliates/application': () => {
        current = area(applied);
        return ok<AffiliateArea>(current, 201);
      },
    });
    const { user, t } = await renderWithApp(<PartnerTab />, { language });
    const form = await screen.findByTestId('partner-apply');
    await user.click(within(form).getByRole('button', { name: t('affiliates:apply.submit') }));
    expect(await within(form).findByText(t('errors:affiliates.messageLength'))).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(
      within(form).getByTestId('partner-apply-message'),
      'I run a Discord of 2,000 futures traders.',
    );
    await user.type(within(form).getByTestId('partner-apply-code'), 'traderjoe');
    await user.click(within(form).getByRole('button', { name: t('affiliates:apply.submit') }));
    expect(await screen.findByTestId('partner-pending')).toHaveTextContent(t('affiliates:pending.title'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      website: null,
      message: 'I run a Discord of 2,000 futures traders.',
      code: 'TRADERJOE',
    });
  });

  test("a refused application shows the server's translated message", async () => {
    signIn();
    const message =
      language === 'fr' ? 'Ce code partenaire est déjà pris.' : 'This partner code is already taken.';
    stubApi({
      'GET /affiliates/me': ok<AffiliateArea>(area(null)),
      'POST /affiliates/application': failure(409, { code: 'affiliates.codeTaken', message }),
    });
    const { user, t } = await renderWithApp(<PartnerTab />, { language });
    const form = await screen.findByTestId('partner-apply');
    await user.type(within(form).getByTestId('partner-apply-message'), 'My YouTube channel on order flow.');
    await user.click(within(form).getByRole('button', { name: t('affiliates:apply.submit') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  test('a pending application says so with its code; a rejected one says it was not accepted, and why when told', async () => {
    signIn();
    stubApi({ 'GET /affiliates/me': ok<AffiliateArea>(area(applied)) });
    const { t, unmount } = await renderWithApp(<PartnerTab />, { language });
    expect(await screen.findByTestId('partner-pending')).toHaveTextContent('TRADERJOE');
    expect(screen.queryByTestId('partner-apply')).toBeNull();
    unmount();

    stubApi({ 'GET /affiliates/me': ok<AffiliateArea>(area({ ...applied, status: 'rejected' })) });
    const second = await renderWithApp(<PartnerTab />, { language });
    expect(await screen.findByTestId('partner-rejected')).toHaveTextContent(t('affiliates:rejected.body'));
    expect(screen.queryByTestId('partner-area')).toBeNull();
    second.unmount();

    const reason = 'Pas de public de traders';
    stubApi({
      'GET /affiliates/me': ok<AffiliateArea>(
        area({ ...applied, status: 'rejected', rejectionReason: reason }),
      ),
    });
    await renderWithApp(<PartnerTab />, { language });
    expect(await screen.findByTestId('partner-rejected')).toHaveTextContent(
      t('affiliates:rejected.because', { reason }),
    );
  });

  test('an approved partner sees terms, clicks, each currency apart, links with a copy button, coupon and ledger', async () => {
    signIn();
    stubApi({
      'GET /affiliates/me': ok<AffiliateArea>(area(approved)),
      'GET /affiliates/commissions': ok<AffiliateCommissionList>(ledger),
    });
    const { user, t } = await renderWithApp(<PartnerTab />, { language });
    // user-event puts its own clipboard in the page; the spy answers for it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await screen.findByTestId('partner-area');
    expect(screen.getByTestId('partner-terms')).toHaveTextContent(
      t('affiliates:area.terms.renewals', { percent: 25, months: 6 }),
    );
    expect(screen.getByTestId('partner-clicks')).toHaveTextContent(language === 'fr' ? '1 234' : '1,234');

    const [euros, dollars] = screen.getAllByTestId('partner-currency');
    expect(euros).toHaveAttribute('data-currency', 'eur');
    expect(within(euros!).getByTestId('partner-pending')).toHaveTextContent(
      language === 'fr' ? '12,50 €' : '€12.50',
    );
    expect(within(euros!).getByTestId('partner-payable')).toHaveTextContent(
      language === 'fr' ? '40,00 €' : '€40.00',
    );
    expect(dollars).toHaveAttribute('data-currency', 'usd');
    expect(within(dollars!).getByTestId('partner-paid')).toHaveTextContent(
      language === 'fr' ? '19,99 $US' : 'US$19.99',
    );
    // No figure anywhere adds euros and dollars (40,00 + 19,99).
    expect(screen.queryByText(/59[.,]99/)).toBeNull();

    expect(screen.getByTestId('partner-link-home')).toHaveTextContent('https://shop.test/?ref=TRADERJOE');
    expect(screen.getByTestId('partner-link-indicators')).toHaveTextContent(
      'https://shop.test/indicators?ref=TRADERJOE',
    );
    await user.click(screen.getByTestId('partner-link-indicators-copy'));
    expect(writeText).toHaveBeenCalledWith('https://shop.test/indicators?ref=TRADERJOE');
    expect(await screen.findByText(t('affiliates:area.links.copied'))).toBeInTheDocument();
    expect(screen.getByTestId('partner-coupon')).toHaveTextContent('JOE10');

    const [clawback, purchase] = await screen.findAllByTestId('partner-commission');
    expect(clawback).toHaveTextContent(t('affiliates:area.commissions.kinds.clawback'));
    expect(within(clawback!).getByTestId('partner-commission-amount')).toHaveTextContent(/-|−/);
    expect(purchase).toHaveTextContent('1a2b3c4d');
    expect(purchase).toHaveTextContent(
      t('affiliates:area.commissions.statuses.paid', { reference: 'VIR-2026-11' }),
    );
  });

  test('an approved partner without orders is told to share the link; a failed copy says how to copy by hand', async () => {
    signIn();
    stubApi({
      'GET /affiliates/me': ok<AffiliateArea>(area({ ...approved, totals: [], couponCode: null })),
      'GET /affiliates/commissions': ok<AffiliateCommissionList>({
        commissions: [],
        pagination: { current: 1, total: 0, totalItems: 0, limit: 20 },
      }),
    });
    const { user, t } = await renderWithApp(<PartnerTab />, { language });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    expect(await screen.findByTestId('partner-totals-empty')).toHaveTextContent(
      t('affiliates:area.totals.none'),
    );
    expect(screen.getByTestId('partner-coupon')).toHaveTextContent(t('affiliates:area.coupon.none'));
    await user.click(screen.getByTestId('partner-link-home-copy'));
    expect(await screen.findByText(t('affiliates:area.links.copyFailed'))).toBeInTheDocument();
  });

  test('a failed load shows the translated error', async () => {
    signIn();
    const message = language === 'fr' ? 'Erreur interne du serveur.' : 'Internal server error.';
    stubApi({ 'GET /affiliates/me': failure(500, { code: 'internal', message }) });
    await renderWithApp(<PartnerTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
