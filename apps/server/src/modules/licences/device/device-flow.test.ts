import { deviceCodeResponseSchema, deviceTokenResponseSchema, USER_CODE_ALPHABET } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { type Catalogue, catalogue } from '../../../../test/helpers/checkout';
import { askDeviceCode, decide, freshAddress, pollToken } from '../../../../test/helpers/devices';
import { buyerWithFreeOrder } from '../../../../test/helpers/licences';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog, deviceAuthorizations } from '../../../lib/db/schema';
import { checkoutModule } from '../../checkout';
import { leasesModule } from '../../leases';
import { licencesModule } from '..';
import { verifyLicence } from '../signing';
import { hashCode } from './codes';
import { DEVICE_CODES_PER_IP } from './routes';

/** The device routes, the free checkout that makes a buyer, and the leases the order lifecycle reports to. */
const composed = [licencesModule, checkoutModule, leasesModule];

let ctx: TestApp;
let shop: Catalogue;
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' });
  shop = await catalogue(ctx);
});
afterAll(() => ctx.close());

const authorizationOf = async (userCode: string) =>
  (
    await ctx.app.db
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.userCodeHash, hashCode(userCode)))
  )[0]!;

describe('POST /api/device/code (RFC 8628 §3.2)', () => {
  it('answers a device code, an XXXX-XXXX user code of the unambiguous alphabet, the /activate addresses, 600 s and 5 s', async () => {
    const answer = await askDeviceCode(ctx, shop.free[0]!.slug);
    expect(deviceCodeResponseSchema.parse(answer)).toBeTruthy();
    expect(answer.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
    expect(answer.verification_uri).toBe(`${ctx.app.config.publicUrl}/activate`);
    expect(answer.verification_uri_complete).toBe(
      `${ctx.app.config.publicUrl}/activate?code=${answer.user_code}`,
    );
    expect([answer.expires_in, answer.interval]).toEqual([600, 5]);
    // Kept hashed only: neither code is in the row.
    const row = await authorizationOf(answer.user_code);
    expect(JSON.stringify(row)).not.toContain(answer.device_code);
    expect(JSON.stringify(row)).not.toContain(answer.user_code);
    expect(row.deviceCodeHash).toBe(hashCode(answer.device_code));
  });

  it('takes the product by id as well as by slug, and refuses an unknown one or a bad machine id, translated', async () => {
    expect((await askDeviceCode(ctx, shop.free[0]!.id)).user_code).toHaveLength(9);
    const ask = (payload: object, language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/device/code',
        remoteAddress: freshAddress(),
        headers: { 'accept-language': language },
        payload,
      });
    const body = {
      product: 'no-such-indicator',
      machineId: 'ABCDEF1234',
      machineName: 'PC',
      platformVersion: '8.1',
    };
    const [en, fr] = [await ask(body, 'en'), await ask(body, 'fr')];
    expect([en.statusCode, en.json().code]).toEqual([404, 'device.productNotFound']);
    expect(fr.json().message).not.toBe(en.json().message);
    const bad = await ask({ ...body, product: shop.free[0]!.slug, machineId: '-123' }, 'en');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'device.validation.machineId']);
  });

  it(`is limited per address (${DEVICE_CODES_PER_IP.max} a minute): the next answers 429`, async () => {
    const address = freshAddress();
    for (let index = 0; index < DEVICE_CODES_PER_IP.max; index += 1) {
      await askDeviceCode(ctx, shop.free[0]!.slug, { address });
    }
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/device/code',
      remoteAddress: address,
      payload: {
        product: shop.free[0]!.slug,
        machineId: 'ABCDEF1234',
        machineName: 'PC',
        platformVersion: '8.1',
      },
    });
    expect(over.statusCode).toBe(429);
  });
});

