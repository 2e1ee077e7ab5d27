import { adminLicenceCheckInsSchema } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { licenceDeps } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceChecks } from '../../lib/db/schema';
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

let licences = 0;
function checkIn(
  product: string,
  clientVersion: string,
  platformVersion: string,
  lastReason = 'valid',
  daysAgo = 1,
) {
  licences += 1;
  return world()
    .db.insert(licenceChecks)
    .values({
      licenceId: `licence-${licences}`,
      kind: 'lifetime',
      product,
      machineId: `MACHINE${licences}`,
      clientVersion,
      platformVersion,
      lastReason,
      lastCheckAt: new Date(Date.now() - daysAgo * DAY),
    });
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
