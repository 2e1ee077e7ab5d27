import { type Dashboard, type ExchangeRate, money, type SellerIdentityState } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sellerState } from '@/test/fixtures';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { DashboardTab } from './DashboardTab';

const languages: Language[] = ['fr', 'en'];
// As each language writes them (Testing Library reads the no-break spaces as plain ones).
const written = {
  fr: {
    eur: '1 234,50 €',
    usd: '99,00 $US',
    vatNet: '100,00 €',
    mrrEur: '9,00 €',
    mrrUsd: '81,00 $US',
    refundedUsd: '40,50 $US',
    measured: '29 décembre 2026',
  },
  en: {
    eur: '€1,234.50',
    usd: 'US$99.00',
    vatNet: '€100.00',
    mrrEur: '€9.00',
    mrrUsd: 'US$81.00',
    refundedUsd: 'US$40.50',
    measured: '29 December 2026',
  },
};
const eur = (amount: number) => money(amount, 'eur');
const usd = (amount: number) => money(amount, 'usd');
const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  orders: index % 3,
  revenue: eur(index * 1000),
}));
const noLeases: Dashboard['leases'] = {
  recurring: [
    { currency: 'eur', leases: 0, mrr: eur(0) },
    { currency: 'usd', leases: 0, mrr: usd(0) },
  ],
  endedLast30Days: 0,
  activeThirtyDaysAgo: 0,
  churnPercent: null,
  measuredAt: '2026-12-29T12:00:00.000Z',
};

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: {
      users: { total: 42, newToday: 1, newThisMonth: 7 },
      orders: { total: 12, completed: 9, pending: 3 },
      revenue: [eur(123450), usd(9900)],
      licenseRequests: { pending: 2 },
    },
    revenueByVat: [
      {
        country: 'FR',
        ratePercent: 20,
        reverseCharge: false,
        currency: 'eur',
        invoices: 4,
        net: eur(10000),
        vat: eur(2000),
        gross: eur(12000),
      },
      {
        country: 'DE',
        ratePercent: 0,
        reverseCharge: true,
        currency: 'usd',
        invoices: 1,
        net: usd(9900),
        vat: usd(0),
        gross: usd(9900),
      },
    ],
    revenueByCoupon: [],
    revenueByCurrency: [
      { currency: 'eur', orders: 9, gross: eur(123450), refunded: eur(0), net: eur(123450) },
      { currency: 'usd', orders: 1, gross: usd(9900), refunded: usd(0), net: usd(9900) },
    ],
    leases: noLeases,
    paymentReminders: [],
    daily: days,
    recentOrders: [
      {
        _id: 'order-0001',
        user: { _id: 'u1', name: 'Alice Martin', email: 'alice@example.com' },
        createdAt: '2026-11-20T10:00:00.000Z',
        totalPrice: usd(9900),
        refundedPrice: usd(0),
        currency: 'usd',
        isPaid: true,
        paidAt: '2026-11-20T10:01:00.000Z',
        isDelivered: false,
        status: 'paid',
        viesStatus: null,
        viesRecheckUntil: null,
      },
    ],
    recentUsers: [
      { _id: 'u2', name: 'Bob', email: 'bob@example.com', isAdmin: true, createdAt: days[0]!.day },
    ],
    ...overrides,
  };
}

function stubDashboard(answer: Dashboard, seller: SellerIdentityState = sellerState()) {
  return stubApi({
    'GET /admin/dashboard': ok<Dashboard>(answer),
    'GET /admin/seller-identity': ok<SellerIdentityState>(seller),
    'GET /admin/exchange-rate': ok<{ rate: ExchangeRate | null }>({
      rate: { eurPerUsd: 0.92, rateDate: '2026-11-01' },
    }),
  });
}