describe('POST /api/device/token (RFC 8628 §3.5): each error, then the seat file once', () => {
  it('authorization_pending, then slow_down (interval + 5) when polled sooner than the interval', async () => {
    const code = await askDeviceCode(ctx, shop.free[0]!.slug);
    const pending = await pollToken(ctx, code.device_code);
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ error: 'authorization_pending', code: 'device.token.pending' });
    const fast = await pollToken(ctx, code.device_code, 'fr');
    expect(fast.json()).toMatchObject({ error: 'slow_down', interval: 10 });
    expect(fast.json().message).toBe(fast.json().error_description);
    expect((await authorizationOf(code.user_code)).intervalSeconds).toBe(10);
  });

  it('expired_token once the 10 minutes are over, and the code can no longer be approved', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, buyer.product.slug);
    await ctx.app.db
      .update(deviceAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deviceAuthorizations.userCodeHash, hashCode(code.user_code)));
    expect((await pollToken(ctx, code.device_code)).json().error).toBe('expired_token');
    const late = await decide(ctx, buyer.auth, code.user_code);
    expect([late.statusCode, late.json().code]).toEqual([409, 'device.userCode.expired']);
  });

  it('access_denied after the buyer denies, recorded in the audit log', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, buyer.product.slug);
    const denied = await decide(ctx, buyer.auth, code.user_code, 'deny');
    expect(denied.json()).toEqual({ status: 'denied' });
    expect((await pollToken(ctx, code.device_code)).json().error).toBe('access_denied');
    const row = await authorizationOf(code.user_code);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'seat.deny'), eq(adminAuditLog.target, `device:${row.id}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.adminId).toBe(buyer.user.id);
  });

  it('approved: the first poll answers a signed, machine-bound seat file of 7 days with an offline grace; then invalid_grant', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, buyer.product.slug, { machineName: 'Desk' });
    // The code is typed as a person would: lower case, no dash.
    const approved = await decide(ctx, buyer.auth, code.user_code.replace('-', '').toLowerCase());
    expect(approved.json()).toEqual({ status: 'approved' });
    const token = await pollToken(ctx, code.device_code);
    expect(token.statusCode).toBe(200);
    const answer = deviceTokenResponseSchema.parse(token.json());
    const claims = await verifyLicence(answer.licence, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ kind: 'seat', licenceId: answer.activationId, machineId: code.machineId });
    expect(claims.email).toBe(buyer.user.email);
    const days = (Date.parse(claims.expiresAt!) - Date.parse(claims.issuedAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(claims.offlineGraceUntil!)).toBeGreaterThan(Date.parse(claims.expiresAt!));
    // Single use: the same device code gets nothing more, nor can the user code be approved again.
    expect((await pollToken(ctx, code.device_code)).json().error).toBe('invalid_grant');
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(404);
  });

  it('an unknown device code is invalid_grant, a missing one a translated 400', async () => {
    expect((await pollToken(ctx, 'not-a-device-code')).json().error).toBe('invalid_grant');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/device/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBeTruthy();
  });
});

describe('who may look up and decide a code', () => {
  it('signed out: 401 on the lookup, approval and denial', async () => {
    const code = await askDeviceCode(ctx, shop.free[0]!.slug);
    expect((await decide(ctx, undefined, code.user_code)).statusCode).toBe(401);
    expect((await decide(ctx, undefined, code.user_code, 'deny')).statusCode).toBe(401);
    const lookup = await ctx.app.inject({ url: `/api/device/authorization?userCode=${code.user_code}` });
    expect(lookup.statusCode).toBe(401);
    expect((await authorizationOf(code.user_code)).status).toBe('pending');
  });

  it('the lookup shows the machine, product and NinjaTrader version; a malformed code is a translated 400', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, buyer.product.slug, { machineName: 'Laptop' });
    const lookup = await ctx.app.inject({
      url: `/api/device/authorization?userCode=${code.user_code}`,
      headers: buyer.auth,
    });
    expect(lookup.json()).toMatchObject({
      userCode: code.user_code,
      machineName: 'Laptop',
      platformVersion: '8.1.5.2',
      product: { slug: buyer.product.slug },
    });
    const bad = await ctx.app.inject({
      url: '/api/device/authorization?userCode=AEIO-1234',
      headers: buyer.auth,
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'device.userCode.invalid']);
  });

  it('a product the buyer does not hold is refused (403 device.notEntitled) and the code stays pending', async () => {
    const stranger = await createUser(ctx.app);
    const code = await askDeviceCode(ctx, shop.free[0]!.slug);
    const refused = await decide(ctx, stranger.auth, code.user_code);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'device.notEntitled']);
    expect((await authorizationOf(code.user_code)).status).toBe('pending');
  });

  it("someone else's code already decided is unknown to another buyer (404), and their approval stands", async () => {
    const owner = await buyerWithFreeOrder(ctx, shop);
    const other = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, owner.product.slug);
    expect((await decide(ctx, owner.auth, code.user_code)).statusCode).toBe(200);
    const stolen = await decide(ctx, other.auth, code.user_code, 'deny');
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'device.userCode.notFound']);
    expect((await authorizationOf(code.user_code)).userId).toBe(owner.user.id);
  });

  it('code entries are limited per account: the 21st lookup in 10 minutes answers 429', async () => {
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await ctx.app.inject({
        url: '/api/device/authorization?userCode=BCDF-GHJK',
        headers: buyer.auth,
        remoteAddress: freshAddress(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
