import { type BusinessFigures, type Currency, type CurrencyFigures, money } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { FiguresTab } from './FiguresTab';

const languages: Language[] = ['fr', 'en'];
// As each language writes them (Testing Library reads the no-break spaces as plain ones).
const written = {
  fr: { mrr: '100,00 €', dollars: '24,92 $US', churn: '33,3 %', conversion: '50 %', kept: '45,00 €' },
  en: { mrr: '€100.00', dollars: 'US$24.92', churn: '33.3 %', conversion: '50 %', kept: '€45.00' },
};

function currencyFigures(
  currency: Currency,
  mrr: number,
  overrides: Partial<CurrencyFigures> = {},
): CurrencyFigures {
  const cents = (amount: number) => money(amount, currency);
  const month = (key: string, churn: number | null) => ({
    month: key,
    revenue: { billed: cents(mrr), recurring: cents(mrr), credited: cents(0), net: cents(mrr) },
    mrr: cents(mrr),
    payingCustomers: 3,
    movements: {
      new: cents(0),
      expansion: cents(0),
      contraction: cents(0),
      churned: cents(0),
      reactivated: cents(0),
      paused: cents(0),
      resumed: cents(0),
    },
    logoChurnPercent: churn,
    revenueChurnPercent: churn,
    recovery: { episodes: 0, recovered: 0, lost: 0, open: 0, ratePercent: null },
  });
  return {
    currency,
    months: [month('2026-10', null), month('2026-11', 33.3)],
    ltv: {
      historical: cents(12000),
      customers: 3,
      arpa: cents(3333),
      monthlyLogoChurnPercent: 0,
      predicted: null,
    },
    cohorts: [{ month: '2026-10', customers: 3, active: [3, 2], retentionPercent: [100, 66.7] }],
    coupons: [{ code: 'WELCOME', orders: 2, firstOrders: 2, discount: cents(4400), revenue: cents(8000) }],
    saveOffers: [
      {
        month: '2026-11',
        shown: 3,
        acceptedPause: 1,
        acceptedCoupon: 1,
        declined: 1,
        keptRevenue: cents(4500),
      },
    ],
    reconciliation: {
      figures: cents(2 * mrr),
      orders: cents(2 * mrr),
      invoices: cents(2 * mrr),
      creditNotes: cents(0),
      expected: cents(2 * mrr),
      balanced: true,
      invoicesMatchOrders: true,
    },
    ...overrides,
  };
}

const figures = (currencies: CurrencyFigures[]): BusinessFigures => ({
  from: '2026-10',
  to: '2026-11',
  measuredAt: '2026-11-20T12:00:00.000Z',
  currencies,
  trials: [
    { month: '2026-10', started: 2, converted: 1, conversionPercent: 50 },
    { month: '2026-11', started: 0, converted: 0, conversionPercent: null },
  ],
});

describe.each(languages)('figures tab (%s)', (language) => {
  test('charts each currency apart, with its figures written in its own currency, and the reconciliation', async () => {
    signIn({ isAdmin: true });
    stubApi({
      'GET /admin/figures': ok(figures([currencyFigures('eur', 10000), currencyFigures('usd', 2492)])),
    });
    const { t } = await renderWithApp(<FiguresTab />, { language });

    const euros = await screen.findByTestId('figures-eur');
    const mrr = within(within(euros).getByTestId('figures-eur-mrr')).getByRole('table');
    expect(within(mrr).getAllByRole('row')[2]).toHaveTextContent(`2026-11${written[language].mrr}`);
    expect(within(euros).getByTestId('figures-eur-churn')).toHaveTextContent(written[language].churn);
    expect(within(euros).getByTestId('figures-eur-balanced')).toHaveTextContent(
      t('admin:figures.reconciliation.balanced'),
    );
    expect(within(euros).getByText(t('admin:figures.noPrediction'))).toBeInTheDocument();
    expect(within(euros).getByTestId('figures-eur-coupons')).toHaveTextContent('WELCOME');
    const saved = within(within(euros).getByTestId('figures-eur-save-offers')).getByRole('table');
    expect(saved).toHaveTextContent(t('admin:figures.series.acceptedPause'));
    expect(within(saved).getAllByRole('row')[1]).toHaveTextContent(`2026-11111${written[language].kept}`);
    expect(within(euros).queryByText(written[language].dollars)).toBeNull();

    const dollars = screen.getByTestId('figures-usd');
    expect(within(dollars).getByTestId('figures-usd-mrr')).toHaveTextContent(written[language].dollars);
    expect(screen.getByTestId('figures-trials')).toHaveTextContent(written[language].conversion);
    for (const chart of [
      'revenue',
      'mrr',
      'churn',
      'recovery',
      'ltv-chart',
      'cohorts',
      'coupons',
      'save-offers',
    ])
      expect(screen.getByTestId(`figures-usd-${chart}`)).toBeInTheDocument();
  });

  test('warns when the figures do not reconcile with the rows', async () => {
    signIn({ isAdmin: true });
    const off = currencyFigures('eur', 10000);
    off.reconciliation = {
      ...off.reconciliation,
      figures: money(19900, 'eur'),
      balanced: false,
      invoicesMatchOrders: false,
    };
    stubApi({ 'GET /admin/figures': ok(figures([off])) });
    const { t } = await renderWithApp(<FiguresTab />, { language });
    expect(await screen.findByTestId('figures-eur-balanced')).toHaveTextContent(
      t('admin:figures.reconciliation.unbalanced'),
    );
    expect(screen.getByText(t('admin:figures.reconciliation.invoicesDiffer'))).toBeInTheDocument();
  });
});

describe('figures tab, the range asked', () => {
  test('asks the server for the chosen currency and months, and shows its refusal', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/figures': (call) =>
        call.query.get('from') === '2026-12'
          ? failure(400, {
              code: 'figures.rangeOrder',
              message: 'The last month must be the first month or come after it.',
            })
          : ok(figures([currencyFigures('usd', 2492)])),
    });
    await renderWithApp(<FiguresTab />, { language: 'en' });
    await screen.findByTestId('figures-usd');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Currency'), 'usd');
    expect(calls.at(-1)!.query.get('currency')).toBe('usd');
    expect(screen.getByTestId('export-figures')).toBeInTheDocument();

    await user.type(screen.getByLabelText('To month'), '2026-11');
    await user.type(screen.getByLabelText('From month'), '2026-12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last month must be the first month or come after it.',
    );
  });
});
