import type { BusinessFigures, Currency, CurrencyFigures, FiguresQuery } from '@shop/contracts';
import { beforeAll } from 'vitest';
import type { Executor } from '../../src/lib/db/client';
import {
  creditNotes,
  invoices,
  leaseCancellations,
  leasePaymentFailures,
  orders,
  products,
  refunds,
  subscriptions,
  trials,
} from '../../src/lib/db/schema';
import { loadFigures } from '../../src/modules/business-figures/service';
import { insertUser, useModuleWorld } from './module-deps';

/**
 * A year of a shop's sales in both currencies (docs/rules/figures.md), written straight into the tables as the
 * shop's modules leave them: leases and their paid periods (each an order with its invoice), one-off sales,
 * coupons, refunds with their credit notes, failed renewals, cancel dialogs with their save offers (a pause, a
 * save coupon's discounted periods), and trials. The figures test checks what the
 * back-office reads from it against values worked out by hand.
 */
interface Credit {
  cents: number;
  issuedAt: string;
}

export interface LeaseHistory {
  customer: string;
  currency: Currency;
  plan: 'monthly' | 'yearly';
  cents: number;
  /** The days its periods were paid (each one order of `cents`). */
  paidOn: string[];
  endedAt?: string;
  /** Credit notes on some of its periods, by the period's payment day. */
  credits?: Record<string, Credit>;
  failures?: { failedAt: string; recoveredAt?: string }[];
  /** Periods a save coupon discounted, by the period's payment day: its order pays `cents` less the discount. */
  coupons?: Record<string, NonNullable<SaleHistory['coupon']>>;
  /** The cancel dialog the buyer went through: the offer shown and whether it was taken (the lease's one offer). */
  cancellation?: {
    at: string;
    offer: 'none' | 'pause' | 'coupon';
    accepted?: boolean;
    pauseMonths?: number;
    couponCode?: string;
  };
}

export interface SaleHistory {
  customer: string;
  currency: Currency;
  cents: number;
  paidAt: string;
  coupon?: { code: string; discountCents: number };
  credit?: Credit;
}

export interface TrialHistory {
  startsAt: string;
  convertedAt?: string;
}

export interface ShopHistory {
  leases: LeaseHistory[];
  sales: SaleHistory[];
  trials: TrialHistory[];
}

let documentNumber = 0;
const at = (day: string) => new Date(day.includes('T') ? day : `${day}T09:00:00Z`);

/** A paid order with its invoice, and its credit note when refunded (the order's status as refunds leave it). */
async function insertSale(
  db: Executor,
  sale: { userId: string; currency: Currency; cents: number; paidAt: Date; subscriptionId?: string },
  extra: { coupon?: SaleHistory['coupon']; credit?: Credit },
) {
  const credited = extra.credit?.cents ?? 0;
  const status = credited === 0 ? 'paid' : credited === sale.cents ? 'refunded' : 'partially_refunded';
  const [order] = await db
    .insert(orders)
    .values({
      userId: sale.userId,
      currency: sale.currency,
      totalCents: sale.cents,
      status,
      isPaid: status !== 'refunded',
      paidAt: sale.paidAt,
      refundedCents: credited,
      subscriptionId: sale.subscriptionId,
      couponCode: extra.coupon?.code,
      discountCents: extra.coupon?.discountCents ?? 0,
    })
    .returning();
  documentNumber += 1;
  const document = {
    number: `FA-2026-${documentNumber}`,
    year: 2026,
    sequence: documentNumber,
    language: 'en' as const,
  };
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...document,
      orderId: order!.id,
      netCents: sale.cents,
      vatCents: 0,
      grossCents: sale.cents,
      vatRateBps: 0,
      fileKey: `invoices/${document.number}.pdf`,
      issuedAt: sale.paidAt,
    })
    .returning();
  if (!extra.credit) return;
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: order!.id,
      status: 'succeeded',
      amountCents: credited,
      reason: 'test',
      lines: [],
      licenceIds: [],
    })
    .returning();
  await db.insert(creditNotes).values({
    ...document,
    number: `AV-2026-${documentNumber}`,
    refundId: refund!.id,
    orderId: order!.id,
    invoiceId: invoice!.id,
    netCents: credited,
    vatCents: 0,
    grossCents: credited,
    fileKey: `credit-notes/AV-2026-${documentNumber}.pdf`,
    document: { kind: 'creditNote' } as never,
    issuedAt: at(extra.credit.issuedAt),
  });
}

