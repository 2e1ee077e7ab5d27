import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/client';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { OrderLifecycle } from '../order-lifecycle';

/** What refunding touches, named: the database, the provider's refunds, the order lifecycle and the log. */
export interface RefundDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'createRefund' | 'listRefunds' | 'setCancelAtPeriodEnd'>;
  lifecycle: OrderLifecycle;
  log: FastifyBaseLogger;
}

export const refundDepsOf = (app: FastifyInstance): RefundDeps => ({
  db: app.db,
  payments: app.payments,
  lifecycle: app.orderLifecycle,
  log: app.log,
});
