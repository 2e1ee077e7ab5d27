import type { AdminTrial, AdminTrialList, TrialExtendBody } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { count, eq } from 'drizzle-orm';
import { trials } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit';
import { trialGrant } from '../entitlements';
import type { TrialDeps } from './deps';
import { selectTrials, toAdminTrialDto } from './queries';
import { storeTrialFile } from './signing';

const DAY_MS = 86_400_000;

/** GET /api/admin/trials: every trial, newest first, paged. */
export async function adminListTrials(
  deps: Pick<TrialDeps, 'db' | 'clock'>,
  query: { page: number; limit: number },
  language: Language,
): Promise<AdminTrialList> {
  const [rows, [total]] = await Promise.all([
    selectTrials(deps.db, undefined, pageWindow(query)),
    deps.db.select({ value: count() }).from(trials),
  ]);
  const now = deps.clock();
  return {
    trials: rows.map((row) => toAdminTrialDto(row, language, now)),
    pagination: paginationOf(query, total?.value ?? 0),
  };
}

/**
 * POST /api/admin/trials/:id/extend: moves the end `days` later (from now when the trial no longer grants),
 * re-signs the file with the new end, and lets both e-mails go out again for it. The change is audited as
 * `actor`'s in the same transaction.
 */
export async function extendTrial(
  deps: Pick<TrialDeps, 'db' | 'clock' | 'signer' | 'storage'>,
  actor: AuditActor,
  id: string,
  body: TrialExtendBody,
  language: Language,
): Promise<AdminTrial> {
  await deps.db.transaction(async (tx) => {
    const [row] = await selectTrials(tx, eq(trials.id, id)).for('update', { of: trials });
    if (!row) throw notFound('trial.notFound');
    const now = deps.clock();
    const grant = trialGrant(row.trial, now);
    const endsAt = new Date((grant.live ? grant.until : now).getTime() + body.days * DAY_MS);
    await tx
      .update(trials)
      .set({ endsAt, reminderSentAt: null, endMailSentAt: null })
      .where(eq(trials.id, id));
    await recordAudit(tx, [
      {
        actor,
        action: 'trial.extend',
        target: `trial:${id}`,
        before: { endsAt: row.trial.endsAt.toISOString() },
        after: { endsAt: endsAt.toISOString(), days: body.days },
      },
    ]);
    // Last in the transaction: a failed store rolls the new end back with its audit entry.
    const facts = {
      id,
      product: row.product,
      machineId: row.trial.machineId,
      email: row.user.email,
    };
    await storeTrialFile(deps, { ...facts, endsAt }, now);
  });
  const [row] = await selectTrials(deps.db, eq(trials.id, id));
  return toAdminTrialDto(row!, language, deps.clock());
}
