import type { LeaseDunningSettings, LeaseDunningSettingsBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { leaseDunningSettings } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import type { LeaseDeps } from './deps';

const DAY_MS = 86_400_000;

/**
 * Until the owner sets them: the mid-grace reminder 3 days after the failure (the middle of the default 7-day
 * grace, before the sandbox's and Stripe's usual day-4 retry) and the last one the day before the end.
 */
export const DEFAULT_DUNNING_DAYS: LeaseDunningSettingsBody = { midwayAfterDays: 3, lastNoticeBeforeDays: 1 };

/** The owner's dunning days, or the defaults while none were saved. */
export async function dunningDays(db: Executor): Promise<LeaseDunningSettingsBody> {
  const [row] = await db
    .select({
      midwayAfterDays: leaseDunningSettings.midwayAfterDays,
      lastNoticeBeforeDays: leaseDunningSettings.lastNoticeBeforeDays,
    })
    .from(leaseDunningSettings)
    .where(eq(leaseDunningSettings.id, 1));
  return row ?? DEFAULT_DUNNING_DAYS;
}

/**
 * How long before a grace period's end each reminder falls due: the mid-grace one counts from the failure,
 * which is `graceDays` before the end (an admin's extension moves both with the end).
 */
export function reminderNotices(days: LeaseDunningSettingsBody, graceDays: number) {
  return {
    midway: (graceDays - days.midwayAfterDays) * DAY_MS,
    reminder: days.lastNoticeBeforeDays * DAY_MS,
  };
}

type SettingsDeps = Pick<LeaseDeps, 'db' | 'config'>;

export async function readDunningSettings(deps: SettingsDeps): Promise<LeaseDunningSettings> {
  return { ...(await dunningDays(deps.db)), graceDays: deps.config.leaseGraceDays };
}

/**
 * PUT /api/admin/lease-dunning: both reminders inside the grace period, the mid-grace one strictly before the
 * last (`400 lease.dunningDaysInvalid` naming the grace's days); `audit` records before and after in the
 * same transaction.
 */
export async function saveDunningSettings(
  deps: SettingsDeps,
  body: LeaseDunningSettingsBody,
  audit: (tx: Executor, before: LeaseDunningSettingsBody) => Promise<void>,
): Promise<LeaseDunningSettings> {
  const { leaseGraceDays } = deps.config;
  if (body.midwayAfterDays >= leaseGraceDays - body.lastNoticeBeforeDays) {
    throw new AppError(400, 'lease.dunningDaysInvalid', { graceDays: leaseGraceDays });
  }
  return deps.db.transaction(async (tx) => {
    const before = await dunningDays(tx);
    await tx
      .insert(leaseDunningSettings)
      .values({ id: 1, ...body })
      .onConflictDoUpdate({ target: leaseDunningSettings.id, set: { ...body, updatedAt: new Date() } });
    await audit(tx, before);
    return { ...body, graceDays: leaseGraceDays };
  });
}
