import type { FastifyInstance } from 'fastify';
import { type AuditActor, lockOrder, type TransitionResult } from '../../src/modules/order-lifecycle';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';

/** A new admin account acting from a test, as the audit log records it. */
export async function testAdminActor(app: FastifyInstance): Promise<AuditActor> {
  const { user } = await createUser(app, { isAdmin: true });
  return { id: user.id, email: user.email, ip: '127.0.0.1' };
}

/** An admin marks the order unpaid through the lifecycle, in its own transaction. */
export async function unmarkOrder(
  app: FastifyInstance,
  orderId: string,
  actor?: AuditActor,
): Promise<TransitionResult> {
  const admin = actor ?? (await testAdminActor(app));
  return app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    return app.orderLifecycle.unmark(tx, order, admin);
  });
}

/** An admin marks the order paid or unpaid from the back-office (`PUT /api/admin/orders/:id`), in `language`. */
export function putOrderPaid(
  ctx: TestApp,
  adminAuth: Record<string, string>,
  orderId: string,
  isPaid: boolean,
  language = 'fr',
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}`,
    headers: { ...adminAuth, 'accept-language': language },
    payload: { isPaid, isDelivered: false },
  });
}
