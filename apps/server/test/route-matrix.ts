import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../src/lib/db/schema';
import { createUser } from './fixtures';

/** Who calls: nobody signed in, the owner of the resources, another customer, an admin. */
export type Role = 'visitor' | 'owner' | 'other' | 'admin';
export type Identity = Awaited<ReturnType<typeof createUser>>;

/** The resources the owner holds, made once before the matrix runs. */
export interface MatrixWorld {
  app: FastifyInstance;
  identities: Record<Exclude<Role, 'visitor'>, Identity>;
  orderId: string;
  freeProductId: string;
  otherFreeProductId: string;
  paidProductId: string;
  downloadFile: string;
  sessionId: string;
  sessionOrderId: string;
  licenceId: string;
  /** The owner's running trial (of a product other than `paidProductId`, which offers none). */
  trialId: string;
  /** The owner's lease, in its grace period and bound to no machine yet. */
  leaseId: string;
  fileLink: string;
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  /** A body that is not JSON (the licence refresh takes the file as text). */
  contentType?: string;
  /** Replaces the role's own bearer token (a route that revokes it is called with a throwaway user's). */
  authorization?: string;
}

export interface MatrixEntry {
  request: (world: MatrixWorld, role: Role) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<Role, number>;
}

export const everyone = (status: number): Record<Role, number> => ({
  visitor: status,
  owner: status,
  other: status,
  admin: status,
});
/** Signed-in only, and the same answer for any signed-in caller (the route acts on the caller's own data). */
export const signedIn = (status: number): Record<Role, number> => ({
  visitor: 401,
  owner: status,
  other: status,
  admin: status,
});
/** The owner's resource: another customer gets `stranger`, an admin sees it. */
export const ownerOrAdmin = (stranger: number, status = 200): Record<Role, number> => ({
  visitor: 401,
  owner: status,
  other: stranger,
  admin: status,
});

/** The current slug of a product of the world (the release routes name products by slug). */
async function slugOf(world: MatrixWorld, productId: string): Promise<string> {
  const [row] = await world.app.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return row!.slug;
}

let unique = 0;
export const next = () => {
  unique += 1;
  return `${Date.now().toString(36)}${unique}`;
};
export const HEX = () =>
  next()
    .padStart(32, 'A')
    .toUpperCase()
    .replace(/[^0-9A-F]/g, 'B')
    .slice(-32);
export const billing = {
  billingName: 'Jeanne Martin',
  billingAddress: '1 rue de la Paix',
  billingZip: '75002',
  billingCity: 'Paris',
  billingCountry: 'FR',
};
export const identityOf = (world: MatrixWorld, role: Role) =>
  role === 'visitor' ? undefined : world.identities[role];

/** For routes that revoke the caller's token: each role calls as a throwaway account of the same kind. */
export const asThrowaway =
  (url: string, payload: (password: string) => unknown = () => ({})) =>
  async (world: MatrixWorld, role: Role): Promise<MatrixRequest> => {
    if (role === 'visitor') return { url, payload: payload('x') };
    const throwaway = await createUser(world.app, { isAdmin: role === 'admin' });
    return { url, payload: payload(throwaway.password), authorization: throwaway.auth.authorization };
  };

/**
 * The public and catalogue routes × the four callers; the cart, checkout, order and download routes are in
 * `buyer-route-matrix.ts`, the account routes in `account-route-matrix.ts`, and the back-office has its own
 * matrix. A route missing from all of them fails the test that reads the app's route table.
 */
