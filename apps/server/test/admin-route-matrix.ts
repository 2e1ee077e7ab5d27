import { newsletterSubscribers, orders, products, reviews, seatActivations } from '../src/lib/db/schema';
import { adminCatalogRouteMatrix } from './admin-catalog-route-matrix';
import type { MatrixEntry } from './admin-matrix-entry';
import { adminPartnersRouteMatrix } from './admin-partners-route-matrix';
import { createUser } from './fixtures';
import { insertCoupon, uniqueCode } from './helpers/coupons';
import { insertPastDueLease } from './helpers/leases';
import { insertLicenceRequest } from './helpers/licences';
import { insertMail } from './helpers/mail-outbox';
import { insertFreePaidOrder, insertRefundRequest } from './helpers/refunds';
import { insertTrial } from './helpers/trials';
import { insertVendorLicenceTask } from './helpers/vendor-licences';

export type { MatrixContext, MatrixEntry } from './admin-matrix-entry';

/** A valid coupon for the back-office's coupon routes: 10 % off the whole cart, with a code of its own. */
const couponBody = () => ({
  code: uniqueCode('MATRIX'),
  kind: 'percent',
  percent: 10,
  productId: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstPurchaseOnly: false,
  active: true,
});

/**
 * One entry per back-office route, keyed `METHOD /api/path/:param` exactly as registered. The authorisation
 * matrix test walks the server's route table: a route under /api/admin or /api/newsletter/subscribers with
 * no entry here fails it.
 */
