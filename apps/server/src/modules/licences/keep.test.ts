import { randomUUID } from 'node:crypto';
import {
  adminRefundPlanSchema,
  licencePublicKeySchema,
  licenceRequestListSchema,
  revocationListResponseSchema,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import type { Catalogue } from '../../../test/helpers/checkout';
import { adminSetStatus, HEX, requestLicence } from '../../../test/helpers/licences';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests, refunds } from '../../lib/db/schema';
import { verifyRevocationList } from './signing';
import { refundedLicenceTestModules } from './test-modules';

let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
setupRefundSuite(refundedLicenceTestModules, (suite) => {
  ({ ctx, shop, admin } = suite);
});

type Customer = Awaited<ReturnType<typeof paidOrder>>;

let machine = 0;
/** A paid order of three copies holding three licences, oldest first, and the line's id. */
async function threeLicences() {
  const product = shop.paid[0]!;
  const customer = await paidOrder(ctx, [{ product: product.id, qty: 3 }], 'en');
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    machine += 1;
    const response = await requestLicence(ctx, customer.auth, {
      productId: product.id,
      orderId: customer.orderId,
      machineIdName: `${HEX(machine + 7000)}-Keep${machine}`,
    });
    expect(response.statusCode).toBe(201);
    ids.push((response.json() as { _id: string })._id);
  }
  const plan = await ctx.app.inject({
    url: `/api/admin/orders/${customer.orderId}/refunds`,
    headers: admin.auth,
  });
  return { customer, ids, itemId: adminRefundPlanSchema.parse(plan.json()).lines[0]!.itemId };
}

async function refundOne(customer: Customer, itemId: string, licenceIds: string[] = []) {
  const response = await postRefund(ctx, admin.auth, customer.orderId, {
    reason: 'One seat back',
    lines: [{ itemId, quantity: 1 }],
    licenceIds,
  });
  expect(response.statusCode).toBe(200);
}

const keep = (
  auth: Record<string, string> | undefined,
  id: string,
  releaseLicenceId: string,
  language = 'en',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/licences/${id}/keep`,
    headers: { ...auth, 'accept-language': language },
    payload: { releaseLicenceId },
  });

const statuses = async (ids: string[]) => {
  const rows = await ctx.app.db.select().from(licenceRequests);
  return ids.map((id) => rows.find((row) => row.id === id)!.status);
};

async function revokedList(): Promise<string[]> {
  const key = licencePublicKeySchema.parse((await ctx.app.inject({ url: '/api/license/public-key' })).json());
  const { list } = revocationListResponseSchema.parse(
    (await ctx.app.inject({ url: '/api/license/revocations' })).json(),
  );
  return (await verifyRevocationList(list, key.publicKeyPem)).revoked;
}

describe('POST /api/licences/:id/keep', () => {
  it('swaps a licence the refund default revoked for another of the line, in one step that keeps the seats', async () => {
    const { customer, ids, itemId } = await threeLicences();
    const [oldest, middle, newest] = ids as [string, string, string];
    expect((await adminSetStatus(ctx, admin.auth, newest, 'approved')).statusCode).toBe(200);
    await refundOne(customer, itemId);
    expect(await statuses(ids)).toEqual(['pending', 'pending', 'revoked']);
    expect(await revokedList()).toContain(newest);

    const mine = licenceRequestListSchema.parse(
      (await ctx.app.inject({ url: '/api/license/my-requests', headers: customer.auth })).json(),
    );
    const keepUntil = Object.fromEntries(mine.map((licence) => [licence._id, licence.keepUntil]));
    expect(keepUntil[oldest]).toBeNull();
    expect(Date.parse(keepUntil[newest]!)).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const swapped = await keep(customer.auth, newest, oldest);
    expect(swapped.statusCode).toBe(200);
    // The status it had before the refund comes back, with its signed file.
    expect(swapped.json()).toMatchObject({ _id: newest, status: 'approved', keepUntil: null });
    expect(await statuses(ids)).toEqual(['revoked', 'pending', 'approved']);
    const revoked = await revokedList();
    expect(revoked).toContain(oldest);
    expect(revoked).not.toContain(newest);

    // Swapped once: neither the kept licence nor the one the buyer released can be swapped again.
    expect((await keep(customer.auth, newest, middle)).json()).toMatchObject({ code: 'license.notKeepable' });
    const back = await keep(customer.auth, oldest, middle);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'license.notKeepable' });
    expect(await statuses(ids)).toEqual(['revoked', 'pending', 'approved']);
  });

  it("refuses an admin's tick, an ineligible release and a passed window; others get a 404, visitors a 401", async () => {
    const { customer, ids, itemId } = await threeLicences();
    const [oldest, middle, newest] = ids as [string, string, string];
    await refundOne(customer, itemId, [oldest]);
    const ticked = await keep(customer.auth, oldest, middle, 'fr');
    expect(ticked.statusCode).toBe(409);
    expect(ticked.json()).toEqual({
      code: 'license.notKeepable',
      message:
        'Seule une licence révoquée par défaut après un remboursement partiel peut être conservée à la place d’une autre.',
    });

    await refundOne(customer, itemId);
    expect(await statuses(ids)).toEqual(['revoked', 'pending', 'revoked']);
    for (const release of [oldest, newest, randomUUID()]) {
      const refused = await keep(customer.auth, newest, release);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'license.releaseNotEligible' });
    }
    const stranger = await createUser(ctx.app);
    expect((await keep(stranger.auth, newest, middle)).statusCode).toBe(404);
    expect((await keep(admin.auth, newest, middle)).statusCode).toBe(404);
    expect((await keep(undefined, newest, middle)).statusCode).toBe(401);
    expect(await statuses(ids)).toEqual(['revoked', 'pending', 'revoked']);

    const [latest] = await ctx.app.db
      .select({ id: licenceRequests.revokedByRefundId })
      .from(licenceRequests)
      .where(eq(licenceRequests.id, newest));
    await ctx.app.db
      .update(refunds)
      .set({ recordedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(refunds.id, latest!.id!));
    const late = await keep(customer.auth, newest, middle);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'license.keepWindowPassed',
      message: 'The time to choose which licence to keep after this refund has passed.',
    });
    expect(await statuses(ids)).toEqual(['revoked', 'pending', 'revoked']);

    // An admin's own status for it (re-approved, then revoked again) ends the buyer's choice: not keepable
    // any more, whatever the window.
    expect((await adminSetStatus(ctx, admin.auth, newest, 'approved')).statusCode).toBe(200);
    expect((await adminSetStatus(ctx, admin.auth, newest, 'revoked')).statusCode).toBe(200);
    expect((await keep(customer.auth, newest, middle)).json()).toMatchObject({ code: 'license.notKeepable' });
  });
});
