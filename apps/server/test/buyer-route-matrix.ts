import { billingAddress, sentReminderToken } from './helpers/checkout';
import { insertCoupon } from './helpers/coupons';
import { insertCreditNote } from './helpers/refunds';
import { everyone, type MatrixEntry, ownerOrAdmin, signedIn } from './route-matrix';

/**
 * The cart, checkout, order, lease, trial, credit note and download routes × the four callers, beside the
 * public and catalogue routes of `route-matrix.ts` (the authorisation tests read both).
 */
export const buyerRouteMatrix: Record<string, MatrixEntry> = {
  // The partner routes act on the caller's own partnership (docs/rules/affiliates.md).
  'POST /api/affiliates/application': {
    request: () => ({
      url: '/api/affiliates/application',
      payload: { website: null, message: 'I teach order flow to 300 traders.', code: null },
    }),
    expect: signedIn(201),
  },
  'GET /api/affiliates/me': { request: () => ({ url: '/api/affiliates/me' }), expect: signedIn(200) },
  'GET /api/affiliates/commissions': {
    request: () => ({ url: '/api/affiliates/commissions' }),
    expect: signedIn(200),
  },
  'POST /api/affiliates/clicks': {
    request: () => ({ url: '/api/affiliates/clicks', payload: { code: 'NO-SUCH-PARTNER', consent: false } }),
    expect: everyone(200),
  },
  'POST /api/cart/quote': {
    request: (world) => ({ url: '/api/cart/quote', payload: { products: [world.paidProductId] } }),
    expect: everyone(200),
  },
  'POST /api/checkout': {
    request: (world) => ({
      url: '/api/checkout',
      payload: {
        withdrawalConsent: true,
        billing: billingAddress,
        cartItems: [{ product: world.paidProductId, qty: 1 }],
      },
    }),
    expect: signedIn(200),
  },
  // A payment reminder's link is only its buyer's: another account, an admin included, gets 404 as for a bad link.
  'POST /api/checkout/resume': {
    request: async (world) => ({
      url: '/api/checkout/resume',
      payload: {
        token: await sentReminderToken(world.app, world.sessionOrderId, world.identities.owner.user.id),
      },
    }),
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'POST /api/coupons/check': {
    request: async (world) => ({
      url: '/api/coupons/check',
      payload: {
        code: (await insertCoupon(world.app)).code,
        cartItems: [{ product: world.paidProductId, qty: 1 }],
      },
    }),
    expect: signedIn(200),
  },
  'POST /api/checkout/quote': {
    request: (world) => ({
      url: '/api/checkout/quote',
      payload: { cartItems: [{ product: world.paidProductId, qty: 1 }] },
    }),
    expect: signedIn(200),
  },
  'GET /api/upgrades': {
    request: () => ({ url: '/api/upgrades' }),
    expect: signedIn(200),
  },
  'GET /api/checkout/status': {
    request: (world) => ({ url: `/api/checkout/status?order_id=${world.sessionOrderId}` }),
    // The success page's check is the buyer's own: an admin reads orders through the back-office. Anyone else
    // gets the 404 of an unknown order, which confirms nothing (SECURITY.md).
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'POST /api/checkout/create-session': {
    request: (world) => ({
      url: '/api/checkout/create-session',
      payload: {
        withdrawalConsent: true,
        billing: billingAddress,
        cartItems: [{ product: world.paidProductId, qty: 1 }],
      },
    }),
    expect: signedIn(200),
  },
  'POST /api/checkout/create-free-order': {
    request: (world) => ({
      url: '/api/checkout/create-free-order',
      payload: {
        withdrawalConsent: true,
        billing: billingAddress,
        cartItems: [{ product: world.otherFreeProductId, qty: 1 }],
      },
    }),
    expect: signedIn(200),
  },
  'GET /api/checkout/sessions/:sessionId': {
    request: (world) => ({
      url: `/api/checkout/sessions/${world.sessionId}?order_id=${world.sessionOrderId}`,
    }),
    // The success page's check is the buyer's own: an admin reads orders through the back-office. Anyone else
    // gets the 404 of an unknown order, which confirms nothing (SECURITY.md).
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'POST /api/checkout/webhook': {
    request: () => ({ url: '/api/checkout/webhook', payload: {} }),
    expect: everyone(400),
  },
  'POST /api/orders': {
    request: (world) => ({
      url: '/api/orders',
      payload: { orderItems: [{ product: world.paidProductId, qty: 1 }] },
    }),
    expect: signedIn(201),
  },
  'GET /api/orders/mine': { request: () => ({ url: '/api/orders/mine' }), expect: signedIn(200) },
  'GET /api/orders/:id': {
    request: (world) => ({ url: `/api/orders/${world.orderId}` }),
    expect: ownerOrAdmin(404),
  },
  'GET /api/leases': { request: () => ({ url: '/api/leases' }), expect: signedIn(200) },
  // The matrix's products offer no lease plan: every signed-in caller is refused the same way.
  'POST /api/leases/checkout': {
    request: (world) => ({
      url: '/api/leases/checkout',
      payload: { productId: world.paidProductId, plan: 'monthly', withdrawalConsent: true },
    }),
    expect: signedIn(400),
  },
  // Nobody's lease: a lease is only ever its buyer's, an admin included gets the 404 (leases.test.ts).
  'POST /api/leases/:id/cancel': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/cancel' }),
    expect: signedIn(404),
  },
  'POST /api/leases/:id/resume': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/resume' }),
    expect: signedIn(404),
  },
  'POST /api/leases/:id/save-offer': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/save-offer', payload: {} }),
    expect: signedIn(404),
  },
  'POST /api/leases/:id/end-pause': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/end-pause' }),
    expect: signedIn(404),
  },
  // The owner's lease: its product has no save offer; a lease is only ever its buyer's (save-offers.test.ts).
  'GET /api/leases/:id/save-offer': {
    request: (world) => ({ url: `/api/leases/${world.leaseId}/save-offer` }),
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'POST /api/leases/:id/portal': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/portal' }),
    expect: signedIn(404),
  },
  'POST /api/leases/:id/machine': {
    request: () => ({
      url: '/api/leases/00000000-0000-4000-8000-000000000000/machine',
      payload: { machineIdName: '0123456789ABCDEF0123456789ABCDEF-Desk' },
    }),
    expect: signedIn(404),
  },
  // The owner's lease has no machine yet (409); a lease is only ever its buyer's, an admin included gets 404.
  'GET /api/leases/:id/file': {
    request: (world) => ({ url: `/api/leases/${world.leaseId}/file` }),
    expect: { visitor: 401, owner: 409, other: 404, admin: 404 },
  },
  'GET /api/trials': { request: () => ({ url: '/api/trials' }), expect: signedIn(200) },
  'GET /api/vendor-licences': { request: () => ({ url: '/api/vendor-licences' }), expect: signedIn(200) },
  // The matrix's products offer no trial: every signed-in caller is refused the same way (trials.test.ts).
  'POST /api/trials': {
    request: (world) => ({
      url: '/api/trials',
      payload: { productId: world.paidProductId, machineIdName: '0123456789ABCDEF0123456789ABCDEF-Desk' },
    }),
    expect: signedIn(409),
  },
  // A trial's file is only ever its buyer's, an admin included gets the 404.
  'GET /api/trials/:id/file': {
    request: (world) => ({ url: `/api/trials/${world.trialId}/file` }),
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'GET /api/refund-requests/mine': {
    request: () => ({ url: '/api/refund-requests/mine' }),
    expect: signedIn(200),
  },
  // The buyer's own order only: an admin asks nothing for a buyer, and gets the stranger's 404.
  'GET /api/orders/:id/refund-requests': {
    request: (world) => ({ url: `/api/orders/${world.orderId}/refund-requests` }),
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'POST /api/orders/:id/refund-requests': {
    request: (world) => ({
      url: `/api/orders/${world.orderId}/refund-requests`,
      payload: { lines: [{ itemId: world.orderId, quantity: 1 }], reason: 'Matrix check' },
    }),
    // The owner's order is free: nothing to refund (409).
    expect: { visitor: 401, owner: 409, other: 404, admin: 404 },
  },
  'GET /api/invoices/:orderId': {
    request: (world) => ({ url: `/api/invoices/${world.orderId}` }),
    expect: ownerOrAdmin(404),
  },
  'GET /api/credit-notes/:id': {
    request: async (world) => ({
      url: `/api/credit-notes/${await insertCreditNote(world.app, world.orderId)}`,
    }),
    expect: ownerOrAdmin(404),
  },
  'GET /api/files/download': {
    request: (world) => ({ url: world.fileLink }),
    // The link is bound to the buyer it was signed for: nobody else may use it, admins included (the 404 of
    // another customer's resource).
    expect: { visitor: 401, owner: 200, other: 404, admin: 404 },
  },
  'GET /api/download/:file': {
    request: (world) => ({ url: `/api/download/${world.downloadFile}` }),
    expect: ownerOrAdmin(403),
  },
  'GET /api/users/purchases': { request: () => ({ url: '/api/users/purchases' }), expect: signedIn(200) },
};
