import type { Database } from '../../lib/db/client';
import type { MailService } from '../../lib/mail/plugin';
import type { RefundDeps } from '../refunds';
import type { SellerIdentityCache, SupportAddress } from '../seller-identity';

/** What refund requests touch, named: the database, the mail queue, the support mailbox, the seller identity, the refund path. */
export interface RefundRequestDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'enqueueAll'>;
  supportAddress: SupportAddress;
  seller: Pick<SellerIdentityCache, 'current'>;
  refunds: RefundDeps;
}
