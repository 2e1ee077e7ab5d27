import type { AdminLicenceCheckIns } from '@shop/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import { licenceChecks } from '../../lib/db/schema';
import type { LicenceDeps } from './deps';

const DAY = 86_400_000;

/**
 * Active machines per product and the client and NinjaTrader versions they run: the licences whose last
 * check-in (POST /api/license/validate) was valid within one file validity period, as an indicator that
 * runs checks in at least that often.
 */
export async function licenceCheckIns(
  deps: Pick<LicenceDeps, 'db' | 'config'>,
  now = new Date(),
): Promise<AdminLicenceCheckIns> {
  const activeWithinDays = deps.config.licences.fileValidityDays;
  const active = and(
    eq(licenceChecks.lastReason, 'valid'),
    gte(licenceChecks.lastCheckAt, new Date(now.getTime() - activeWithinDays * DAY)),
  );
  const byVersion = (column: typeof licenceChecks.clientVersion | typeof licenceChecks.platformVersion) =>
    deps.db
      .select({ product: licenceChecks.product, version: column, machines: count() })
      .from(licenceChecks)
      .where(active)
      .groupBy(licenceChecks.product, column);
  const [clients, platforms] = await Promise.all([
    byVersion(licenceChecks.clientVersion),
    byVersion(licenceChecks.platformVersion),
  ]);
  const products = new Map<string, AdminLicenceCheckIns['products'][number]>();
  const entry = (product: string) => {
    const known = products.get(product);
    if (known) return known;
    const created = { product, activeMachines: 0, clientVersions: [], platformVersions: [] };
    products.set(product, created);
    return created;
  };
  for (const { product, version, machines } of clients) {
    entry(product).activeMachines += machines;
    entry(product).clientVersions.push({ version, machines });
  }
  for (const { product, version, machines } of platforms)
    entry(product).platformVersions.push({ version, machines });
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
