import type { Language } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../lib/db/client';
import { sandboxSubscriptions } from '../../lib/db/schema';
import { hmacSign, hmacVerify } from '../../lib/hmac';
import type { SandboxBilling } from './billing';
import { TEST_PAYMENT_METHODS } from './card-retries';
import { type FormValue, randomId, str } from './form';
import { renderMessagePage, renderPortalPage } from './page';

/** How long a portal link opens the portal, as Stripe's sessions are short-lived. */
const PORTAL_TTL_SECONDS = 3600;

interface PortalDeps {
  db: Database;
  billing: SandboxBilling;
  apiKey: string;
  publicUrl: string;
  stripeError: (reply: FastifyReply, status: number, message: string, param?: string) => unknown;
  onShopOrigin: (url: string) => boolean;
  notFoundText: (language: Language) => string;
}

type PortalMessage = Parameters<typeof renderPortalPage>[0]['message'];
const cardUpdated = { error: false, text: 'cardUpdated' } as const;

interface PortalClaims {
  customer: string;
  returnUrl: string;
  expiresAt: number;
}

/**
 * The portal's link carries its session, signed with the sandbox's key: no table, and every instance opens
 * it. It is the credential, as Stripe's portal link is.
 */
function portalToken(apiKey: string, claims: PortalClaims): string {
  const data = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${data}.${hmacSign(apiKey, `portal:${data}`)}`;
}

/** The portal page's address: the token rides in the query, being longer than a path parameter may be. */
const portalPath = (token: string, base = '') =>
  `${base}/sandbox/stripe/portal?session=${encodeURIComponent(token)}`;

function readPortalToken(apiKey: string, token: string | undefined): PortalClaims | null {
  const [data, signature] = (token ?? '').split('.');
  if (!data || !signature || !hmacVerify(apiKey, `portal:${data}`, signature)) return null;
  const claims = JSON.parse(Buffer.from(data, 'base64url').toString()) as PortalClaims;
  return claims.expiresAt > Date.now() / 1000 ? claims : null;
}

/**
 * Stripe's Customer Portal as far as the shop uses it (docs/rules/leases.md): `POST /v1/billing_portal/sessions`
 * (`billingPortal.sessions.create({ customer, return_url })`) answers a session whose `url` is the sandbox's
 * portal page, where the buyer cancels a subscription at period end or resumes it (the change reaches the shop
 * as `customer.subscription.updated`, as Stripe's does) and goes back to `return_url`.
 */
export function registerSandboxPortal(sandbox: FastifyInstance, deps: PortalDeps): void {
  const { db, billing, apiKey, stripeError } = deps;
  const hide = { schema: { hide: true } };
  const subscriptionsOf = (customer: string) =>
    db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customer, customer))
      .orderBy(asc(sandboxSubscriptions.createdAt));

  sandbox.post('/v1/billing_portal/sessions', hide, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, FormValue>;
    const customer = str(body.customer);
    const returnUrl = str(body.return_url);
    if (!customer) return stripeError(reply, 400, 'Missing required param: customer.', 'customer');
    if (!returnUrl || !deps.onShopOrigin(returnUrl)) {
      return stripeError(reply, 400, "Invalid return_url: it must be on the shop's origin.", 'return_url');
    }
    if ((await subscriptionsOf(customer)).length === 0) {
      return stripeError(reply, 404, `No such customer: '${customer}'`, 'customer');
    }
    const created = Math.floor(Date.now() / 1000);
    const token = portalToken(apiKey, { customer, returnUrl, expiresAt: created + PORTAL_TTL_SECONDS });
    return {
      id: randomId('bps_test'),
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      created,
      livemode: false,
      locale: null,
      url: portalPath(token, deps.publicUrl),
    };
  });

  type ByToken = {
    Querystring: { session?: string; updated?: string };
    Body: Record<string, FormValue>;
  };
  const page = async (token: string, claims: PortalClaims, language: Language, message?: PortalMessage) =>
    renderPortalPage(
      { token, returnUrl: claims.returnUrl, subscriptions: await subscriptionsOf(claims.customer), message },
      language,
    );

  sandbox.get<ByToken>('/sandbox/stripe/portal', hide, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const claims = readPortalToken(apiKey, request.query.session);
    if (!claims)
      return reply.status(404).send(renderMessagePage(deps.notFoundText(request.language), request.language));
    const updated = request.query.updated === '1' ? cardUpdated : undefined;
    return page(request.query.session!, claims, request.language, updated);
  });

  sandbox.post<ByToken>('/sandbox/stripe/portal', hide, async (request, reply) => {
    const claims = readPortalToken(apiKey, request.query.session);
    const id = str(request.body?.subscription) ?? '';
    const action = str(request.body?.action);
    if (claims && action === 'card') {
      // The customer's new default card; Stripe tells `customer.updated`, on which the shop retries the invoice.
      const card = (str(request.body?.card) ?? '').replace(/[\s-]/g, '');
      if (!Object.values(TEST_PAYMENT_METHODS).includes(card)) {
        reply.type('text/html; charset=utf-8');
        const invalid = { error: true, text: 'invalidCard' } as const;
        return reply.status(402).send(await page(request.query.session!, claims, request.language, invalid));
      }
      await billing.setCard(claims.customer, card);
      return reply.redirect(`${portalPath(request.query.session!)}&updated=1`, 303);
    }
    const owned = claims && (await subscriptionsOf(claims.customer)).some((row) => row.id === id);
    if (!owned || (action !== 'cancel' && action !== 'resume')) {
      reply.type('text/html; charset=utf-8');
      return reply.status(404).send(renderMessagePage(deps.notFoundText(request.language), request.language));
    }
    // An ended subscription is left as it is; the page shows it ended.
    await billing.setCancelAtPeriodEnd(id, action === 'cancel');
    return reply.redirect(portalPath(request.query.session!), 303);
  });
}
