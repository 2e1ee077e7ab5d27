import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dueTaskOn } from '../../lib/due-work';
import { claimViesRechecks, nextViesRecheckAt, type ViesRecheckWindow } from '../order-lifecycle';
import { recheckOrderVat, type VatRecheckDeps } from './vat-refund';

/** The due task's name (lib/due-work.ts). */
export const VIES_RECHECKS = 'VIES re-checks';

/** Orders claimed at a time: each is one VIES call of up to VIES_TIMEOUT_MS, so a claim stays short. */
const CLAIM_BATCH = 20;

/** What one run of the re-checks did, by VIES's answer. */
export interface ViesRecheckRun {
  valid: number;
  invalid: number;
  unreachable: number;
  failed: number;
}

const HOUR_MS = 3_600_000;

/** VIES_RECHECK_HOURS and VIES_RECHECK_DAYS as the claim reads them. */
export const recheckWindowOf = (settings: {
  recheckHours: number;
  recheckDays: number;
}): ViesRecheckWindow => ({
  everyMs: settings.recheckHours * HOUR_MS,
  forMs: settings.recheckDays * 24 * HOUR_MS,
});

/**
 * Asks VIES again, as the shop itself (the audit log's actor null), about every order still waiting for a
 * verdict on its buyer's VAT number and due for it (docs/rules/vat.md, "VIES does not answer"): the back-office's
 * own check (`recheckOrderVat`), so `valid` refunds the VAT with its credit note once and `invalid` is recorded.
 * Orders are claimed first, so two instances at once ask about each once; an order one of them finds already
 * decided (the admin's check got there first) or whose refund the provider refused is logged and left.
 */
export async function recheckWaitingOrders(
  deps: VatRecheckDeps,
  window: ViesRecheckWindow,
  now: Date,
): Promise<ViesRecheckRun> {
  const run: ViesRecheckRun = { valid: 0, invalid: 0, unreachable: 0, failed: 0 };
  for (;;) {
    const claimed = await claimViesRechecks(deps.db, window, now, CLAIM_BATCH);
    for (const orderId of claimed) {
      try {
        run[(await recheckOrderVat(deps, null, orderId)).status] += 1;
      } catch (error) {
        run.failed += 1;
        deps.log.warn({ err: error, orderId }, 'VIES re-check of an order failed');
      }
    }
    if (claimed.length < CLAIM_BATCH) return run;
  }
}

/** The re-checks as a due task of the instance, when scheduled tasks run here (lib/due-work.ts). */
export const viesRecheckPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.scheduledTasksEnabled) return;
    const window = recheckWindowOf(app.config.vies);
    const deps: VatRecheckDeps = {
      ...app.refunds,
      vies: app.config.vies,
      // Read at each run: the seller's identity is another module's, set up beside this one.
      sellerIdentity: { current: () => app.sellerIdentity.current() },
    };
    app.dueWork.add(
      VIES_RECHECKS,
      dueTaskOn(
        () => new Date(),
        (now) => recheckWaitingOrders(deps, window, now),
        (now) => nextViesRecheckAt(deps.db, window, now),
      ),
    );
  },
  { name: 'vies-rechecks', dependencies: ['refunds', 'due-work'] },
);
