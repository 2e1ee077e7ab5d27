import type { LeaseCheckoutAnswer, LeaseCheckoutRequest } from '@shop/contracts';
import { pageLinks } from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { products, subscriptions } from '../../lib/db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { attributeLease, type Referral } from '../affiliates';
import { ninjaTraderEmailFor } from '../ninjatrader-delivery';
import type { LeaseDeps } from './deps';
import { leaseLine } from './period-order';
import { planPriceCents } from './plan-price';

/**
 * Opens a lease's Checkout Session in subscription mode (docs/rules/leases.md): one product, on a plan it
 * offers in the chosen currency, for a signed-in buyer with a billing address (stored, or given with the request), who ticked the
 * withdrawal consent (the request schema requires it) and does not lease it already. The lease row is
 * created `incomplete` first; its id rides in the subscription's metadata, so every later event finds it. It is
 * dated on the lease clock, as its periods and its end are (the sandbox's test clock when it runs), so the
 * dashboard's churn compares times of one clock.
 */
export async function openLeaseCheckout(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'payments' | 'sales' | 'clock' | 'log'>,
  user: { id: string; email: string },
  request: LeaseCheckoutRequest & { referral?: Referral | undefined },
  language: Language,
): Promise<LeaseCheckoutAnswer> {
  await deps.sales.requireBillingAddress(user.id, request.billing);
  const currency = request.currency ?? 'eur';
  const [product] = await deps.db.select().from(products).where(eq(products.id, request.productId));
  if (!product?.published || planPriceCents(product, request.plan, 'eur') === null) {
    throw badRequest('lease.planNotOffered');
  }
  // As a one-off price without its dollar twin, a plan without one is not leased in dollars (currencies.md).
  const catalogueCents = planPriceCents(product, request.plan, currency);
  if (catalogueCents === null) {
    throw new AppError(400, 'currency.leaseNotSold', { product: localized(product, 'name', language) });
  }
  const [running] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.productId, product.id),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    );
  if (running) throw new AppError(409, 'lease.alreadyLeased');
  // The request schema requires the consent: it is timed and versioned now, and each period's order copies it.
  const terms = await deps.sales.saleTermsOf(deps.db, user.id, true, currency);
  const ninjaTraderEmail = await ninjaTraderEmailFor(deps.db, [product.id], request.ninjaTraderEmail);
  // Under reverse charge the buyer pays the net price, as at the card checkout (docs/rules/vat.md).
  const line = deps.sales.chargedLines(
    [leaseLine(product, request.plan, language, catalogueCents)],
    terms,
  )[0]!;
  const priceCents = line.unitPriceCents;
  const [lease] = await deps.db
    .insert(subscriptions)
    .values({
      userId: user.id,
      productId: product.id,
      plan: request.plan,
      priceCents,
      currency,
      language,
      withdrawalConsentAt: terms.withdrawalConsent?.at ?? null,
      withdrawalConsentVersion: terms.withdrawalConsent?.version ?? null,
      ninjaTraderEmail,
      createdAt: await deps.clock.now(),
    })
    .returning();
  await attributeLease(deps.db, { id: lease!.id, userId: user.id }, request.referral, new Date());
  const base = deps.config.publicUrl;
  let session: Awaited<ReturnType<typeof deps.payments.createCheckoutSession>>;
  try {
    session = await deps.payments.createCheckoutSession({
      mode: 'subscription',
      locale: language,
      customer_email: user.email,
      client_reference_id: lease!.id,
      metadata: { leaseId: lease!.id },
      subscription_data: { metadata: { leaseId: lease!.id, userId: user.id, productId: product.id } },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: priceCents,
            recurring: { interval: request.plan === 'monthly' ? 'month' : 'year' },
            product_data: { name: line.name, metadata: { productId: product.id } },
          },
        },
      ],
      success_url: `${base}${pageLinks.profileTab('indicators')}`,
      cancel_url: `${base}${pageLinks.product(product.slug)}`,
    });
  } catch (error) {
    deps.log.error({ err: error, leaseId: lease!.id }, 'lease checkout session creation failed');
    await deps.db.delete(subscriptions).where(eq(subscriptions.id, lease!.id));
    throw new AppError(503, 'checkout.paymentUnavailable');
  }
  await deps.db
    .update(subscriptions)
    .set({ checkoutSessionId: session.id })
    .where(eq(subscriptions.id, lease!.id));
  if (!session.url) throw new AppError(503, 'checkout.paymentUnavailable');
  return { url: session.url, leaseId: lease!.id };
}
