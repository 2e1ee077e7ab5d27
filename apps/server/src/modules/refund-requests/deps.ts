import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import { type RefundDeps, refundDepsOf } from '../refunds';
import type { SellerIdentityCache } from '../seller-identity';

/** What refund requests touch, named: the database, the mail queue, the support mailbox, the seller identity, the refund path. */
export interface RefundRequestDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'enqueueAll'>;
  config: Pick<AppConfig, 'mail'>;
  seller: Pick<SellerIdentityCache, 'current'>;
  refunds: RefundDeps;
}

export const refundRequestDepsOf = (app: FastifyInstance): RefundRequestDeps => ({
  db: app.db,
  mail: app.mail,
  config: app.config,
  seller: app.sellerIdentity,
  refunds: refundDepsOf(app),
});
