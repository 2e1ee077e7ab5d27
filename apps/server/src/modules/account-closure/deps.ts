import type { ForgetUser } from '../../lib/closed-account';
import type { Database } from '../../lib/db/client';
import type { LeaseLedger } from '../leases';
import type { OrderLifecycle } from '../order-lifecycle';
import type { AccountForgetter } from '../shop-module';

/**
 * What closing an account reaches, each named: the database, and the modules it winds down through their own
 * interfaces (open card checkouts, running leases, the orders' lifecycle, each owner's `forgetUser`).
 * Registration builds it once.
 */
export interface AccountClosureDeps {
  db: Database;
  /** Checkout's: every open card checkout of the account expired at the provider and settled. */
  checkouts: { expireOpenCheckoutsOf(userId: string): Promise<void> };
  leases: Pick<LeaseLedger, 'endForClosingAccount'>;
  orderLifecycle: Pick<OrderLifecycle, 'closeAccount'>;
  /**
   * The owners of what a closed account leaves behind, each erasing its own tables (ARCHITECTURE.md, table
   * owners; docs/rules/accounts.md), run in this order: every module's hook, then the outbox's, then the
   * account's own row.
   */
  forget: { modules: readonly AccountForgetter[]; outbox: ForgetUser; account: ForgetUser };
}
