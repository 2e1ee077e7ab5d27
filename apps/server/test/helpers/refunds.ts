import type { AddressInfo } from 'node:net';
import { checkoutSessionResponseSchema } from '@shop/contracts';
import { expect } from 'vitest';
import { createStripeClient } from '../../src/lib/payments/gateway';
import type { TestApp } from '../test-app';
import { buyer, createSession, orderRow, payInSandbox, sessionIdOf } from './checkout';

/** A buyer's order paid through the sandbox (checkout session, test card, webhook), as a browser does. */
export async function paidOrder(
  ctx: TestApp,
  cartItems: { product: string; qty: number }[],
  language = 'fr',
) {
  const customer = await buyer(ctx, { language: language as 'fr' | 'en' });
  const created = await createSession(ctx, customer.auth, cartItems, language);
  expect(created.statusCode).toBe(200);
  const { sessionUrl, orderId } = checkoutSessionResponseSchema.parse(created.json());
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const order = await orderRow(ctx, orderId);
  expect(order.status).toBe('paid');
  return { ...customer, orderId, order };
}

export function postRefund(
  ctx: TestApp,
  auth: Record<string, string>,
  orderId: string,
  body: Record<string, unknown>,
  language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...auth, 'accept-language': language },
    payload: body,
  });
}

/** The official SDK talking to the sandbox directly: what a refund made in the Stripe dashboard looks like. */
export function dashboardStripe(ctx: TestApp) {
  const address = ctx.app.server.address() as AddressInfo;
  return createStripeClient({ sandbox: { host: '127.0.0.1', port: address.port } });
}
