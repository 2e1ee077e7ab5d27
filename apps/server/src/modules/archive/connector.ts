import type { EReporting } from '@shop/contracts';

/**
 * What hands a period's e-reporting data to the tax administration (docs/rules/invoices.md, "E-reporting"): a
 * certified platform's (plateforme agréée) connector will implement it. Today the shop has the local one only,
 * which keeps the data in the back-office and sends nothing anywhere.
 */
export interface EReportingConnector {
  /** Shown in the back-office beside the data. */
  readonly name: string;
  /** Hands the report over; answers whether anything left the shop. */
  transmit(report: EReporting): Promise<{ sent: boolean }>;
}

/** The connector of a shop without a platform: nothing is sent. */
export const localEReportingConnector: EReportingConnector = {
  name: 'local',
  transmit: async () => ({ sent: false }),
};
