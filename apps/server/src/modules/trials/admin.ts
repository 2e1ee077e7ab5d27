import type { AdminTrial, AdminTrialList, TrialExtendBody } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { trials } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { selectTrials, toAdminTrialDto } from './queries';
import { storeTrialFile } from './signing';

const DAY_MS = 86_400_000;

/** GET /api/admin/trials: every trial, newest first, paged. */
export async function adminListTrials(
  app: FastifyInstance,
  query: { page: number; limit: number },
  language: Language,
): Promise<AdminTrialList> {
  const [rows, [total]] = await Promise.all([
    selectTrials(app.db, undefined, pageWindow(query)),
    app.db.select({ value: count() }).from(trials),
  ]);
  return {
    trials: rows.map((row) => toAdminTrialDto(row, language)),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}

/**
 * POST /api/admin/trials/:id/extend: moves the end `days` later (from now when it has passed), re-signs the
 * file with the new end, and lets both e-mails go out again for it. `audit` records the change in the same
 * transaction.
 */
export async function extendTrial(
  app: FastifyInstance,
  id: string,
  body: TrialExtendBody,
  language: Language,
  audit: (tx: Executor, change: { before: string; after: string }) => Promise<void>,
): Promise<AdminTrial> {
  await app.db.transaction(async (tx) => {
    const [row] = await selectTrials(tx, eq(trials.id, id)).for('update', { of: trials });
    if (!row) throw notFound('trial.notFound');
    const now = new Date();
    const from = row.trial.endsAt > now ? row.trial.endsAt : now;
    const endsAt = new Date(from.getTime() + body.days * DAY_MS);
    await tx
      .update(trials)
      .set({ endsAt, reminderSentAt: null, endMailSentAt: null })
      .where(eq(trials.id, id));
    await audit(tx, { before: row.trial.endsAt.toISOString(), after: endsAt.toISOString() });
    // Last in the transaction: a failed store rolls the new end back with its audit entry.
    await storeTrialFile(app, {
      id,
      productSlug: row.product.slug,
      machineId: row.trial.machineId,
      email: row.user.email,
      endsAt,
    });
  });
  const [row] = await selectTrials(app.db, eq(trials.id, id));
  return toAdminTrialDto(row!, language);
}
