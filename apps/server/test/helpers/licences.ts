import type { LicencePayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../../src/lib/db/client';
import { licenceRequests, orderItems } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { billingAddress, type Catalogue } from './checkout';
import { paidLine } from './licence-deps';

/** The claims a signed licence file carries, read without checking its signature (the tests check that apart). */
export const claimsOf = (file: string): LicencePayload =>
  JSON.parse(Buffer.from(file.split('.')[1]!, 'base64url').toString('utf8'));

export const HEX = (n: number) => n.toString(16).toUpperCase().padStart(32, 'A');

/** A buyer with a paid free order of the first free product, its line holding `seats` licence seats. */
export async function buyerWithFreeOrder(ctx: TestApp, shop: Catalogue, seats = 1) {
  const buyer = await createUser(ctx.app, billingAddress);
  const product = shop.free[0]!;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: buyer.auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: product.id, qty: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  const { orderId } = response.json() as { orderId: string };
  // A free product sells one seat; the licence tests that need more give the line more seats, as a paid
  // order of several would (the checkout's own tests pay for those).
  if (seats > 1) {
    await ctx.app.db.update(orderItems).set({ quantity: seats }).where(eq(orderItems.orderId, orderId));
  }
  return { ...buyer, orderId, product };
}

export function requestLicence(
  ctx: TestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
  language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/license/request',
    headers: { ...auth, 'accept-language': language },
    payload: body,
  });
}

/** Sets a request's status as an admin; a rejection carries a reason, as the route requires. */
export function adminSetStatus(ctx: TestApp, auth: Record<string, string>, id: string, status: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/license-requests/${id}`,
    headers: auth,
    payload: status === 'rejected' ? { status, adminNotes: 'Machine id unreadable' } : { status },
  });
}

let seeded = 0;
/**
 * A pending licence request of a new buyer's paid order, inserted straight into the database: of an app, or of
 * a module world (the buyer never signs in).
 */
export async function insertLicenceRequest(
  app: { db: Executor },
  options: {
    status?: (typeof licenceRequests.$inferInsert)['status'];
    machineId?: string;
    machineName?: string;
  } = {},
): Promise<string> {
  seeded += 1;
  const { buyer, product, order, line } = await paidLine(app.db);
  const { machineId = `SEED${Date.now()}${seeded}`, machineName = 'PC', status } = options;
  const [row] = await app.db
    .insert(licenceRequests)
    .values({
      userId: buyer.id,
      productId: product.id,
      orderId: order.id,
      orderItemId: line.id,
      machineId,
      machineName,
      machineIdName: `${machineId}-${machineName}`,
      ...(status ? { status } : {}),
    })
    .returning();
  return row!.id;
}

let liveMachines = 0x7000;
/** A new buyer's approved licence: its id, order, Machine ID and file as the customer area serves it. */
export async function liveLicenceWithFile(ctx: TestApp, shop: Catalogue, adminAuth: Record<string, string>) {
  liveMachines += 1;
  const machineId = HEX(liveMachines);
  const buyer = await buyerWithFreeOrder(ctx, shop);
  const body = { productId: buyer.product.id, orderId: buyer.orderId, machineIdName: `${machineId}-PC` };
  const created = (await requestLicence(ctx, buyer.auth, body)).json();
  expect((await adminSetStatus(ctx, adminAuth, created._id, 'approved')).statusCode).toBe(200);
  const link = await ctx.app.inject({
    url: `/api/license/requests/${created._id}/file`,
    headers: buyer.auth,
  });
  const file = (await ctx.app.inject({ url: link.json().licenseUrl, headers: buyer.auth })).body;
  return { id: created._id as string, orderId: buyer.orderId, machineId, file };
}
