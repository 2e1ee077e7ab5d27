import type { Lease, LeaseGraceExtensionBody } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { products, subscriptions } from '../../lib/db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { LeaseDeps } from './deps';
import { toLease } from './service';
import { decideLease, leaseStateOf } from './transitions';

const DAY_MS = 86_400_000;

/**
 * POST /api/admin/subscriptions/:id/grace: moves a past-due lease's grace end `days` later (from now when it
 * has passed), so its licence runs on, and lets the reminder and end e-mails go out again for the new end.
 * A lease not in a grace period is a 409. `audit` records the change in the same transaction.
 */
export async function extendLeaseGrace(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'clock'>,
  id: string,
  body: LeaseGraceExtensionBody,
  language: Language,
  audit: (tx: Executor, change: { before: string; after: string }) => Promise<void>,
): Promise<Lease> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lease: subscriptions, product: products })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(eq(subscriptions.id, id))
      .for('update', { of: subscriptions });
    if (!row) throw notFound('lease.notFound');
    const decision = decideLease(leaseStateOf(row.lease), { type: 'extendGrace' });
    if (decision.kind === 'refused') throw new AppError(decision.status, decision.code);
    // The table moves only a lease in its grace period.
    const graceUntil = row.lease.graceUntil!;
    const now = await deps.clock.now(tx);
    const from = graceUntil > now ? graceUntil : now;
    const extended = new Date(from.getTime() + body.days * DAY_MS);
    const [updated] = await tx
      .update(subscriptions)
      .set({ graceUntil: extended, graceReminderMailAt: null, graceEndMailAt: null })
      .where(eq(subscriptions.id, id))
      .returning();
    await audit(tx, { before: graceUntil.toISOString(), after: extended.toISOString() });
    return toLease({ ...updated!, product: row.product }, language, deps.config.leaseGraceDays);
  });
}
