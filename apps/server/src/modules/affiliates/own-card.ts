import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../lib/db/client';
import {
  affiliateCards,
  affiliateReferralCards,
  affiliateReferrals,
  affiliates,
  orders,
} from '../../lib/db/schema';
import type { LeaseClock } from '../../lib/payments/clock';
import type { PaymentGateway } from '../../lib/payments/gateway';
import type { ShopEvents } from '../webhooks';
import { settleOrders } from './ledger';

type ReferralRow = typeof affiliateReferrals.$inferSelect;

/** A card payment just applied (committed): its order and the provider's payment intent. */
export interface PaidCard {
  orderId: string;
  paymentIntent: string;
}

/**
 * What the own-card rule reaches: the database, the provider's card fingerprint, the VAT rate, the clock, the
 * log, the webhooks' outbox.
 */
export interface OwnCardDeps {
  db: Database;
  payments: Pick<PaymentGateway, 'cardFingerprint'>;
  config: Pick<AppConfig, 'vatRatePercent'>;
  clock: LeaseClock;
  log: FastifyBaseLogger;
  /** The webhooks' outbox: a commission taken back is an event (docs/rules/webhooks.md). */
  events: ShopEvents;
}

/**
 * The own-card rule (docs/rules/affiliates.md), after a card payment is committed: a partner's own payments
 * teach the programme their card's fingerprint, and a referred order paid with one of the partner's cards is
 * excluded and its commission taken back, in one transaction (a lease's period: the whole lease). The provider is asked only about those two
 * kinds of order; a provider that gives no fingerprint, or does not answer, leaves the order as it is (logged).
 */
export async function checkPaidCards(deps: OwnCardDeps, paid: readonly PaidCard[]): Promise<void> {
  for (const payment of paid) {
    try {
      await checkPaidCard(deps, payment);
    } catch (error) {
      deps.log.warn({ err: error, orderId: payment.orderId }, 'the paying card could not be checked');
    }
  }
}

async function checkPaidCard(deps: OwnCardDeps, { orderId, paymentIntent }: PaidCard): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [partner] = await deps.db.select().from(affiliates).where(eq(affiliates.userId, order.userId));
  // A lease's referral is the lease's: every period order answers to it.
  const [referral] = await deps.db
    .select()
    .from(affiliateReferrals)
    .where(
      order.subscriptionId
        ? eq(affiliateReferrals.subscriptionId, order.subscriptionId)
        : eq(affiliateReferrals.orderId, orderId),
    );
  if (!partner && !referral) return;
  const fingerprint = await deps.payments.cardFingerprint(paymentIntent);
  if (!fingerprint) return;
  await deps.db.transaction(async (tx) => {
    const excluded = new Map<string, ReferralRow>();
    if (partner) {
      await tx.insert(affiliateCards).values({ affiliateId: partner.id, fingerprint }).onConflictDoNothing();
      // Looking back: the partner's referrals this card paid before the programme knew it was theirs.
      const paidBefore = await tx
        .select({ referral: affiliateReferrals })
        .from(affiliateReferralCards)
        .innerJoin(affiliateReferrals, eq(affiliateReferrals.id, affiliateReferralCards.referralId))
        .where(
          and(
            eq(affiliateReferralCards.fingerprint, fingerprint),
            eq(affiliateReferrals.affiliateId, partner.id),
            isNull(affiliateReferrals.excluded),
          ),
        );
      for (const { referral: paid } of paidBefore) excluded.set(paid.id, paid);
    }
    if (referral) {
      await tx
        .insert(affiliateReferralCards)
        .values({ referralId: referral.id, fingerprint })
        .onConflictDoNothing();
      const [own] = await tx
        .select()
        .from(affiliateCards)
        .where(
          and(
            eq(affiliateCards.affiliateId, referral.affiliateId),
            eq(affiliateCards.fingerprint, fingerprint),
          ),
        );
      if (own && !referral.excluded) excluded.set(referral.id, referral);
    }
    await excludeReferrals(deps, tx, [...excluded.values()]);
  });
}

/**
 * Excludes referrals paid with their partner's card and takes back what their orders earned (a lease's
 * referral: every period's).
 */
async function excludeReferrals(deps: OwnCardDeps, tx: Transaction, referrals: ReferralRow[]): Promise<void> {
  if (referrals.length === 0) return;
  await tx
    .update(affiliateReferrals)
    .set({ excluded: 'same_card' })
    .where(
      inArray(
        affiliateReferrals.id,
        referrals.map(({ id }) => id),
      ),
    );
  const leases = referrals.flatMap(({ subscriptionId }) => (subscriptionId ? [subscriptionId] : []));
  const periods = leases.length
    ? await tx.select({ id: orders.id }).from(orders).where(inArray(orders.subscriptionId, leases))
    : [];
  const settled = [
    ...referrals.flatMap(({ orderId }) => (orderId ? [orderId] : [])),
    ...periods.map(({ id }) => id),
  ];
  await settleOrders(tx, settled, {
    homeVatRateBps: Math.round(deps.config.vatRatePercent * 100),
    now: await deps.clock.now(tx),
    events: deps.events,
  });
}
