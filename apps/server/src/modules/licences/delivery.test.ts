import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { catalogue } from '../../../test/helpers/checkout';
import { buyerWithFreeOrder, HEX, requestLicence } from '../../../test/helpers/licences';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '.';
import { SIGNATURE_HEADER, signDelivery } from './delivery';
import { verifyLicence } from './signing';

/**
 * The licence routes, the free checkout that makes a buyer (checkout), the leases the order lifecycle reports
 * to, and the signed file route (files).
 */
const composed = [licencesModule, checkoutModule, leasesModule, filesModule];

const SECRET = 'a-shared-export-secret-of-at-least-32-chars';

/** A real receiving service: answers 503 to its first `failures` calls, then 204. */
function receiver(failures: number) {
  const calls: { body: string; signature: string | undefined; status: number }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const status = calls.length < failures ? 503 : 204;
      calls.push({ body, signature: req.headers[SIGNATURE_HEADER] as string | undefined, status });
      res.statusCode = status;
      res.end();
    });
  });
  return { server, calls };
}

let ctx: TestApp;
let target: ReturnType<typeof receiver>;
beforeAll(async () => {
  target = receiver(2);
  await new Promise<void>((done) => target.server.listen(0, '127.0.0.1', done));
  const { port } = target.server.address() as AddressInfo;
  ctx = await createModuleTestApp(composed, {
    MAIL_WORKER_ENABLED: 'false',
    LICENSE_EXPORT_WORKER_ENABLED: 'false',
    LICENSE_EXPORT_URL: `http://127.0.0.1:${port}/licences`,
    LICENSE_EXPORT_SECRET: SECRET,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((done) => target.server.close(done));
});

const rowOf = async (id: string) =>
  (await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id)))[0]!;

describe('LICENSE_EXPORT_URL: queued HTTP delivery with an HMAC signature, retried with backoff', () => {
  it('retries a receiver that fails twice until it accepts, and shows the outcome on the request', async () => {
    const admin = await createUser(ctx.app, { isAdmin: true });
    const buyer = await buyerWithFreeOrder(ctx, await catalogue(ctx));
    const created = (
      await requestLicence(ctx, buyer.auth, {
        productId: buyer.product.id,
        orderId: buyer.orderId,
        machineIdName: `${HEX(1)}-TradingPC`,
      })
    ).json();
    const exported = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/license-requests/${created._id}/export`,
      headers: admin.auth,
    });
    expect(exported.json().delivery).toMatchObject({ status: 'queued', attempts: 0 });
    const deliveries = ctx.app.licences.deliveries!;

    expect(await deliveries.flush()).toBe(0);
    let row = await rowOf(created._id);
    expect(row).toMatchObject({
      deliveryStatus: 'queued',
      deliveryAttempts: 1,
      deliveryLastError: 'HTTP 503',
    });
    // Backed off: not due yet, so a flush right now does not call the receiver.
    expect(row.deliveryNextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await deliveries.flush()).toBe(0);
    expect(target.calls).toHaveLength(1);

    const timePasses = () =>
      ctx.app.db
        .update(licenceRequests)
        .set({ deliveryNextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(licenceRequests.id, created._id));
    await timePasses();
    expect(await deliveries.flush()).toBe(0);
    await timePasses();
    expect(await deliveries.flush()).toBe(1);
    row = await rowOf(created._id);
    expect(row).toMatchObject({ deliveryStatus: 'delivered', deliveryAttempts: 3, deliveryLastError: null });
    expect(target.calls.map((call) => call.status)).toEqual([503, 503, 204]);

    const listed = await ctx.app.inject({ url: '/api/admin/license-requests', headers: admin.auth });
    expect(listed.json().licenseRequests[0].delivery).toMatchObject({ status: 'delivered', attempts: 3 });

    const last = target.calls[2]!;
    const timestamp = Number(/t=(\d+)/.exec(last.signature ?? '')?.[1]);
    expect(last.signature).toBe(signDelivery(SECRET, last.body, timestamp));
    expect(last.signature).not.toBe(
      signDelivery('another-secret-of-at-least-32-characters', last.body, timestamp),
    );
    const posted = JSON.parse(last.body) as { requestId: string; licence: string };
    expect(posted.requestId).toBe(created._id);
    const claims = await verifyLicence(posted.licence, ctx.app.licences.signer.publicKey);
    expect(claims).toMatchObject({ machineId: HEX(1), email: buyer.user.email });
  });
});
