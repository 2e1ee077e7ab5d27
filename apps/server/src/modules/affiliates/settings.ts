import type { AffiliateSettings } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../lib/db/client';
import { affiliateSettings } from '../../lib/db/schema';

/** The attribution window when the owner never set one (docs/rules/affiliates.md). */
export const DEFAULT_WINDOW_DAYS = 30;

export async function readWindowDays(db: Executor): Promise<number> {
  const [row] = await db.select().from(affiliateSettings).where(eq(affiliateSettings.id, 1));
  return row?.windowDays ?? DEFAULT_WINDOW_DAYS;
}

/** Saves the window; `audit` records before and after in the same transaction. */
export async function saveSettings(
  db: Database,
  settings: AffiliateSettings,
  audit: (tx: Transaction, before: number) => Promise<void>,
): Promise<AffiliateSettings> {
  return db.transaction(async (tx) => {
    const before = await readWindowDays(tx);
    await tx
      .insert(affiliateSettings)
      .values({ id: 1, windowDays: settings.windowDays })
      .onConflictDoUpdate({ target: affiliateSettings.id, set: { windowDays: settings.windowDays } });
    await audit(tx, before);
    return settings;
  });
}
