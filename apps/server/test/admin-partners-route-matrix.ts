import type { MatrixEntry } from './admin-matrix-entry';
import { createUser } from './fixtures';
import { firstPurchaseTerms, insertPartner } from './helpers/affiliates';
import { insertCoupon } from './helpers/coupons';
import { insertWebhookDelivery, insertWebhookEndpoint } from './helpers/webhooks';

/**
 * The back-office routes of partners and tools (issue 48): the affiliate programme and the outbound webhooks.
 * Part of the admin route matrix (admin-route-matrix.ts), which the authorisation matrix test walks.
 */
export const adminPartnersRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/admin/webhooks': { request: async () => ({ url: '/api/admin/webhooks' }), status: 200 },
  'POST /api/admin/webhooks': {
    request: async () => ({
      url: '/api/admin/webhooks',
      payload: { url: 'https://93.184.216.34/hooks', events: ['order.paid'] },
    }),
    status: 201,
  },
  'PUT /api/admin/webhooks/:id': {
    request: async ({ app }) => ({
      url: `/api/admin/webhooks/${await insertWebhookEndpoint(app.db)}`,
      payload: { url: 'https://93.184.216.34/other', events: ['order.refunded'] },
    }),
    status: 200,
  },
  'DELETE /api/admin/webhooks/:id': {
    request: async ({ app }) => ({ url: `/api/admin/webhooks/${await insertWebhookEndpoint(app.db)}` }),
    status: 204,
  },
  'POST /api/admin/webhooks/:id/secret': {
    request: async ({ app }) => ({
      url: `/api/admin/webhooks/${await insertWebhookEndpoint(app.db)}/secret`,
    }),
    status: 200,
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    request: async ({ app }) => ({
      url: `/api/admin/webhooks/${await insertWebhookEndpoint(app.db)}/deliveries`,
    }),
    status: 200,
  },
  'POST /api/admin/webhooks/deliveries/:id/replay': {
    request: async ({ app }) => ({
      url: `/api/admin/webhooks/deliveries/${await insertWebhookDelivery(app)}/replay`,
    }),
    status: 204,
  },
  'GET /api/admin/affiliates': {
    request: async () => ({ url: '/api/admin/affiliates?status=applied' }),
    status: 200,
  },
  'POST /api/admin/affiliates/invitations': {
    request: async ({ app }) => ({
      url: '/api/admin/affiliates/invitations',
      payload: { email: (await createUser(app)).user.email, terms: firstPurchaseTerms, code: null },
    }),
    status: 201,
  },
  'POST /api/admin/affiliates/:id/approve': {
    request: async ({ app }) => ({
      url: `/api/admin/affiliates/${(await insertPartner(app)).partner.id}/approve`,
      payload: { terms: firstPurchaseTerms },
    }),
    status: 200,
  },
  'POST /api/admin/affiliates/:id/reject': {
    request: async ({ app }) => ({
      url: `/api/admin/affiliates/${(await insertPartner(app)).partner.id}/reject`,
      payload: { reason: null },
    }),
    status: 200,
  },
  'PUT /api/admin/affiliates/:id/terms': {
    request: async ({ app }) => ({
      url: `/api/admin/affiliates/${(await insertPartner(app, { status: 'approved', percent: 10, scope: 'first_purchase' })).partner.id}/terms`,
      payload: { terms: firstPurchaseTerms },
    }),
    status: 200,
  },
  'PUT /api/admin/affiliates/:id/coupon': {
    request: async ({ app }) => ({
      url: `/api/admin/affiliates/${(await insertPartner(app)).partner.id}/coupon`,
      payload: { couponCode: (await insertCoupon(app)).code },
    }),
    status: 200,
  },
  'GET /api/admin/affiliates/settings': {
    request: async () => ({ url: '/api/admin/affiliates/settings' }),
    status: 200,
  },
  'PUT /api/admin/affiliates/settings': {
    request: async () => ({ url: '/api/admin/affiliates/settings', payload: { windowDays: 30 } }),
    status: 200,
  },
  // A new partner has earned nothing yet: the admin's call reaches the ledger and is refused for that alone.
  'POST /api/admin/affiliates/:id/payouts': {
    request: async ({ app }) => ({
      url: `/api/admin/affiliates/${(await insertPartner(app, { status: 'approved' })).partner.id}/payouts`,
      payload: { currency: 'eur', reference: 'VIR-MATRIX' },
    }),
    status: 409,
  },
  'GET /api/admin/affiliates/payouts': {
    request: async () => ({ url: '/api/admin/affiliates/payouts' }),
    status: 200,
  },
  'GET /api/admin/affiliates/payouts.csv': {
    request: async () => ({ url: '/api/admin/affiliates/payouts.csv' }),
    status: 200,
  },
};