/** Writes the history; customers are named, and the same name is the same account across leases and sales. */
export async function insertShopHistory(db: Executor, history: ShopHistory): Promise<void> {
  const [product] = await db.select().from(products).limit(1);
  const accounts = new Map<string, string>();
  const account = async (name: string) => {
    if (!accounts.has(name)) accounts.set(name, (await insertUser(db, { name: `Figures ${name}` })).id);
    return accounts.get(name)!;
  };
  for (const lease of history.leases) {
    const userId = await account(lease.customer);
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        productId: product!.id,
        plan: lease.plan,
        priceCents: lease.cents,
        currency: lease.currency,
        status: lease.endedAt ? 'canceled' : 'active',
        endedAt: lease.endedAt ? at(lease.endedAt) : null,
        saveOfferTakenAt: lease.cancellation?.accepted ? at(lease.cancellation.at) : null,
        saveCouponCode: lease.cancellation?.couponCode ?? null,
      })
      .returning();
    for (const day of lease.paidOn) {
      const coupon = lease.coupons?.[day];
      const sale = {
        userId,
        currency: lease.currency,
        cents: lease.cents - (coupon?.discountCents ?? 0),
        paidAt: at(day),
        subscriptionId: row!.id,
      };
      await insertSale(db, sale, { credit: lease.credits?.[day], coupon });
    }
    if (lease.cancellation)
      await db.insert(leaseCancellations).values({
        subscriptionId: row!.id,
        productId: product!.id,
        offer: lease.cancellation.offer,
        accepted: lease.cancellation.accepted ?? false,
        pauseMonths: lease.cancellation.pauseMonths ?? null,
        createdAt: at(lease.cancellation.at),
      });
    for (const [index, failure] of (lease.failures ?? []).entries())
      await db.insert(leasePaymentFailures).values({
        subscriptionId: row!.id,
        providerInvoiceId: `in_figures_${row!.id}_${index}`,
        failedAt: at(failure.failedAt),
        recoveredAt: failure.recoveredAt ? at(failure.recoveredAt) : null,
      });
  }
  for (const sale of history.sales) {
    const userId = await account(sale.customer);
    await insertSale(
      db,
      { userId, currency: sale.currency, cents: sale.cents, paidAt: at(sale.paidAt) },
      sale,
    );
  }
  for (const [index, trial] of history.trials.entries()) {
    const userId = await account(`trial-${index}`);
    await db.insert(trials).values({
      userId,
      productId: product!.id,
      machineId: `FIGURES${index}MACHINE`,
      machineName: 'Figures desk',
      startsAt: at(trial.startsAt),
      endsAt: new Date(at(trial.startsAt).getTime() + 14 * 24 * 3600 * 1000),
      convertedAt: trial.convertedAt ? at(trial.convertedAt) : null,
      licenceFileKey: `trials/figures-${index}.lic`,
    });
  }
}

/**
 * A figures test's seeded history: written before the file's tests, its figures read at `now` over `range`, then
 * read back by currency and month. `load` reads other ranges of the same history.
 */
export function useSeededFigures(history: ShopHistory, now: string, range: FiguresQuery) {
  const world = useModuleWorld();
  const clock = { now: async () => new Date(now) };
  let figures: BusinessFigures;
  beforeAll(async () => {
    await insertShopHistory(world().db, history);
    figures = await loadFigures({ db: world().db, clock }, range);
  });
  const inCurrency = (currency: Currency): CurrencyFigures =>
    figures.currencies.find((row) => row.currency === currency)!;
  return {
    figures: () => figures,
    inCurrency,
    column: <T>(currency: Currency, pick: (month: CurrencyFigures['months'][number]) => T) =>
      inCurrency(currency).months.map(pick),
    load: (query: FiguresQuery) => loadFigures({ db: world().db, clock }, query),
  };
}
