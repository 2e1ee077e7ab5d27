import { type EReporting, eReportingSchema } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type AdminFixture, setupModuleAdminSuite } from '../../../test/helpers/admin';
import type { TestApp } from '../../../test/test-app';
import { creditNotes, type InvoiceDocument, invoices, orders, refunds } from '../../lib/db/schema';
import { sellerIdentityModule } from '../seller-identity';
import { splitVat } from '../vat';
import { archiveModule } from '.';

/**
 * E-reporting (docs/rules/invoices.md, "E-reporting"), read from seeded orders, their invoices and a credit
 * note in March 2026: the consumer sales per day, country, currency and rate, recomputed here from the orders'
 * totals; a reverse-charge business sale is 10.1 and never in the consumer totals; a French business's is
 * e-invoicing and left out.
 */
let ctx: TestApp;
let admin: AdminFixture;
// The seller's identity is what the seeded snapshots print as the seller.
setupModuleAdminSuite([archiveModule, sellerIdentityModule], (suite) => {
  ({ ctx, admin } = suite);
});

interface Sale {
  totalCents: number;
  currency: 'eur' | 'usd';
  /** When it was paid and invoiced (UTC). */
  at: string;
  country: string;
  rateBps: number;
  vatCountry?: string;
  business?: { vat: string; reverseCharge: boolean };
}

let sequence = 0;

/** An order paid at `sale.at`, and its invoice with the snapshot checkout would have written. */
async function seedSale(sale: Sale) {
  const { user } = await createUser(ctx.app);
  const paidAt = new Date(sale.at);
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      userId: user.id,
      totalCents: sale.totalCents,
      currency: sale.currency,
      status: 'paid',
      isPaid: true,
      paidAt,
      reverseCharge: sale.business?.reverseCharge ?? false,
    })
    .returning();
  const { netCents, vatCents } = splitVat(sale.totalCents, sale.rateBps);
  sequence += 1;
  const number = `FA-2026-8${String(sequence).padStart(5, '0')}`;
  const document: InvoiceDocument = {
    kind: 'invoice',
    number,
    language: 'en',
    issuedAt: paidAt.toISOString(),
    paidAt: paidAt.toISOString(),
    orderId: order!.id,
    seller: await ctx.app.sellerIdentity.current(),
    buyer: {
      name: 'Buyer',
      email: user.email,
      lines: [],
      country: sale.country,
      vat: sale.business?.vat ?? null,
      company: sale.business ? 'Company' : null,
    },
    lines: [{ name: 'Indicator', quantity: 1, unitPriceCents: sale.totalCents, unitNetCents: netCents }],
    netCents,
    vatCents,
    grossCents: sale.totalCents,
    vatRatePercent: sale.rateBps / 100,
    currency: sale.currency,
    ...(sale.currency === 'usd'
      ? {
          euroVat: { vatCents: Math.round(vatCents * 0.9), eurPerUsdMicros: 900_000, rateDate: '2026-03-01' },
        }
      : {}),
    vatCountry: sale.vatCountry ?? 'FR',
    vatMode: sale.vatCountry && sale.vatCountry !== 'FR' ? 'oss' : 'fr',
    reverseCharge: sale.business?.reverseCharge ?? false,
  };
  const [invoice] = await ctx.app.db
    .insert(invoices)
    .values({
      orderId: order!.id,
      number,
      year: 2026,
      sequence: 800_000 + sequence,
      language: 'en',
      netCents,
      vatCents,
      grossCents: sale.totalCents,
      vatRateBps: sale.rateBps,
      fileKey: `invoices/${number}.pdf`,
      document,
      issuedAt: paidAt,
    })
    .returning();
  return { order: order!, invoice: invoice!, document };
}

/** A full refund of `sale`, its credit note issued at `at`. */
async function seedCreditNote(sale: Awaited<ReturnType<typeof seedSale>>, at: string) {
  const [refund] = await ctx.app.db
    .insert(refunds)
    .values({
      orderId: sale.order.id,
      status: 'succeeded',
      amountCents: sale.order.totalCents,
      reason: 'seeded',
      lines: [],
      licenceIds: [],
    })
    .returning();
  const number = `AV-2026-8${String(++sequence).padStart(5, '0')}`;
  await ctx.app.db.insert(creditNotes).values({
    refundId: refund!.id,
    orderId: sale.order.id,
    invoiceId: sale.invoice.id,
    number,
    year: 2026,
    sequence: 800_000 + sequence,
    language: 'en',
    netCents: sale.document.netCents,
    vatCents: sale.document.vatCents,
    grossCents: sale.document.grossCents,
    fileKey: `credit-notes/${number}.pdf`,
    document: { ...sale.document, kind: 'creditNote', number, invoiceNumber: sale.invoice.number },
    issuedAt: new Date(at),
  });
}

const report = async (from: string, to: string): Promise<EReporting> => {
  const answer = await ctx.app.inject({
    url: `/api/admin/e-reporting?from=${from}&to=${to}`,
    headers: admin.auth,
  });
  expect(answer.statusCode).toBe(200);
  return eReportingSchema.parse(answer.json());
};

