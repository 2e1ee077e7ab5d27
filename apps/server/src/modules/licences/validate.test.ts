import { licenceValidateResponseSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, claimsOf, liveLicenceWithFile } from '../../../test/helpers/licences';
import { unmarkOrder } from '../../../test/helpers/order-lifecycle';
import { offerTrial, startTrial, TRIAL_HEX } from '../../../test/helpers/trials';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { licenceChecks, trials } from '../../lib/db/schema';
import { generateSigningKeyPem } from '../../lib/secrets';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { trialsModule } from '../trials';
import { licencesModule } from '.';
import { LICENCE_REFRESH_PER_IP, LICENCE_VALIDATE_PER_LICENCE } from './routes';
import { LicenceSigner } from './signing';

/**
 * The licence routes, the trials whose files it checks too, the free checkout that makes a buyer (checkout), the
 * leases the order lifecycle reports to, and the signed file route (files).
 */
const composed = [licencesModule, trialsModule, checkoutModule, leasesModule, filesModule];

const DAY = 86_400_000;
const noFile = { licence: null, fileName: null, expiresAt: null };
let ctx: TestApp;
let shop: Catalogue;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  // Rate limits on: each call comes from its own IP unless a test says otherwise.
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' });
  shop = await catalogue(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

let ips = 0;
function validate(licence: string, machineId: string, ip = `10.30.${Math.floor(++ips / 250)}.${ips % 250}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/license/validate',
    remoteAddress: ip,
    payload: { licence, machineId, clientVersion: '1.0.0', platformVersion: '8.1.4.1' },
  });
}

async function answer(licence: string, machineId: string) {
  const response = await validate(licence, machineId);
  expect(response.statusCode).toBe(200);
  return licenceValidateResponseSchema.parse(response.json());
}

const checkOf = async (licenceId: string) =>
  (await ctx.app.db.select().from(licenceChecks).where(eq(licenceChecks.licenceId, licenceId)))[0];

describe('POST /api/license/validate', () => {
  it('answers valid with a fresh file while entitled, and records the check-in and its versions', async () => {
    const { id, file, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    const first = await answer(file, machineId.toLowerCase());
    expect(first).toMatchObject({ reason: 'valid', code: null });
    expect(claimsOf(first.licence!)).toMatchObject({ licenceId: id, machineId });
    expect(await checkOf(id)).toMatchObject({
      product: claimsOf(file).product,
      clientVersion: '1.0.0',
      platformVersion: '8.1.4.1',
      lastReason: 'valid',
      checks: 1,
    });
    await answer(file, machineId);
    expect((await checkOf(id))?.checks).toBe(2);
  });

  it('answers wrongMachine, without a file, for another machine', async () => {
    const { id, file } = await liveLicenceWithFile(ctx, shop, admin.auth);
    expect(await answer(file, 'F'.repeat(32))).toEqual({ reason: 'wrongMachine', code: null, ...noFile });
    expect((await checkOf(id))?.lastReason).toBe('wrongMachine');
  });

  it('answers revoked, without a file, once the order stops being paid', async () => {
    const { id, file, orderId, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    await unmarkOrder(ctx.app, orderId);
    expect(await answer(file, machineId)).toEqual({
      reason: 'revoked',
      code: 'license.refresh.revoked',
      ...noFile,
    });
    expect((await checkOf(id))?.lastReason).toBe('revoked');
  });

  it('answers expired for an expired file of a licence set back to pending, valid without a file before', async () => {
    const { id, file, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    expect((await adminSetStatus(ctx, admin.auth, id, 'pending')).statusCode).toBe(200);
    const expired = await ctx.app.licences.signer.sign({
      ...claimsOf(file),
      issuedAt: new Date(Date.now() - 40 * DAY).toISOString(),
      expiresAt: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    const notActive = { code: 'license.refresh.notActive', ...noFile };
    expect(await answer(expired, machineId)).toEqual({ reason: 'expired', ...notActive });
    expect(await answer(file, machineId)).toEqual({ reason: 'valid', ...notActive });
  });

  it('answers unknown for a file of another key, a changed file, a licence it does not know, or garbage', async () => {
    const { file, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    const claims = claimsOf(file);
    const otherKey = await new LicenceSigner(generateSigningKeyPem()).sign(claims);
    const noSuchLicence = await ctx.app.licences.signer.sign({
      ...claims,
      licenceId: '01900000-0000-7000-8000-000000000000',
    });
    const changed = `${file.slice(0, -3)}${file.endsWith('AAA') ? 'BAA' : 'AAA'}`;
    for (const licence of [otherKey, noSuchLicence, changed, 'not.a.licence']) {
      expect(await answer(licence, machineId)).toMatchObject({ reason: 'unknown', ...noFile });
    }
    expect(await checkOf('01900000-0000-7000-8000-000000000000')).toBeUndefined();
  });

  it('limits check-ins per licence whatever the IP, and per IP whatever the licence', async () => {
    const { file, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    for (let call = 0; call < LICENCE_VALIDATE_PER_LICENCE.max; call++) {
      expect((await validate(file, machineId)).statusCode).toBe(200);
    }
    const limited = await validate(file, machineId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = '10.31.0.1';
    for (let call = 0; call < LICENCE_REFRESH_PER_IP.max; call++) {
      expect((await validate(`garbage.${call}.file`, machineId, ip)).statusCode).toBe(200);
    }
    expect((await validate('garbage.last.file', machineId, ip)).statusCode).toBe(429);
    expect((await validate('garbage.last.file', machineId)).statusCode).toBe(200);
  });

  it("keeps the owner's check-ins working while forged files naming the licence flood from many addresses", async () => {
    const { id, file, machineId } = await liveLicenceWithFile(ctx, shop, admin.auth);
    const claims = claimsOf(file);
    const payload = Buffer.from(JSON.stringify({ licenceId: id })).toString('base64url');
    const otherKey = await new LicenceSigner(generateSigningKeyPem()).sign(claims);
    // The review's flood: unsigned bodies naming the id, and a file of another key, each from its own address.
    const forged = [`x.${payload}.y`, `${file.split('.')[0]}.${payload}.${file.split('.')[2]}`, otherKey];
    for (let call = 0; call < 2 * LICENCE_VALIDATE_PER_LICENCE.max; call++) {
      const response = await validate(forged[call % forged.length]!, machineId, `127.0.0.${call + 2}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().reason).toBe('unknown');
    }
    const owner = await validate(file, machineId, '127.0.1.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ reason: 'valid', code: null });

    // A genuine file of a licence the shop no longer knows does not count against any licence either.
    const deleted = await ctx.app.licences.signer.sign({
      ...claims,
      licenceId: '01900000-0000-7000-8000-00000000dead',
    });
    for (let call = 0; call < LICENCE_VALIDATE_PER_LICENCE.max + 1; call++) {
      expect((await validate(deleted, machineId, `127.0.2.${call + 1}`)).statusCode).toBe(200);
    }

    // The forged flood is still limited per address.
    const ip = '127.0.3.1';
    for (let call = 0; call < LICENCE_REFRESH_PER_IP.max; call++) {
      expect((await validate(`x.${payload}.${call}`, machineId, ip)).statusCode).toBe(200);
    }
    const limited = await validate(`x.${payload}.y`, machineId, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rateLimited');
    expect((await validate(file, machineId, '127.0.1.2')).json()).toMatchObject({ reason: 'valid' });
  });

  it("answers a trial's file valid with a fresh one while the trial runs, expired once it has ended", async () => {
    const product = shop.paid[0]!;
    await offerTrial(ctx.app, product.id, 14);
    const who = await createUser(ctx.app);
    const machineId = TRIAL_HEX(41);
    const started = await startTrial(ctx, who.auth, {
      productId: product.id,
      machineIdName: `${machineId}-Desk`,
    });
    expect(started.statusCode).toBe(201);
    const link = await ctx.app.inject({ url: `/api/trials/${started.json()._id}/file`, headers: who.auth });
    const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: who.auth })).body;
    const running = await answer(file, machineId);
    expect(running).toMatchObject({ reason: 'valid', code: null });
    expect(claimsOf(running.licence!)).toMatchObject({ kind: 'trial', licenceId: started.json()._id });
    await ctx.app.db
      .update(trials)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(trials.id, started.json()._id));
    expect(await answer(file, machineId)).toMatchObject({
      reason: 'expired',
      code: 'license.refresh.expired',
      ...noFile,
    });
  });

  it('refuses a body without the versions', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/license/validate',
      payload: { licence: 'a.b.c', machineId: 'AB' },
    });
    expect(response.statusCode).toBe(400);
  });
});
