import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../lib/db/client';
import { orders, subscriptions } from '../../lib/db/schema';
import type { PaymentGateway } from '../../lib/payments/gateway';
import { endLeasesOfClosingAccount } from './closure';
import { decideLease, type LeaseEvent, leaseStateOf } from './transitions';

/** What the ledger reaches: the database, the provider's cancellation (at period end or at once), the log. */
export interface LeaseLedgerDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'setCancelAtPeriodEnd' | 'cancelSubscription'>;
  log: FastifyBaseLogger;
}

/**
 * What other modules may do to a lease: each is one event of the lease's table (`transitions.ts`), decided and
 * carried out here, so only the leases module writes `subscriptions`. Handed to the order lifecycle, refunds
 * and trials as a named dependency (`app.leases`).
 */
export interface LeaseLedger {
  /**
   * The order lifecycle revoked an order (a refund recorded, ours or the provider's, or an unmark): when it is
   * a lease's period, the lease's licence stops at once (no file, refresh or download), unless the refund keeps
   * it; a later paid period restores it. In the caller's transaction.
   */
  periodRevoked(tx: Executor, orderId: string, options: { keepLicence: boolean }): Promise<void>;
  /**
   * The shop refunded a lease's period (after the provider confirmed it, outside any transaction): the lease is
   * cancelled at period end at the provider, so it bills no further period for a licence that no longer runs.
   * A provider failure is logged, not thrown: the refund itself went through, the admin can cancel in Stripe.
   */
  stopForRefund(leaseId: string, options: { keepLicence: boolean }): Promise<void>;
  /**
   * A lease's paid period converted the buyer's trial of its product (docs/rules/trials.md): the lease's licence
   * takes the trial's machine, unless the buyer bound one already. In the caller's transaction.
   */
  startFromTrial(
    tx: Executor,
    leaseId: string,
    machine: { machineId: string; machineName: string },
  ): Promise<void>;
  /**
   * The buyer is closing the account: every lease the provider still bills ends there at once, before the
   * closing transaction (a provider out of reach is a 503 and leaves the account open).
   */
  endForClosingAccount(userId: string): Promise<void>;
}

/** The lease locked for the event, and what the table decides for it (undefined: no such lease). */
async function decideLocked(tx: Executor, leaseId: string, event: (lease: LeaseRow) => LeaseEvent) {
  const [lease] = await tx.select().from(subscriptions).where(eq(subscriptions.id, leaseId)).for('update');
  if (!lease) return undefined;
  return { lease, decision: decideLease(leaseStateOf(lease), event(lease)) };
}

type LeaseRow = typeof subscriptions.$inferSelect;

const has = (decided: Awaited<ReturnType<typeof decideLocked>>, effect: 'stopLicence' | 'bindTrialMachine') =>
  decided?.decision.kind === 'unchanged' && decided.decision.effects.includes(effect);

export function leaseLedger(deps: LeaseLedgerDeps): LeaseLedger {
  return {
    async periodRevoked(tx, orderId, { keepLicence }) {
      const [period] = await tx
        .select({ leaseId: orders.subscriptionId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!period?.leaseId) return;
      const decided = await decideLocked(tx, period.leaseId, () => ({ type: 'periodRevoked', keepLicence }));
      if (!has(decided, 'stopLicence')) return;
      await tx
        .update(subscriptions)
        .set({ licenceRevokedAt: new Date() })
        .where(eq(subscriptions.id, period.leaseId));
    },

    async stopForRefund(leaseId, { keepLicence }) {
      const [lease] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, leaseId));
      if (!lease?.providerSubscriptionId) return;
      const decision = decideLease(leaseStateOf(lease), { type: 'refundedByShop', keepLicence });
      if (decision.kind !== 'unchanged' || !decision.effects.includes('cancelAtProvider')) return;
      try {
        const answer = await deps.payments.setCancelAtPeriodEnd(lease.providerSubscriptionId, true);
        await deps.db
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: answer.cancel_at_period_end })
          .where(eq(subscriptions.id, leaseId));
      } catch (error) {
        deps.log.error({ err: error, leaseId }, 'refunded lease not cancelled at the provider');
      }
    },

    async startFromTrial(tx, leaseId, machine) {
      const decided = await decideLocked(tx, leaseId, (lease) => ({
        type: 'trialConverted',
        hasMachine: lease.machineId !== null,
      }));
      if (!has(decided, 'bindTrialMachine')) return;
      await tx
        .update(subscriptions)
        .set({ machineId: machine.machineId, machineName: machine.machineName })
        .where(eq(subscriptions.id, leaseId));
    },

    endForClosingAccount: (userId) => endLeasesOfClosingAccount(deps, userId),
  };
}
