import { adminLicenceCheckInsSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceDeps, machineId } from '../../../test/helpers/licence-deps';
import { insertLicenceRequest } from '../../../test/helpers/licences';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceChecks, licenceRequests, orders, products, subscriptions, trials } from '../../lib/db/schema';
import { licenceCheckIns } from './check-ins';
import type { ExportDeps } from './deps';
import { buildVendorKit, vendorKitFiles } from './vendor-kit';

/**
 * The admin's check-in counts and vendor kit, built from the licences' parts on a database copy without an app.
 * The routes' zip headers are admin.test.ts's; who may call them, the authorisation matrix's.
 */
const DAY = 86_400_000;
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});

let machines = 0;

/** A check-in of `licenceId` (of `kind`) seen `daysAgo` with its answer and versions. */
function recordCheckIn(
  licenceId: string,
  kind: 'lifetime' | 'trial' | 'lease',
  product: string,
  versions: { client: string; platform: string },
  lastReason = 'valid',
  daysAgo = 1,
) {
  machines += 1;
  return world()
    .db.insert(licenceChecks)
    .values({
      licenceId,
      kind,
      product,
      machineId: `MACHINE${machines}`,
      clientVersion: versions.client,
      platformVersion: versions.platform,
      lastReason,
      lastCheckAt: new Date(Date.now() - daysAgo * DAY),
    });
}

/** A lifetime licence in `status` on a paid line (or one whose order is no longer paid), its id. */
async function lifetimeLicence(status: 'approved' | 'revoked' | 'replaced' = 'approved', paid = true) {
  const { db } = world();
  const id = await insertLicenceRequest(world(), {
    status,
    machineId: machineId(machines + 1),
    machineName: 'Desk',
  });
  if (!paid) {
    const [licence] = await db.select().from(licenceRequests).where(eq(licenceRequests.id, id));
    await db.update(orders).set({ isPaid: false, status: 'refunded' }).where(eq(orders.id, licence!.orderId));
  }
  return id;
}

function checkIn(
  product: string,
  clientVersion: string,
  platformVersion: string,
  lastReason = 'valid',
  daysAgo = 1,
) {
  return lifetimeLicence().then((id) =>
    recordCheckIn(
      id,
      'lifetime',
      product,
      { client: clientVersion, platform: platformVersion },
      lastReason,
      daysAgo,
    ),
  );
}

describe('licenceCheckIns (GET /api/admin/licence-check-ins)', () => {
  it("counts the machines whose last check-in was valid within a file's validity, with their versions", async () => {
    await checkIn('vwap-premium', '1.0.0', '8.1.4.1');
    await checkIn('vwap-premium', '1.0.0', '8.1.3.0');
    await checkIn('vwap-premium', '1.1.0', '8.1.4.1');
    await checkIn('vwap-premium', '1.1.0', '8.1.4.1', 'revoked');
    await checkIn('vwap-premium', '0.9.0', '8.0.28.0', 'valid', 45);
    await checkIn('order-flow', '1.1.0', '8.1.4.1');
    expect(adminLicenceCheckInsSchema.parse(await licenceCheckIns(deps))).toEqual({
      activeWithinDays: 30,
      products: [
        {
          product: 'order-flow',
          activeMachines: 1,
          clientVersions: [{ version: '1.1.0', machines: 1 }],
          platformVersions: [{ version: '8.1.4.1', machines: 1 }],
        },
        {
          product: 'vwap-premium',
          activeMachines: 3,
          clientVersions: [
            { version: '1.0.0', machines: 2 },
            { version: '1.1.0', machines: 1 },
          ],
          platformVersions: [
            { version: '8.1.4.1', machines: 2 },
            { version: '8.1.3.0', machines: 1 },
          ],
        },
      ],
    });
  });

  it('counts only the licences still standing: not one revoked, replaced, unpaid, past its trial or lease since', async () => {
    const { db } = world();
    const product = 'check-ins-live';
    const versions = { client: '2.0.0', platform: '8.1.5.0' };
    const [seeded] = await db.select().from(products).limit(1);
    const buyer = await insertUser(db);
    // One trial per buyer and product: each trial its own buyer.
    const trial = async (endsInDays: number, n: number) =>
      db
        .insert(trials)
        .values({
          userId: (await insertUser(db)).id,
          productId: seeded!.id,
          machineId: machineId(1000 + n),
          machineName: 'Trial PC',
          startsAt: new Date(Date.now() - 10 * DAY),
          endsAt: new Date(Date.now() + endsInDays * DAY),
          licenceFileKey: `trials/${n}.lic`,
        })
        .returning({ id: trials.id });
    const lease = (paidForDays: number, status: 'active' | 'canceled', n: number) =>
      db
        .insert(subscriptions)
        .values({
          userId: buyer.id,
          productId: seeded!.id,
          plan: 'monthly',
          priceCents: 900,
          status,
          providerSubscriptionId: `sub_check_ins_${n}_${Date.now()}`,
          paidUntil: new Date(Date.now() + paidForDays * DAY),
          currentPeriodEnd: new Date(Date.now() + paidForDays * DAY),
          ...(status === 'canceled' ? { endedAt: new Date(Date.now() + paidForDays * DAY) } : {}),
        })
        .returning({ id: subscriptions.id });
    const standing = [
      ['lifetime', await lifetimeLicence()],
      ['trial', (await trial(3, 1))[0]!.id],
      ['lease', (await lease(20, 'active', 1))[0]!.id],
    ] as const;
    const gone = [
      ['lifetime', await lifetimeLicence('revoked')],
      ['lifetime', await lifetimeLicence('replaced')],
      ['lifetime', await lifetimeLicence('approved', false)],
      ['trial', (await trial(-1, 2))[0]!.id],
      ['lease', (await lease(-2, 'canceled', 2))[0]!.id],
      // A check-in whose licence was deleted since (a closed account): no row at all.
      ['lifetime', 'not-a-licence-any-more'],
    ] as const;
    for (const [kind, id] of [...standing, ...gone]) await recordCheckIn(id, kind, product, versions);

    const answer = adminLicenceCheckInsSchema.parse(await licenceCheckIns(deps));
    expect(answer.products.find((entry) => entry.product === product)).toEqual({
      product,
      activeMachines: standing.length,
      clientVersions: [{ version: '2.0.0', machines: standing.length }],
      platformVersions: [{ version: '8.1.5.0', machines: standing.length }],
    });
  });

  it("lays the vendor kit out with this shop's URL and public key in ShopConfig.cs, zipped", async () => {
    const files = await vendorKitFiles(deps);
    const config = files.find((file) => file.path === 'AddOns/ShopLicensing/ShopConfig.cs')!.content;
    expect(config).toContain(`PublicKey = "${deps.signer.describe().jwk.x}"`);
    expect(config).toContain(`ShopUrl = "${deps.config.publicUrl}"`);
    expect(files.map((file) => file.path)).toContain('Indicators/SampleLicensedIndicator.cs');
    const zip = (await buildVendorKit(deps)).toString('latin1');
    expect(zip.startsWith('PK')).toBe(true);
    for (const file of files) expect(zip).toContain(file.path);
    expect(zip).toContain(`PublicKey = "${deps.signer.describe().jwk.x}"`);
  });
});
