import type { Currency, EReporting, EReportingPaymentRow, EReportingSalesRow } from '@shop/contracts';
import type { InvoiceDocument } from '../../lib/db/schema';
import type { ArchivedDocument } from './documents';

type Flow = Pick<EReportingSalesRow, 'flow' | 'category'>;

/**
 * The e-reporting flow of a document (docs/rules/invoices.md, "E-reporting"): a buyer with a VAT number abroad
 * (reverse charge in the EU, or outside it) is a foreign business sale, 10.1; a buyer without one is a
 * consumer, 10.3, TPS1 under French VAT, TNT1 when another country's VAT applies (OSS) or none. A French
 * business buyer is e-invoicing's: undefined.
 */
export function flowOf(document: InvoiceDocument): Flow | undefined {
  const country = document.buyer.country || document.vatCountry || 'FR';
  if (document.buyer.vat?.trim()) {
    return document.reverseCharge || country !== 'FR' ? { flow: '10.1', category: 'TNT1' } : undefined;
  }
  const frenchVat = (document.vatCountry ?? 'FR') === 'FR' && document.vatRatePercent > 0;
  return { flow: '10.3', category: frenchVat ? 'TPS1' : 'TNT1' };
}

const money = (amount: number, currency: Currency) => ({ amount, currency });

/** Adds `row`'s amounts into the row of the same key, or starts it. */
function addInto<Row>(rows: Map<string, Row>, key: string, row: Row, add: (into: Row, row: Row) => void) {
  const into = rows.get(key);
  if (into) add(into, row);
  else rows.set(key, row);
}

/**
 * Folds the documents into the period's e-reporting data: sales by issue day, flow, category, buyer
 * country, currency, VAT rate and kind (credit notes negative); payments by the day the money moved, flow,
 * currency and rate (a refund given back negative). Pure: the same documents give the same report.
 */
export function foldEReporting(
  documents: readonly ArchivedDocument[],
  period: { from: string; to: string },
  connector: string,
): EReporting {
  const sales = new Map<string, EReportingSalesRow>();
  const payments = new Map<string, EReportingPaymentRow>();
  const within = (day: string) => day >= period.from && day <= period.to;
  for (const found of documents) {
    const doc = found.document;
    const flow = doc && flowOf(doc);
    if (!doc || !flow) continue;
    const sign = found.kind === 'creditNote' ? -1 : 1;
    const currency = doc.currency ?? 'eur';
    const vatEuro = doc.euroVat?.vatCents ?? (currency === 'eur' ? doc.vatCents : 0);
    const country = doc.buyer.country || doc.vatCountry || 'FR';
    if (within(found.day)) {
      const row: EReportingSalesRow = {
        day: found.day,
        ...flow,
        country,
        currency,
        ratePercent: doc.vatRatePercent,
        kind: found.kind,
        documents: 1,
        net: money(sign * doc.netCents, currency),
        vat: money(sign * doc.vatCents, currency),
        total: money(sign * doc.grossCents, currency),
        vatEuro: money(sign * vatEuro, 'eur'),
      };
      const key = [row.day, row.flow, row.category, country, currency, row.ratePercent, row.kind].join('|');
      addInto(sales, key, row, (into, more) => {
        into.documents += 1;
        into.net.amount += more.net.amount;
        into.vat.amount += more.vat.amount;
        into.total.amount += more.total.amount;
        into.vatEuro.amount += more.vatEuro.amount;
      });
    }
    if (within(found.paidDay) && doc.grossCents !== 0) {
      const row: EReportingPaymentRow = {
        day: found.paidDay,
        flow: flow.flow === '10.1' ? '10.2' : '10.4',
        currency,
        ratePercent: doc.vatRatePercent,
        received: money(sign * doc.grossCents, currency),
        vat: money(sign * doc.vatCents, currency),
      };
      addInto(payments, [row.day, row.flow, currency, row.ratePercent].join('|'), row, (into, more) => {
        into.received.amount += more.received.amount;
        into.vat.amount += more.vat.amount;
      });
    }
  }
  const byKey = <Row>(rows: Map<string, Row>) =>
    [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  return { ...period, connector, sales: byKey(sales), payments: byKey(payments) };
}
