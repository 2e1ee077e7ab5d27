import { businessFiguresSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { type AdminFixture, setupModuleAdminSuite } from '../../../test/helpers/admin';
import { formulaCells, HOSTILE_CELLS } from '../../../test/helpers/csv';
import { insertShopHistory } from '../../../test/helpers/figures-history';
import type { TestApp } from '../../../test/test-app';
import { businessFiguresModule } from '.';

/** The figures' routes (docs/rules/figures.md): the answer's shape, the range's refusals in both languages, the CSV file. */
let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite([businessFiguresModule], (suite) => {
  ({ ctx, admin } = suite);
});

const get = (url: string, language = 'en') =>
  ctx.app.inject({ url, headers: { ...admin.auth, 'accept-language': language } });

describe('GET /api/admin/figures', () => {
  it('answers the twelve months up to the lease clock, every currency apart', async () => {
    const response = await get('/api/admin/figures');
    expect(response.statusCode).toBe(200);
    const figures = businessFiguresSchema.parse(response.json());
    expect(figures.currencies.map((row) => row.currency)).toEqual(['eur', 'usd']);
    expect(figures.currencies[0]!.months).toHaveLength(12);
    expect(figures.trials).toHaveLength(12);
  });

  it.each([
    [
      '?from=2026-13',
      'figures.monthFormat',
      'Enter a month as YYYY-MM.',
      'Indiquez un mois au format AAAA-MM.',
    ],
    ['?from=2026-05&to=2026-04', 'figures.rangeOrder', 'The last month', 'Le mois de fin'],
    ['?from=2023-01&to=2026-01', 'figures.rangeTooLong', 'at most 36 months', 'au plus 36 mois'],
    ['?from=2001-01', 'figures.rangeTooLong', 'at most 36 months', 'au plus 36 mois'],
    ['?from=2999-01', 'figures.rangeOrder', 'The last month', 'Le mois de fin'],
  ])('refuses %s with %s, translated', async (query, code, english, french) => {
    for (const [language, text] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      const response = await get(`/api/admin/figures${query}`, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain(text);
    }
    expect((await get(`/api/admin/figures/export${query}`)).statusCode).toBe(400);
  });

  it('refuses a currency the shop does not sell in', async () => {
    const response = await get('/api/admin/figures?currency=gbp');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('currency.invalid');
  });
});

describe('GET /api/admin/figures/export', () => {
  it('sends every figure as a CSV row where no typed text runs as a formula', async () => {
    await insertShopHistory(ctx.app.db, {
      leases: [],
      trials: [],
      sales: HOSTILE_CELLS.map((code, index) => ({
        customer: `csv-${index}`,
        currency: 'eur' as const,
        cents: 1000,
        paidAt: '2026-03-03',
        coupon: { code, discountCents: 100 },
      })),
    });
    const response = await get('/api/admin/figures/export?from=2026-01&to=2026-06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="figures-2026-01-2026-06.csv"',
    );
    const csv = response.body;
    expect(csv.split('\n')[0]).toBe('"section","currency","period","figure","value"');
    expect(csv).toContain('"month","eur","2026-03","revenue.billed","40"');
    expect(csv).toContain('"reconciliation","eur","2026-01/2026-06","balanced","1"');
    expect(formulaCells(csv)).toEqual([]);
  });
});