export const storefrontRouteMatrix: Record<string, MatrixEntry> = {
  'GET /metrics': { request: () => ({ url: '/metrics' }), expect: everyone(200) },
  'GET /robots.txt': { request: () => ({ url: '/robots.txt' }), expect: everyone(200) },
  'GET /sitemap.xml': { request: () => ({ url: '/sitemap.xml' }), expect: everyone(200) },
  'GET /favicon.ico': { request: () => ({ url: '/favicon.ico' }), expect: everyone(301) },
  'POST /v1/checkout/sessions': {
    request: () => ({ url: '/v1/checkout/sessions', payload: {} }),
    expect: everyone(401),
  },
  'GET /v1/checkout/sessions/:id': {
    request: (world) => ({ url: `/v1/checkout/sessions/${world.sessionId}` }),
    expect: everyone(401),
  },
  'POST /v1/checkout/sessions/:id/expire': {
    request: (world) => ({ url: `/v1/checkout/sessions/${world.sessionId}/expire` }),
    expect: everyone(401),
  },
  'POST /v1/coupons': {
    request: () => ({ url: '/v1/coupons', payload: {} }),
    expect: everyone(401),
  },
  // The sandbox's Refunds API answers only the sandbox's secret key (the SDK's bearer), never a user token.
  'POST /v1/refunds': {
    request: () => ({ url: '/v1/refunds', payload: {} }),
    expect: everyone(401),
  },
  'GET /v1/refunds/:id': {
    request: () => ({ url: '/v1/refunds/re_unknown' }),
    expect: everyone(401),
  },
  'GET /v1/refunds': {
    request: () => ({ url: '/v1/refunds?payment_intent=pi_unknown' }),
    expect: everyone(401),
  },
  // The card fingerprint the affiliate programme reads (docs/rules/affiliates.md): the sandbox's key only.
  'GET /v1/payment_intents/:id': {
    request: () => ({ url: '/v1/payment_intents/pi_unknown' }),
    expect: everyone(401),
  },
  // The sandbox's Billing subset and test clock (docs/rules/leases.md): its secret key only, like the rest.
  'GET /v1/subscriptions/:id': {
    request: () => ({ url: '/v1/subscriptions/sub_unknown' }),
    expect: everyone(401),
  },
  'POST /v1/subscriptions/:id': {
    request: () => ({ url: '/v1/subscriptions/sub_unknown', payload: {} }),
    expect: everyone(401),
  },
  'DELETE /v1/subscriptions/:id': {
    request: () => ({ url: '/v1/subscriptions/sub_unknown' }),
    expect: everyone(401),
  },
  'GET /v1/invoice_payments': {
    request: () => ({ url: '/v1/invoice_payments?invoice=in_unknown' }),
    expect: everyone(401),
  },
  'POST /v1/customers/:id': {
    request: () => ({ url: '/v1/customers/cus_unknown', payload: {} }),
    expect: everyone(401),
  },
  'POST /v1/invoices/:id/pay': {
    request: () => ({ url: '/v1/invoices/in_unknown/pay', payload: {} }),
    expect: everyone(401),
  },
  // A dunning e-mail's card link is its own credential (signed): a forged one is a 404 for all.
  'GET /api/leases/:id/card': {
    request: () => ({ url: '/api/leases/00000000-0000-4000-8000-000000000000/card?token=forged.token' }),
    expect: everyone(404),
  },
  'GET /v1/test_helpers/test_clocks/:id': {
    request: () => ({ url: '/v1/test_helpers/test_clocks/clock_sandbox' }),
    expect: everyone(401),
  },
  'POST /v1/test_helpers/test_clocks/:id/advance': {
    request: () => ({ url: '/v1/test_helpers/test_clocks/clock_sandbox/advance', payload: {} }),
    expect: everyone(401),
  },
  'POST /v1/billing_portal/sessions': {
    request: () => ({ url: '/v1/billing_portal/sessions', payload: {} }),
    expect: everyone(401),
  },
  // The portal's link is its credential (signed with the sandbox's key): an unknown one is a 404 for all.
  'GET /sandbox/stripe/portal': {
    request: () => ({ url: '/sandbox/stripe/portal?session=unknown.token' }),
    expect: everyone(404),
  },
  'POST /sandbox/stripe/portal': {
    request: () => ({ url: '/sandbox/stripe/portal?session=unknown.token', payload: {} }),
    expect: everyone(404),
  },
  'GET /sandbox/stripe/pay/:id': {
    request: (world) => ({ url: `/sandbox/stripe/pay/${world.sessionId}` }),
    expect: everyone(200),
  },
  'POST /sandbox/stripe/pay/:id': {
    request: () => ({ url: '/sandbox/stripe/pay/cs_test_unknown', payload: {} }),
    expect: everyone(404),
  },
  'GET /api/docs': { request: () => ({ url: '/api/docs' }), expect: everyone(200) },
  'GET /api/docs/static/index.html': {
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone(200),
  },
  'GET /api/docs/json': { request: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  'GET /api/docs/yaml': { request: () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  'GET /api/docs/static/*': {
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  'GET /api/openapi.json': { request: () => ({ url: '/api/openapi.json' }), expect: everyone(200) },
  'GET /api/health': { request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/products': { request: () => ({ url: '/api/products' }), expect: everyone(200) },
  'GET /api/products/:id': {
    request: (world) => ({ url: `/api/products/${world.paidProductId}` }),
    expect: everyone(200),
  },
  'GET /api/products/:slug/releases': {
    request: async (world) => ({ url: `/api/products/${await slugOf(world, world.paidProductId)}/releases` }),
    expect: everyone(200),
  },
  'GET /product/:slug/releases.atom': {
    request: async (world) => ({ url: `/product/${await slugOf(world, world.paidProductId)}/releases.atom` }),
    expect: everyone(200),
  },
  'GET /api/products/:id/reviews': {
    request: (world) => ({ url: `/api/products/${world.freeProductId}/reviews?otherLanguage=true` }),
    expect: everyone(200),
  },
  'GET /api/products/:id/reviews/mine': {
    request: (world) => ({ url: `/api/products/${world.freeProductId}/reviews/mine` }),
    expect: signedIn(200),
  },
  // The owner bought the free product; the others never did (an admin is no buyer either).
  'POST /api/products/:id/reviews': {
    request: (world) => ({
      url: `/api/products/${world.freeProductId}/reviews`,
      payload: { stars: 5, text: 'Review from the matrix.' },
    }),
    expect: { visitor: 401, owner: 201, other: 403, admin: 403 },
  },
  'PUT /api/products/:id/reviews/mine': {
    request: (world) => ({
      url: `/api/products/${world.freeProductId}/reviews/mine`,
      payload: { stars: 4, text: 'Edited from the matrix.' },
    }),
    expect: { visitor: 401, owner: 200, other: 403, admin: 403 },
  },
  'GET /api/reviews/highlights': {
    request: () => ({ url: '/api/reviews/highlights' }),
    expect: everyone(200),
  },
  'GET /api/config/public': { request: () => ({ url: '/api/config/public' }), expect: everyone(200) },
  'GET /api/catalog/images/:id/:file': {
    request: (world) => ({ url: `/api/catalog/images/${world.paidProductId}/${world.paidProductId}.png` }),
    expect: everyone(404),
  },
  'POST /api/newsletter/subscribe': {
    request: () => ({
      url: '/api/newsletter/subscribe',
      payload: { email: `reader-${next()}@example.test` },
    }),
    expect: everyone(200),
  },
  'GET /api/newsletter/confirm': {
    request: () => ({ url: '/api/newsletter/confirm?token=forged' }),
    expect: everyone(302),
  },
  'GET /api/newsletter/unsubscribe': {
    request: () => ({ url: '/api/newsletter/unsubscribe?token=forged' }),
    expect: everyone(302),
  },
  'POST /api/newsletter/unsubscribe': {
    request: () => ({ url: '/api/newsletter/unsubscribe?token=forged', payload: {} }),
    expect: everyone(400),
  },
  'POST /api/email/contact': {
    request: () => ({
      url: '/api/email/contact',
      payload: {
        name: 'Jeanne',
        email: 'jeanne@example.test',
        subject: 'Question',
        message: 'A question about NT8.',
      },
    }),
    expect: everyone(200),
  },
};
