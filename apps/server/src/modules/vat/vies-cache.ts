import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { viesChecks } from '../../lib/db/schema';
import { askVies, type ViesAnswer, type ViesSettings } from './vies';

/** How long a VIES verdict is reused before VIES is asked again. */
export const VIES_CACHE_MS = 24 * 3600 * 1000;

/**
 * A VAT number's VIES verdict (docs/rules/vat.md): the one kept from the last day, else VIES's answer now,
 * kept when it is a verdict (valid or invalid); an unreachable VIES is asked again next time.
 */
export async function verifyVatNumber(
  db: Executor,
  settings: ViesSettings,
  vatNumber: string,
  requester: string | null,
  now = new Date(),
): Promise<ViesAnswer> {
  const [kept] = await db
    .select()
    .from(viesChecks)
    .where(
      and(
        eq(viesChecks.vatNumber, vatNumber),
        gt(viesChecks.checkedAt, new Date(now.getTime() - VIES_CACHE_MS)),
      ),
    );
  if (kept)
    return { status: kept.status, checkedAt: kept.checkedAt, reference: kept.reference, name: kept.name };
  const answer = await askVies(settings, vatNumber, requester, now);
  if (answer.status === 'unreachable') return answer;
  const row = { vatNumber, ...answer };
  await db.insert(viesChecks).values(row).onConflictDoUpdate({ target: viesChecks.vatNumber, set: answer });
  return answer;
}
