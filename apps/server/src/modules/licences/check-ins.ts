import type { AdminLicenceCheckIns } from '@shop/contracts';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import {
  licenceChecks,
  licenceRequests,
  orders,
  seatActivations,
  subscriptions,
  trials,
} from '../../lib/db/schema';
import { isUuid } from '../../lib/ids';
import { leaseEntitles, trialEntitles } from '../entitlements';
import type { LicenceDeps } from './deps';
import { isLive } from './status';

const DAY = 86_400_000;

type CheckIn = typeof licenceChecks.$inferSelect;
type LiveDeps = Pick<LicenceDeps, 'config' | 'leaseClock' | 'trialClock'>;

/** The ids of `kind` among the check-ins, as the uuid columns take them (a stray id matches nothing). */
const idsOf = (checks: CheckIn[], kind: CheckIn['kind']) =>
  checks.filter((check) => check.kind === kind && isUuid(check.licenceId)).map((check) => check.licenceId);

/**
 * The licences among `checks` that still stand now, each kind by its own rule (as the refresh decides,
 * resolution.ts): a lifetime licence live and its order paid, a trial before its end on the trials' clock, a
 * lease that entitles on the lease clock, a seat's machine not freed. A licence revoked, replaced, expired or deleted since its last valid
 * check-in is not a running machine.
 */
async function liveLicenceIds(deps: LiveDeps, db: Executor, checks: CheckIn[]): Promise<Set<string>> {
  const lifetime = idsOf(checks, 'lifetime');
  const trialIds = idsOf(checks, 'trial');
  const leaseIds = idsOf(checks, 'lease');
  const seatIds = idsOf(checks, 'seat');
  const [licences, trialRows, leases, seats] = await Promise.all([
    lifetime.length === 0
      ? []
      : db
          .select({ id: licenceRequests.id, status: licenceRequests.status, paid: orders.isPaid })
          .from(licenceRequests)
          .innerJoin(orders, eq(orders.id, licenceRequests.orderId))
          .where(inArray(licenceRequests.id, lifetime)),
    trialIds.length === 0 ? [] : db.select().from(trials).where(inArray(trials.id, trialIds)),
    leaseIds.length === 0 ? [] : db.select().from(subscriptions).where(inArray(subscriptions.id, leaseIds)),
    seatIds.length === 0
      ? []
      : db
          .select({ id: seatActivations.id })
          .from(seatActivations)
          .where(and(inArray(seatActivations.id, seatIds), isNull(seatActivations.releasedAt))),
  ]);
  const trialNow = deps.trialClock();
  const leaseNow = await deps.leaseClock.now(db);
  return new Set([
    ...licences.filter((row) => isLive(row.status) && row.paid).map((row) => row.id),
    ...trialRows.filter((row) => trialEntitles(row, trialNow)).map((row) => row.id),
    ...leases.filter((row) => leaseEntitles(row, deps.config.leaseGraceDays, leaseNow)).map((row) => row.id),
    // A seat's machine stands until it is freed (docs/rules/seats.md).
    ...seats.map((row) => row.id),
  ]);
}

/**
 * Active machines per product and the client and NinjaTrader versions they run: the licences still standing
 * whose last check-in (POST /api/license/validate) was valid within one file validity period, as an indicator
 * that runs checks in at least that often.
 */
export async function licenceCheckIns(
  deps: Pick<LicenceDeps, 'db'> & LiveDeps,
  now = new Date(),
): Promise<AdminLicenceCheckIns> {
  const activeWithinDays = deps.config.licences.fileValidityDays;
  const recent = await deps.db
    .select()
    .from(licenceChecks)
    .where(
      and(
        eq(licenceChecks.lastReason, 'valid'),
        gte(licenceChecks.lastCheckAt, new Date(now.getTime() - activeWithinDays * DAY)),
      ),
    );
  const live = await liveLicenceIds(deps, deps.db, recent);
  const products = new Map<string, AdminLicenceCheckIns['products'][number]>();
  const count = (versions: { version: string; machines: number }[], version: string) => {
    const known = versions.find((entry) => entry.version === version);
    if (known) known.machines += 1;
    else versions.push({ version, machines: 1 });
  };
  for (const check of recent.filter((row) => live.has(row.licenceId))) {
    const entry = products.get(check.product) ?? {
      product: check.product,
      activeMachines: 0,
      clientVersions: [],
      platformVersions: [],
    };
    products.set(check.product, entry);
    entry.activeMachines += 1;
    count(entry.clientVersions, check.clientVersion);
    count(entry.platformVersions, check.platformVersion);
  }
  const byMachines = (a: { machines: number }, b: { machines: number }) => b.machines - a.machines;
  return {
    activeWithinDays,
    products: [...products.values()]
      .map((p) => ({
        ...p,
        clientVersions: p.clientVersions.sort(byMachines),
        platformVersions: p.platformVersions.sort(byMachines),
      }))
      .sort((a, b) => a.product.localeCompare(b.product)),
  };
}
