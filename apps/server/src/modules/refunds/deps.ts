import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { OrderLifecycle } from '../order-lifecycle';

/**
 * What a refund of a lease's period does to the lease (the leases module's ledger, the one writer of its rows):
 * unless the licence is kept, the renewals stop at the provider (docs/rules/leases.md, "Refunding a period").
 */
export interface LeaseRefunds {
  stopForRefund(leaseId: string, options: { keepLicence: boolean }): Promise<void>;
}

/**
 * What refunding touches, named: the database, the provider's refunds, the order lifecycle, the leases and the
 * log.
 */
export interface RefundDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'createRefund' | 'listRefunds'>;
  lifecycle: OrderLifecycle;
  leases: LeaseRefunds;
  log: FastifyBaseLogger;
}
