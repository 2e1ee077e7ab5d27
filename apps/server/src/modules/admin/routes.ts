import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponRoutes } from '../coupons';
import { adminExchangeRateRoutes } from '../currencies';
import { adminLeaseRoutes } from '../leases';
import { adminLicenceRoutes } from '../licences';
import { adminReviewRoutes } from '../reviews';
import { adminSellerIdentityRoutes } from '../seller-identity';
import { adminTrialRoutes } from '../trials';
import { auditRoutes } from './audit/routes';
import { dashboardRoutes } from './dashboard/routes';
import { mailOutboxRoutes } from './mail-outbox/routes';
import { maintenanceRoutes } from './maintenance/routes';
import { newsletterSubscribersRoutes } from './newsletter-subscribers/routes';
import { ordersRoutes } from './orders/routes';
import { usersRoutes } from './users/routes';

/**
 * The back-office API: /api/admin/* and /api/newsletter/subscribers. The admin check runs on every route
 * registered in here, at onRequest (before validation), so a signed-out caller gets 401 and a customer 403
 * whatever they send. A tab adds its routes plugin to the list below; the authorisation matrix test
 * (authorisation-matrix.test.ts) fails until the new routes have an entry in route-matrix.ts.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(auditRoutes);
  await app.register(adminLicenceRoutes);
  await app.register(dashboardRoutes);
  await app.register(usersRoutes);
  await app.register(ordersRoutes);
  await app.register(newsletterSubscribersRoutes);
  await app.register(maintenanceRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminSellerIdentityRoutes);
  await app.register(adminTrialRoutes);
  await app.register(adminLeaseRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminExchangeRateRoutes);
};