describe.each(languages)('dashboard tab (%s)', (language) => {
  test('shows the figures, the revenue per currency in its own currency and the 30 days of the chart', async () => {
    signIn({ isAdmin: true });
    stubDashboard(dashboard());
    const { t } = await renderWithApp(<DashboardTab />, { language });
    expect(await screen.findByTestId('stat-users-total')).toHaveTextContent(
      `${t('admin:dashboard.usersTotal')}42`,
    );
    expect(screen.getByTestId('stat-orders-total')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-churn')).toHaveTextContent(t('admin:leaseMetrics.noChurn'));
    const [euros, dollars] = screen.getAllByTestId('currency-revenue-row');
    expect(euros).toHaveTextContent(`EUR9${written[language].eur}`);
    expect(dollars).toHaveTextContent(`USD1${written[language].usd}`);
    // The revenue card: each currency's net beside the other, never one sum.
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent(
      `${written[language].eur} · ${written[language].usd}`,
    );
    const [recentOrder] = within(
      screen.getByRole('heading', { name: t('admin:dashboard.recentOrders') }).parentElement!,
    ).getAllByRole('listitem');
    expect(recentOrder).toHaveTextContent('Alice Martin');
    expect(recentOrder).toHaveTextContent(written[language].usd);
    const chart = screen.getByTestId('dashboard-chart');
    expect(within(chart).getByRole('heading')).toHaveTextContent(t('admin:dashboard.chartTitle'));
    expect(within(chart).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByText(t('admin:couponRevenue.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('admin:dashboard.reminders.empty'))).toBeInTheDocument();
  });

  test('payment reminders sent and recovered per currency, each recovered revenue in its own currency', async () => {
    signIn({ isAdmin: true });
    stubDashboard(
      dashboard({
        paymentReminders: [
          { currency: 'eur', sent: 12, recovered: 3, recoveredRevenue: eur(123450) },
          { currency: 'usd', sent: 2, recovered: 1, recoveredRevenue: usd(9900) },
        ],
      }),
    );
    const { t } = await renderWithApp(<DashboardTab />, { language });
    const [euros, dollars] = await screen.findAllByTestId('payment-reminders-row');
    expect(screen.getByRole('heading', { name: t('admin:dashboard.reminders.title') })).toBeInTheDocument();
    expect(euros).toHaveTextContent(`EUR123${written[language].eur}`);
    expect(dollars).toHaveTextContent(`USD21${written[language].usd}`);
  });

  test('euro and dollar leases and a refunded dollar order: each currency its own MRR, leases and refunds, churn dated on the lease clock', async () => {
    signIn({ isAdmin: true });
    stubDashboard(
      dashboard({
        revenueByCurrency: [
          { currency: 'eur', orders: 9, gross: eur(123450), refunded: eur(0), net: eur(123450) },
          { currency: 'usd', orders: 2, gross: usd(13950), refunded: usd(4050), net: usd(9900) },
        ],
        leases: {
          recurring: [
            { currency: 'eur', leases: 1, mrr: eur(900) },
            { currency: 'usd', leases: 2, mrr: usd(8100) },
          ],
          endedLast30Days: 1,
          activeThirtyDaysAgo: 3,
          churnPercent: 33.3,
          measuredAt: '2026-12-29T12:00:00.000Z',
        },
      }),
    );
    const { t } = await renderWithApp(<DashboardTab />, { language });
    const mrr = await screen.findByTestId('stat-mrr');
    expect(mrr).toHaveTextContent(`${written[language].mrrEur} · ${written[language].mrrUsd}`);
    expect(mrr).toHaveTextContent(t('admin:leaseMetrics.mrrHint', { count: 3 }));
    const churn = screen.getByTestId('stat-churn');
    expect(churn).toHaveTextContent(language === 'fr' ? '33,3 %' : '33.3%');
    expect(churn).toHaveTextContent(written[language].measured);
    const [euros, dollars] = screen.getAllByTestId('currency-revenue-row');
    // Currency, orders, taken, refunded, net, MRR, active leases: one row each, side by side.
    expect(euros).toHaveTextContent(`EUR9${written[language].eur}`);
    expect(euros).toHaveTextContent(`${written[language].mrrEur}1`);
    expect(dollars).toHaveTextContent(written[language].refundedUsd);
    expect(dollars).toHaveTextContent(`${written[language].usd}${written[language].mrrUsd}2`);
  });

  test('leases alone give their currency a row', async () => {
    signIn({ isAdmin: true });
    stubDashboard(
      dashboard({
        revenueByCurrency: [],
        leases: { ...noLeases, recurring: [{ currency: 'usd', leases: 1, mrr: usd(8100) }] },
      }),
    );
    await renderWithApp(<DashboardTab />, { language });
    const rows = await screen.findAllByTestId('currency-revenue-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(`USD0`);
    expect(rows[0]).toHaveTextContent(written[language].mrrUsd);
  });

  test('the VAT table puts each figure under its header: a numeric header aligns as its cells', async () => {
    signIn({ isAdmin: true });
    stubDashboard(dashboard());
    const { t } = await renderWithApp(<DashboardTab />, { language });
    const [france, germany] = await screen.findAllByTestId('vat-revenue-row');
    expect(france).toHaveTextContent(written[language].vatNet);
    expect(france).toHaveTextContent('20 %');
    expect(germany).toHaveTextContent(t('admin:dashboard.vat.reverseCharge'));
    expect(germany).toHaveTextContent(written[language].usd);
    const table = france!.closest('table')!;
    const headers = Array.from(table.querySelectorAll('thead th'));
    const cells = Array.from(france!.querySelectorAll('td'));
    expect(headers).toHaveLength(6);
    headers.forEach((header, index) => {
      expect(header.classList.contains('text-right')).toBe(cells[index]!.classList.contains('text-right'));
    });
    expect(headers.filter((header) => header.classList.contains('text-right'))).toHaveLength(4);
  });

  test('a quiet shop says each list is empty', async () => {
    signIn({ isAdmin: true });
    stubDashboard(dashboard({ revenueByVat: [], revenueByCurrency: [], recentOrders: [], recentUsers: [] }));
    const { t } = await renderWithApp(<DashboardTab />, { language });
    expect(await screen.findByText(t('admin:dashboard.noRecentOrders'))).toBeInTheDocument();
    expect(screen.getByText(t('admin:dashboard.noRecentUsers'))).toBeInTheDocument();
    expect(screen.getByText(t('admin:dashboard.vat.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('admin:currencyRevenue.empty'))).toBeInTheDocument();
  });

  test("a failed load shows the server's message and retries", async () => {
    signIn({ isAdmin: true });
    let answers = 0;
    stubApi({
      'GET /admin/dashboard': () => {
        answers += 1;
        return answers === 1
          ? failure(500, { code: 'internal', message: 'Erreur interne' })
          : ok<Dashboard>(dashboard());
      },
      'GET /admin/seller-identity': ok<SellerIdentityState>(sellerState()),
      'GET /admin/exchange-rate': ok<{ rate: ExchangeRate | null }>({ rate: null }),
    });
    const { user, t } = await renderWithApp(<DashboardTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('admin:shared.loadError', { message: 'Erreur interne' }),
    );
    await user.click(screen.getByRole('button', { name: t('admin:shared.retry') }));
    expect(await screen.findByTestId('admin-dashboard')).toBeInTheDocument();
  });

  test('an incomplete seller identity is announced with the invoices waiting and a link to its settings', async () => {
    signIn({ isAdmin: true });
    stubDashboard(dashboard(), sellerState({ missing: ['vat'], complete: false, pendingInvoices: 2 }));
    const { user, t } = await renderWithApp(<DashboardTab />, { language, url: '/admin' });
    const notice = await screen.findByTestId('seller-identity-notice');
    expect(notice).toHaveTextContent(t('admin:sellerNotice.title'));
    expect(notice).toHaveTextContent(t('admin:seller.pendingInvoices', { count: 2 }));
    await user.click(within(notice).getByRole('link', { name: t('admin:sellerNotice.link') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=seller');
  });

  test('a complete seller identity shows no notice', async () => {
    signIn({ isAdmin: true });
    stubDashboard(dashboard());
    await renderWithApp(<DashboardTab />, { language });
    await screen.findByTestId('admin-dashboard');
    expect(screen.queryByTestId('seller-identity-notice')).toBeNull();
  });

  test("the exchange rate: none set says dollar payments wait; a refused rate shows the server's message", async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/dashboard': ok<Dashboard>(dashboard()),
      'GET /admin/seller-identity': ok<SellerIdentityState>(sellerState()),
      'GET /admin/exchange-rate': ok<{ rate: ExchangeRate | null }>({ rate: null }),
      'PUT /admin/exchange-rate': failure(400, {
        code: 'currency.rateInvalid',
        message: 'Taux invalide',
      }),
    });
    const { user, t } = await renderWithApp(<DashboardTab />, { language });
    expect(await screen.findByText(t('admin:exchangeRate.none'))).toBeInTheDocument();
    await user.type(screen.getByTestId('exchange-rate'), '0,5');
    await user.click(screen.getByRole('button', { name: t('admin:exchangeRate.save') }));
    expect(await screen.findByText('Taux invalide')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ eurPerUsd: 0.5 });
  });
});
