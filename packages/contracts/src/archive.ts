import { z } from 'zod';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';

/** The longest period the accountant's export and e-reporting read at once (a year, leap day included). */
export const ARCHIVE_MAX_DAYS = 366;

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'archive.dayFormat')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'archive.dayFormat',
  );
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A period of Paris days, both included: `GET /api/admin/archive/export`, `GET /api/admin/e-reporting`. */
export const archivePeriodQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine(({ from, to }) => dayNumber(from) <= dayNumber(to), {
    message: 'archive.periodOrder',
    path: ['to'],
  })
  .refine(({ from, to }) => dayNumber(to) - dayNumber(from) < ARCHIVE_MAX_DAYS, {
    message: 'archive.periodTooLong',
    path: ['to'],
  });
export type ArchivePeriodQuery = z.infer<typeof archivePeriodQuerySchema>;

/**
 * The e-reporting flows of France's reform a sale belongs to (docs/rules/invoices.md, "E-reporting"): 10.1 a
 * business buyer abroad (each document), 10.3 a consumer (daily totals). A French business buyer's invoice is
 * e-invoicing, not e-reporting, and is left out.
 */
export const eReportingFlows = ['10.1', '10.3'] as const;
/** TT-81: TPS1 services under French VAT, TNT1 not under French VAT (OSS or outside the EU). */
export const eReportingCategories = ['TPS1', 'TNT1'] as const;

/** One group of a day's sales (TG-31): day, flow, category, buyer country, currency, VAT rate and document kind. */
export const eReportingSalesRowSchema = z.object({
  /** TT-77 */
  day: z.string(),
  flow: z.enum(eReportingFlows),
  /** TT-81 */
  category: z.enum(eReportingCategories),
  country: z.string(),
  /** TT-78 */
  currency: currencySchema,
  /** TT-86 */
  ratePercent: z.number(),
  /** Invoices add, credit notes (refunds) take away: their amounts are negative. */
  kind: z.enum(['invoice', 'creditNote']),
  documents: z.number().int(),
  /** TT-87 */
  net: moneySchema,
  /** TT-88 */
  vat: moneySchema,
  total: moneySchema,
  /** TT-83: the VAT in euros (a dollar document's at its recorded rate). */
  vatEuro: moneySchema,
});
export type EReportingSalesRow = z.infer<typeof eReportingSalesRowSchema>;

/** One day's payments received (TG-38), per currency and VAT rate: services' VAT is due on payment. */
export const eReportingPaymentRowSchema = z.object({
  /** TT-96 */
  day: z.string(),
  flow: z.enum(['10.2', '10.4']),
  currency: currencySchema,
  ratePercent: z.number(),
  /** Received, less what refunds gave back that day. */
  received: moneySchema,
  vat: moneySchema,
});
export type EReportingPaymentRow = z.infer<typeof eReportingPaymentRowSchema>;

/** `GET /api/admin/e-reporting`: the period's data and the connector that would send it (today none: `local`). */
export const eReportingSchema = z.object({
  from: z.string(),
  to: z.string(),
  connector: z.string(),
  sales: z.array(eReportingSalesRowSchema),
  payments: z.array(eReportingPaymentRowSchema),
});
export type EReporting = z.infer<typeof eReportingSchema>;