describe('GET /api/admin/e-reporting', () => {
  it('sums consumer sales per day, country, currency and rate, net of credit notes, without business sales', async () => {
    const consumers: Sale[] = [
      { totalCents: 4900, currency: 'eur', at: '2026-03-02T09:00:00Z', country: 'FR', rateBps: 2000 },
      { totalCents: 9900, currency: 'eur', at: '2026-03-01T23:30:00Z', country: 'FR', rateBps: 2000 },
      { totalCents: 5900, currency: 'usd', at: '2026-03-02T10:00:00Z', country: 'FR', rateBps: 2000 },
      {
        totalCents: 4900,
        currency: 'eur',
        at: '2026-03-02T11:00:00Z',
        country: 'DE',
        rateBps: 1900,
        vatCountry: 'DE',
      },
    ];
    const seeded = [];
    for (const sale of consumers) seeded.push(await seedSale(sale));
    await seedSale({
      totalCents: 8333,
      currency: 'eur',
      at: '2026-03-02T12:00:00Z',
      country: 'DE',
      rateBps: 0,
      business: { vat: 'DE123456789', reverseCharge: true },
    });
    await seedSale({
      totalCents: 12000,
      currency: 'eur',
      at: '2026-03-02T13:00:00Z',
      country: 'FR',
      rateBps: 2000,
      business: { vat: 'FR32123456789', reverseCharge: false },
    });
    await seedCreditNote(seeded[0]!, '2026-03-03T08:00:00Z');

    const data = await report('2026-03-02', '2026-03-03');
    expect(data.connector).toBe('local');
    const consumerSales = data.sales.filter((row) => row.flow === '10.3');
    // 23:30 UTC on 1 March is 00:30 in Paris: 2 March, the day the invoice prints. Recomputed from the orders seeded above.
    const expected = (day: string, country: string, currency: string, rateBps: number, sales: Sale[]) => {
      const totals = sales.map((sale) => ({ total: sale.totalCents, ...splitVat(sale.totalCents, rateBps) }));
      return {
        day,
        country,
        currency,
        ratePercent: rateBps / 100,
        kind: 'invoice',
        documents: sales.length,
        total: { amount: totals.reduce((sum, one) => sum + one.total, 0), currency },
        net: { amount: totals.reduce((sum, one) => sum + one.netCents, 0), currency },
        vat: { amount: totals.reduce((sum, one) => sum + one.vatCents, 0), currency },
      };
    };
    expect(consumerSales).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...expected('2026-03-02', 'FR', 'eur', 2000, consumers.slice(0, 2)),
          category: 'TPS1',
        }),
        expect.objectContaining({
          ...expected('2026-03-02', 'FR', 'usd', 2000, [consumers[2]!]),
          category: 'TPS1',
        }),
        expect.objectContaining({
          ...expected('2026-03-02', 'DE', 'eur', 1900, [consumers[3]!]),
          category: 'TNT1',
        }),
      ]),
    );
    const usd = consumerSales.find((row) => row.currency === 'usd')!;
    expect(usd.vatEuro).toEqual({ amount: Math.round(splitVat(5900, 2000).vatCents * 0.9), currency: 'eur' });
    const refund = consumerSales.find((row) => row.kind === 'creditNote')!;
    expect(refund).toMatchObject({
      day: '2026-03-03',
      total: { amount: -4900, currency: 'eur' },
      documents: 1,
    });
    // Business sales: the reverse-charge one abroad is 10.1, the French one is e-invoicing's.
    expect(consumerSales.some((row) => row.ratePercent === 0)).toBe(false);
    const foreign = data.sales.filter((row) => row.flow === '10.1');
    expect(foreign).toEqual([
      expect.objectContaining({
        country: 'DE',
        total: { amount: 8333, currency: 'eur' },
        vat: { amount: 0, currency: 'eur' },
      }),
    ]);
    expect(data.sales.some((row) => row.total.amount === 12000)).toBe(false);
    // Payments: what was received on 2 March in euros for consumers at 20 %, less the refund on 3 March.
    expect(data.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          day: '2026-03-02',
          flow: '10.4',
          currency: 'eur',
          ratePercent: 20,
          received: { amount: 14800, currency: 'eur' },
        }),
        expect.objectContaining({
          day: '2026-03-03',
          flow: '10.4',
          currency: 'eur',
          ratePercent: 20,
          received: { amount: -4900, currency: 'eur' },
        }),
        expect.objectContaining({
          day: '2026-03-02',
          flow: '10.2',
          currency: 'eur',
          received: { amount: 8333, currency: 'eur' },
        }),
      ]),
    );
    expect((await report('2026-03-04', '2026-03-31')).sales).toEqual([]);
  });

  it('exports the same rows as a CSV file', async () => {
    const data = await report('2026-03-02', '2026-03-03');
    const answer = await ctx.app.inject({
      url: '/api/admin/e-reporting/export?from=2026-03-02&to=2026-03-03',
      headers: admin.auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('e-reporting-2026-03-02-2026-03-03.csv');
    const rows: string[][] = parse(answer.body);
    expect(rows.filter((row) => row[0] === 'sales')).toHaveLength(data.sales.length);
    expect(rows.filter((row) => row[0] === 'payments')).toHaveLength(data.payments.length);
    const first = data.sales[0]!;
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        first.day,
        first.flow,
        first.country,
        first.currency.toUpperCase(),
        (first.total.amount / 100).toFixed(2),
      ]),
    );
  });
});
