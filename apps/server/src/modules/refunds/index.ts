/**
 * Refunds (docs/rules/refunds.md): the back-office routes and the webhook events they record, and the refund
 * itself with its policy for the buyer's refund requests (modules/refund-requests), which an admin approves.
 */
import { orderLifecycleModule } from '../order-lifecycle';
import type { ShopModule } from '../shop-module';
import { adminRefundRoutes } from './admin-routes';

export type { RefundDeps } from './deps';

import { refundEventsPlugin } from './events';
import { refundsPlugin } from './plugin';
import { viesRecheckPlugin } from './vies-recheck';

export { refuseDependedLines } from './depended';
export { daysSincePayment, isPastPolicy, planRefund, refundDeadline } from './policy';
export { refundOrder } from './service';

export const refundsModule: ShopModule = {
  name: 'refunds',
  needs: [orderLifecycleModule],
  setup: async (app) => {
    await app.register(refundsPlugin);
  },
  adminRoutes: [adminRefundRoutes],
  background: async (app) => {
    await app.register(refundEventsPlugin);
    await app.register(viesRecheckPlugin);
  },
};
