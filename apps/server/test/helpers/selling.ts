import { checkoutAnswerSchema, type Money } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { licenceRequests, orderItems, products } from '../../src/lib/db/schema';
import type { TestApp } from '../test-app';
import { payInSandbox, sessionIdOf } from './checkout';
import { adminSetStatus, requestLicence } from './licences';

type CartLine = { product: string; qty: number; upgradeFrom?: string; expectedPrice?: Money };

/** The seeded products by slug (the bundle and the Lite/Premium pairs of docs/rules/bundles.md, upgrades.md). */
export async function productsBySlug(ctx: TestApp) {
  const rows = await ctx.app.db.select().from(products);
  return new Map(rows.map((row) => [row.slug, row]));
}

/** `POST /api/checkout` as the cart's button sends it. */
export function checkout(ctx: TestApp, auth: Record<string, string>, cartItems: CartLine[], language = 'fr') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...auth, 'accept-language': language },
    payload: { withdrawalConsent: true, cartItems },
  });
}

/** A card checkout of the cart, paid in the sandbox; the session's total and the order's id. */
export async function payCart(ctx: TestApp, auth: Record<string, string>, cartItems: CartLine[]) {
  const started = await checkout(ctx, auth, cartItems);
  expect(started.statusCode, started.body).toBe(200);
  const answer = checkoutAnswerSchema.parse(started.json());
  if (answer.kind !== 'redirect') throw new Error('a card checkout redirects');
  expect((await payInSandbox(ctx, sessionIdOf(answer.url))).statusCode).toBe(303);
  return { orderId: answer.orderId!, sessionId: sessionIdOf(answer.url) };
}

/** A free product ordered through the free checkout; the order's id. */
export async function freeOrder(ctx: TestApp, auth: Record<string, string>, productId: string) {
  const free = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: productId, qty: 1 }] },
  });
  expect(free.statusCode, free.body).toBe(200);
  return (free.json() as { orderId: string }).orderId;
}

export const linesOf = (ctx: TestApp, orderId: string) =>
  ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/** A licence of `productId` in `orderId` on `machineId`, requested by the buyer and approved by the admin. */
export async function approvedLicence(
  ctx: TestApp,
  auth: Record<string, string>,
  adminAuth: Record<string, string>,
  body: { orderId: string; productId: string; machineId: string },
) {
  const created = await requestLicence(ctx, auth, {
    orderId: body.orderId,
    productId: body.productId,
    machineIdName: `${body.machineId}-PC`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  expect((await adminSetStatus(ctx, adminAuth, id, 'approved')).statusCode).toBe(200);
  return id;
}

export const licencesOf = (ctx: TestApp, userId: string) =>
  ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.userId, userId));

/** The same refusal in both languages: one status and key, a message in each. */
export async function expectTranslatedRefusal(
  call: (language: string) => Promise<{ statusCode: number; json: () => { code: string; message: string } }>,
  status: number,
  code: string,
) {
  const en = await call('en');
  const fr = await call('fr');
  expect([en.statusCode, fr.statusCode]).toEqual([status, status]);
  expect([en.json().code, fr.json().code]).toEqual([code, code]);
  expect(fr.json().message).not.toBe(en.json().message);
  return { en: en.json().message, fr: fr.json().message };
}
