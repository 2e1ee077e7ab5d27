import type { Database } from '../../lib/db/client';
import type { LeaseLedger } from '../leases';
import type { OrderLifecycle } from '../order-lifecycle';

/**
 * What closing an account reaches, each named: the database, and the modules it winds down through their own
 * interfaces (open card checkouts, running leases, the orders' lifecycle). Registration builds it once.
 */
export interface AccountClosureDeps {
  db: Database;
  /** Checkout's: every open card checkout of the account expired at the provider and settled. */
  checkouts: { expireOpenCheckoutsOf(userId: string): Promise<void> };
  leases: Pick<LeaseLedger, 'endForClosingAccount'>;
  orderLifecycle: Pick<OrderLifecycle, 'closeAccount'>;
}
