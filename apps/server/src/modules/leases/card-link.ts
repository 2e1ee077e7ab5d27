import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../lib/db/schema';
import { notFound } from '../../lib/errors';
import { hmacSign } from '../../lib/hmac';
import { readSignedToken, signToken } from '../../lib/signed-token';
import type { LeaseDeps } from './deps';
import { portalSessionUrl } from './service';

/**
 * The key of card-update links, derived from the bearer-token secret: every instance shares it, and a
 * separate derivation keeps a link from ever being usable as anything else.
 */
export const cardLinkSecret = (jwtSecret: string) => hmacSign(jwtSecret, 'lease-card-update-link');

/**
 * The dunning e-mails' one-click link (docs/rules/leases.md): the lease, and the grace end it was sent for,
 * signed. It is its own credential (no sign-in from an e-mail), valid until that grace end.
 */
export function cardUpdateLink(
  deps: Pick<LeaseDeps, 'config' | 'cardLinkSecret'>,
  leaseId: string,
  graceUntil: Date,
) {
  const token = signToken(deps.cardLinkSecret, { l: leaseId, x: Math.floor(graceUntil.getTime() / 1000) });
  return `${deps.config.publicUrl}/api/leases/${leaseId}/card?token=${encodeURIComponent(token)}`;
}

/**
 * GET /api/leases/:id/card?token=…: the provider's page where the lease's customer updates the card (a Customer
 * Portal session), while the link's grace runs on the lease clock and the lease is still past due at the
 * provider; else `404 lease.cardLinkInvalid` (paid meanwhile, ended, expired, or not this lease's link).
 */
export async function openCardUpdate(
  deps: Pick<LeaseDeps, 'db' | 'config' | 'payments' | 'log' | 'clock' | 'cardLinkSecret'>,
  leaseId: string,
  token: string,
): Promise<string> {
  const claims = readSignedToken(deps.cardLinkSecret, token);
  const now = await deps.clock.now();
  const valid = claims?.l === leaseId && typeof claims.x === 'number' && claims.x * 1000 > now.getTime();
  if (!valid) throw notFound('lease.cardLinkInvalid');
  const [lease] = await deps.db
    .select({ providerId: subscriptions.providerSubscriptionId, graceUntil: subscriptions.graceUntil })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, leaseId), eq(subscriptions.status, 'past_due')));
  if (!lease?.providerId || !lease.graceUntil || lease.graceUntil <= now)
    throw notFound('lease.cardLinkInvalid');
  return portalSessionUrl(deps, lease.providerId, leaseId);
}
