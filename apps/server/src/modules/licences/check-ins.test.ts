import { adminLicenceCheckInsSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { licenceChecks } from '../../lib/db/schema';

const DAY = 86_400_000;
let ctx: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

let licences = 0;
function checkIn(
  product: string,
  clientVersion: string,
  platformVersion: string,
  lastReason = 'valid',
  daysAgo = 1,
) {
  licences += 1;
  return ctx.app.db.insert(licenceChecks).values({
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

describe('GET /api/admin/licence-check-ins', () => {
  it("counts the machines whose last check-in was valid within a file's validity, with their versions", async () => {
    await checkIn('vwap-premium', '1.0.0', '8.1.4.1');
    await checkIn('vwap-premium', '1.0.0', '8.1.3.0');
    await checkIn('vwap-premium', '1.1.0', '8.1.4.1');
    await checkIn('vwap-premium', '1.1.0', '8.1.4.1', 'revoked');
    await checkIn('vwap-premium', '0.9.0', '8.0.28.0', 'valid', 45);
    await checkIn('order-flow', '1.1.0', '8.1.4.1');
    const response = await ctx.app.inject({ url: '/api/admin/licence-check-ins', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(adminLicenceCheckInsSchema.parse(response.json())).toEqual({
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

  it("offers the vendor kit as a zip with this shop's URL and public key in ShopConfig.cs", async () => {
    const response = await ctx.app.inject({ url: '/api/admin/licence-vendor-kit', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('shop-licensing-ninjascript.zip');
    const zip = response.rawPayload.toString('latin1');
    expect(zip.startsWith('PK')).toBe(true);
    expect(zip).toContain(`PublicKey = "${ctx.app.licences.signer.describe().jwk.x}"`);
    expect(zip).toContain(`ShopUrl = "${ctx.config.publicUrl}"`);
    expect(zip).toContain('Indicators/SampleLicensedIndicator.cs');
    const visitor = await ctx.app.inject({ url: '/api/admin/licence-vendor-kit' });
    expect(visitor.statusCode).toBe(401);
  });
});
