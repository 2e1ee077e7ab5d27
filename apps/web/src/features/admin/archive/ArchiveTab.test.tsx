import { type EReporting, money } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { ArchiveTab } from './ArchiveTab';

const languages: Language[] = ['fr', 'en'];
// As each language writes them (Testing Library reads the no-break spaces as plain ones).
const written = {
  fr: { total: '147,00 €', refund: '-49,00 €', dollars: '59,00 $US', received: '98,00 €' },
  en: { total: '€147.00', refund: '-€49.00', dollars: 'US$59.00', received: '€98.00' },
};

const sale = (overrides: Partial<EReporting['sales'][number]>): EReporting['sales'][number] => ({
  day: '2026-03-02',
  flow: '10.3',
  category: 'TPS1',
  country: 'FR',
  currency: 'eur',
  ratePercent: 20,
  kind: 'invoice',
  documents: 2,
  net: money(12250, 'eur'),
  vat: money(2450, 'eur'),
  total: money(14700, 'eur'),
  vatEuro: money(2450, 'eur'),
  ...overrides,
});

const report: EReporting = {
  from: '2026-03-01',
  to: '2026-03-31',
  connector: 'local',
  sales: [
    sale({}),
    sale({
      currency: 'usd',
      documents: 1,
      net: money(4917, 'usd'),
      vat: money(983, 'usd'),
      total: money(5900, 'usd'),
      vatEuro: money(885, 'eur'),
    }),
    sale({
      day: '2026-03-03',
      kind: 'creditNote',
      documents: 1,
      net: money(-4083, 'eur'),
      vat: money(-817, 'eur'),
      total: money(-4900, 'eur'),
      vatEuro: money(-817, 'eur'),
    }),
  ],
  payments: [
    {
      day: '2026-03-02',
      flow: '10.4',
      currency: 'eur',
      ratePercent: 20,
      received: money(9800, 'eur'),
      vat: money(1633, 'eur'),
    },
  ],
};

describe.each(languages)('archive tab (%s)', (language) => {
  test('shows the period’s sales and payments, credit notes as negative amounts, and both exports', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /admin/e-reporting': ok(report) });
    const { t } = await renderWithApp(<ArchiveTab />, { language });

    const rows = await screen.findAllByTestId('e-reporting-sale');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(written[language].total);
    expect(rows[0]).toHaveTextContent(t('admin:archive.kinds.invoice'));
    expect(rows[1]).toHaveTextContent(written[language].dollars);
    expect(rows[2]).toHaveTextContent(t('admin:archive.kinds.creditNote'));
    expect(rows[2]).toHaveTextContent(written[language].refund);
    expect(
      within(screen.getByTestId('e-reporting-payment')).getByText(written[language].received),
    ).toBeInTheDocument();
    expect(screen.getByText(t('admin:archive.intro', { connector: 'local' }))).toBeInTheDocument();
    expect(screen.getByTestId('export-e-reporting')).toHaveTextContent(t('admin:archive.exportCsv'));
    expect(screen.getByTestId('export-archive')).toHaveTextContent(t('admin:archive.exportZip'));
  });

  test('says when the period holds nothing', async () => {
    signIn({ isAdmin: true });
    stubApi({ 'GET /admin/e-reporting': ok({ ...report, sales: [], payments: [] }) });
    const { t } = await renderWithApp(<ArchiveTab />, { language });
    expect(await screen.findAllByText(t('admin:archive.empty'))).toHaveLength(2);
  });
});

describe('archive tab, the period asked', () => {
  test('asks the server for the chosen days, and shows its refusal', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({
      'GET /admin/e-reporting': (call) =>
        call.query.get('from') === '2026-05-02'
          ? failure(400, {
              code: 'archive.periodOrder',
              message: 'The last day must be the first day or come after it.',
            })
          : ok(report),
    });
    await renderWithApp(<ArchiveTab />, { language: 'en' });
    await screen.findAllByTestId('e-reporting-sale');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    expect(calls.at(-1)!.query.get('to')).toBe('2026-05-01');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-02' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last day must be the first day or come after it.',
    );
  });
});