export const adminRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/admin/audit-log': { request: async () => ({ url: '/api/admin/audit-log' }), status: 200 },
  'GET /api/admin/license-requests': {
    request: async () => ({ url: '/api/admin/license-requests?status=pending' }),
    status: 200,
  },
  'PUT /api/admin/license-requests/:id': {
    request: async ({ app }) => ({
      url: `/api/admin/license-requests/${await insertLicenceRequest(app)}`,
      payload: { status: 'approved', adminNotes: 'ok' },
    }),
    status: 200,
  },
  'POST /api/admin/license-requests/:id/export': {
    request: async ({ app }) => ({
      url: `/api/admin/license-requests/${await insertLicenceRequest(app)}/export`,
    }),
    status: 200,
  },
  'GET /api/admin/licence-check-ins': {
    request: async () => ({ url: '/api/admin/licence-check-ins' }),
    status: 200,
  },
  'GET /api/admin/licence-vendor-kit': {
    request: async () => ({ url: '/api/admin/licence-vendor-kit' }),
    status: 200,
  },
  'GET /api/admin/licence-alerts': {
    request: async () => ({ url: '/api/admin/licence-alerts' }),
    status: 200,
  },
  'PUT /api/admin/licence-alerts': {
    request: async () => ({ url: '/api/admin/licence-alerts', payload: { mode: 'digest' } }),
    status: 200,
  },
  'GET /api/admin/trials': { request: async () => ({ url: '/api/admin/trials' }), status: 200 },
  'POST /api/admin/trials/:id/extend': {
    request: async ({ app }) => ({
      url: `/api/admin/trials/${(await insertTrial(app)).id}/extend`,
      payload: { days: 7 },
    }),
    status: 200,
  },
  'GET /api/admin/vendor-licences': {
    request: async () => ({ url: '/api/admin/vendor-licences' }),
    status: 200,
  },
  'GET /api/admin/vendor-licences/export': {
    request: async () => ({ url: '/api/admin/vendor-licences/export' }),
    status: 200,
  },
  'POST /api/admin/vendor-licences/:id/done': {
    request: async ({ app }) => ({
      url: `/api/admin/vendor-licences/${await insertVendorLicenceTask(app)}/done`,
      payload: { done: true },
    }),
    status: 200,
  },
  'POST /api/admin/subscriptions/:id/grace': {
    request: async ({ app }) => ({
      url: `/api/admin/subscriptions/${(await insertPastDueLease(app)).id}/grace`,
      payload: { days: 3 },
    }),
    status: 200,
  },
  'GET /api/admin/lease-dunning': { request: async () => ({ url: '/api/admin/lease-dunning' }), status: 200 },
  'PUT /api/admin/lease-dunning': {
    request: async () => ({
      url: '/api/admin/lease-dunning',
      payload: { midwayAfterDays: 3, lastNoticeBeforeDays: 1 },
    }),
    status: 200,
  },
  'GET /api/admin/subscriptions': {
    request: async () => ({ url: '/api/admin/subscriptions?status=past_due' }),
    status: 200,
  },
  'GET /api/admin/subscriptions/save-offers': {
    request: async () => ({ url: '/api/admin/subscriptions/save-offers' }),
    status: 200,
  },
  'GET /api/admin/subscriptions/cancellation-notes': {
    request: async () => ({ url: '/api/admin/subscriptions/cancellation-notes?page=2' }),
    status: 200,
  },
  'PUT /api/admin/subscriptions/save-offers/:productId': {
    request: async ({ app }) => {
      const [product] = await app.db.select().from(products).limit(1);
      return { url: `/api/admin/subscriptions/save-offers/${product!.id}`, payload: { kind: 'none' } };
    },
    status: 200,
  },
  'GET /api/admin/coupons': { request: async () => ({ url: '/api/admin/coupons' }), status: 200 },
  'POST /api/admin/coupons': {
    request: async () => ({ url: '/api/admin/coupons', payload: couponBody() }),
    status: 201,
  },
  'PUT /api/admin/coupons/:id': {
    request: async ({ app }) => ({
      url: `/api/admin/coupons/${(await insertCoupon(app)).id}`,
      payload: { ...couponBody(), active: false },
    }),
    status: 200,
  },
  ...adminCatalogRouteMatrix,
  'GET /api/admin/dashboard': { request: async () => ({ url: '/api/admin/dashboard' }), status: 200 },
  'GET /api/admin/figures': {
    request: async () => ({ url: '/api/admin/figures?currency=eur' }),
    status: 200,
  },
  'GET /api/admin/figures/export': {
    request: async () => ({ url: '/api/admin/figures/export' }),
    status: 200,
  },
  'GET /api/admin/archive/export': {
    request: async () => ({ url: '/api/admin/archive/export?from=2026-01-01&to=2026-01-31' }),
    status: 200,
  },
  'GET /api/admin/e-reporting': {
    request: async () => ({ url: '/api/admin/e-reporting?from=2026-01-01&to=2026-01-31' }),
    status: 200,
  },
  'GET /api/admin/e-reporting/export': {
    request: async () => ({ url: '/api/admin/e-reporting/export?from=2026-01-01&to=2026-01-31' }),
    status: 200,
  },
  'GET /api/admin/exchange-rate': { request: async () => ({ url: '/api/admin/exchange-rate' }), status: 200 },
  'PUT /api/admin/exchange-rate': {
    request: async () => ({
      url: '/api/admin/exchange-rate',
      payload: { eurPerUsd: 0.92, rateDate: '2026-11-20' },
    }),
    status: 200,
  },
  'GET /api/admin/users': { request: async () => ({ url: '/api/admin/users?search=a' }), status: 200 },
  'GET /api/admin/seller-identity': {
    request: async () => ({ url: '/api/admin/seller-identity' }),
    status: 200,
  },
  'PUT /api/admin/seller-identity': {
    request: async ({ app }) => ({
      url: '/api/admin/seller-identity',
      payload: {
        ...(await app.sellerIdentity.current()),
        siret: '732 829 320 00074',
        vat: 'FR44732829320',
        publisher: 'Camille Durand',
        email: 'aide@shop.example',
        name: 'Shop',
        legalForm: 'SAS',
        shareCapital: '1 000 €',
        address: '1 rue du Test, Paris',
        rcsCity: 'Paris',
        rcsNumber: '732 829 320',
        hosting: 'Host',
      },
    }),
    status: 200,
  },
  'PUT /api/admin/users/:id': {
    request: async ({ app }) => {
      const { user } = await createUser(app);
      return {
        url: `/api/admin/users/${user.id}`,
        payload: { name: 'Renamed', email: user.email, isAdmin: false },
      };
    },
    status: 200,
  },
  'GET /api/admin/users/:id/machines': {
    request: async ({ app }) => ({ url: `/api/admin/users/${(await createUser(app)).user.id}/machines` }),
    status: 200,
  },
  // A buyer's seat machine, signed in from the indicator (docs/rules/seats.md): the admin frees it.
  'DELETE /api/admin/users/:id/machines/:machineId': {
    request: async ({ app }) => {
      const { user } = await createUser(app);
      const [product] = await app.db.select().from(products).limit(1);
      const [machine] = await app.db
        .insert(seatActivations)
        .values({
          userId: user.id,
          productId: product!.id,
          machineId: 'A'.repeat(32),
          machineName: 'Desk',
          platformVersion: '8.1.5',
        })
        .returning();
      return { url: `/api/admin/users/${user.id}/machines/${machine!.id}` };
    },
    status: 204,
  },
  'GET /api/admin/orders': { request: async () => ({ url: '/api/admin/orders?status=paid' }), status: 200 },
  'PUT /api/admin/orders/:id': {
    request: async ({ app }) => {
      const { user } = await createUser(app);
      const [product] = await app.db.select().from(products).limit(1);
      const [order] = await app.db
        .insert(orders)
        .values({ userId: user.id, totalCents: product!.priceCents })
        .returning();
      return { url: `/api/admin/orders/${order!.id}`, payload: { isPaid: false, isDelivered: true } };
    },
    status: 200,
  },
  'GET /api/admin/orders/:id/refunds': {
    request: async ({ app }) => ({ url: `/api/admin/orders/${await insertFreePaidOrder(app)}/refunds` }),
    status: 200,
  },
  'POST /api/admin/orders/:id/refunds': {
    // A free order is cancelled without calling Stripe (docs/rules/refunds.md).
    request: async ({ app }) => ({
      url: `/api/admin/orders/${await insertFreePaidOrder(app)}/refunds`,
      payload: { reason: 'Matrix check' },
    }),
    status: 200,
  },
  'POST /api/admin/orders/:id/vies-check': {
    // An order not charged VAT for want of a VIES answer has no verdict to wait for (docs/rules/vat.md).
    request: async ({ app }) => ({ url: `/api/admin/orders/${await insertFreePaidOrder(app)}/vies-check` }),
    status: 409,
  },
  'GET /api/admin/refund-requests': {
    request: async () => ({ url: '/api/admin/refund-requests' }),
    status: 200,
  },
  'POST /api/admin/refund-requests/:id/approve': {
    // A free order's request: approving cancels the order without calling Stripe.
    request: async ({ app }) => ({
      url: `/api/admin/refund-requests/${await insertRefundRequest(app)}/approve`,
      payload: {},
    }),
    status: 200,
  },
  'POST /api/admin/refund-requests/:id/decline': {
    request: async ({ app }) => ({
      url: `/api/admin/refund-requests/${await insertRefundRequest(app)}/decline`,
      payload: { reason: 'Matrix check' },
    }),
    status: 200,
  },
  'POST /api/admin/maintenance/run': {
    request: async () => ({ url: '/api/admin/maintenance/run', payload: { task: 'checkUsers' } }),
    status: 200,
  },
  'GET /api/admin/mail-outbox': { request: async () => ({ url: '/api/admin/mail-outbox' }), status: 200 },
  'POST /api/admin/mail-outbox/:id/retry': {
    request: async ({ app }) => ({ url: `/api/admin/mail-outbox/${await insertMail(app.db)}/retry` }),
    status: 200,
  },
  'GET /api/admin/reviews': { request: async () => ({ url: '/api/admin/reviews?hidden=true' }), status: 200 },
  'PUT /api/admin/reviews/:id/visibility': {
    request: async ({ app }) => {
      const { user } = await createUser(app);
      const [product] = await app.db.select().from(products).limit(1);
      const [review] = await app.db
        .insert(reviews)
        .values({
          productId: product!.id,
          userId: user.id,
          language: 'fr',
          stars: 4,
          text: 'Avis de la matrice.',
        })
        .returning();
      return {
        url: `/api/admin/reviews/${review!.id}/visibility`,
        payload: { hidden: true, reason: 'Test' },
      };
    },
    status: 200,
  },
  'GET /api/newsletter/subscribers': {
    request: async () => ({ url: '/api/newsletter/subscribers?status=active' }),
    status: 200,
  },
  'GET /api/admin/license-requests/export': {
    request: async ({ app }) => {
      await insertLicenceRequest(app);
      return { url: '/api/admin/license-requests/export' };
    },
    status: 200,
  },
  'GET /api/admin/client-summary/export': {
    request: async () => ({ url: '/api/admin/client-summary/export' }),
    status: 200,
  },
  'GET /api/newsletter/subscribers/export': {
    request: async () => ({ url: '/api/newsletter/subscribers/export' }),
    status: 200,
  },
  'DELETE /api/newsletter/subscribers/:id': {
    request: async ({ app }) => {
      const [subscriber] = await app.db
        .insert(newsletterSubscribers)
        .values({ email: `matrix-${Date.now()}@example.test` })
        .returning();
      return { url: `/api/newsletter/subscribers/${subscriber!.id}` };
    },
    status: 200,
  },
  ...adminPartnersRouteMatrix,
};
