import type { Language } from '@shop/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { newsletterSubscribers } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import { newsletterConfirmationMail } from '../../lib/mail/templates/index';
import { signNewsletterToken, TOKEN_TTL_DAYS, verifyNewsletterToken } from './tokens';

/** The links every newsletter e-mail carries, for one address. */
export function newsletterLinks(app: FastifyInstance, email: string) {
  const base = `${app.config.publicUrl}/api/newsletter`;
  return {
    confirmUrl: `${base}/confirm?token=${signNewsletterToken(app.secrets.newsletter, email, 'confirm')}`,
    unsubscribeUrl: `${base}/unsubscribe?token=${signNewsletterToken(app.secrets.newsletter, email, 'unsubscribe')}`,
  };
}

async function queueConfirmation(
  app: FastifyInstance,
  email: string,
  language: Language,
  executor: Executor,
): Promise<void> {
  const links = newsletterLinks(app, email);
  await app.mail.enqueue(
    newsletterConfirmationMail({
      to: email,
      language,
      ...links,
      validDays: TOKEN_TTL_DAYS.confirm,
      seller: await app.sellerIdentity.current(),
    }),
    executor,
  );
}

/** A confirmation nobody answered is not sent again to the same address before this long. */
export const CONFIRMATION_RESEND_MS = 24 * 3600_000;

/**
 * Whether an address not yet active may get another confirmation: anyone can type anyone's address, so a
 * stranger repeating it gets the owner one e-mail a day at most. A confirmation the owner answered since
 * (confirmed, or unsubscribed through a link only they hold) no longer counts: their next request is theirs.
 */
function mayConfirmAgain(row: typeof newsletterSubscribers.$inferSelect, now: Date): boolean {
  const sent = row.confirmationSentAt?.getTime();
  if (sent === undefined) return true;
  const answered = Math.max(row.confirmedAt?.getTime() ?? 0, row.unsubscribedAt?.getTime() ?? 0) >= sent;
  return answered || now.getTime() - sent >= CONFIRMATION_RESEND_MS;
}

/**
 * Double opt-in subscription. New addresses get a confirmation e-mail; pending and unsubscribed ones get one
 * when `mayConfirmAgain`; an active one gets nothing. The caller answers the same way in every case, so
 * nobody learns who subscribed.
 */
export async function subscribe(
  app: FastifyInstance,
  input: { email: string; source: string; language: Language },
): Promise<void> {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({
        email: input.email,
        source: input.source,
        language: input.language,
        status: 'pending',
        confirmationSentAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length > 0) {
      await queueConfirmation(app, input.email, input.language, tx);
      return;
    }
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, input.email))
      .for('update');
    if (!existing || existing.status === 'active' || !mayConfirmAgain(existing, now)) return;
    // Pending or unsubscribed: a new confirmation link; the state changes only when it is followed.
    await tx
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: now })
      .where(eq(newsletterSubscribers.id, existing.id));
    await queueConfirmation(app, input.email, input.language, tx);
  });
}

/** Follows a confirmation link: activates the subscription (again, after an unsubscribe). */
export async function confirm(app: FastifyInstance, token: string): Promise<void> {
  const payload = verifyNewsletterToken(app.secrets.newsletter, token, 'confirm');
  if (!payload) throw badRequest('newsletter.invalidToken');
  await app.db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, payload.email))
      .for('update');
    if (!subscriber) throw badRequest('newsletter.invalidToken');
    if (subscriber.status === 'active') return;
    // A link issued before the last unsubscribe no longer re-subscribes: only a new request does.
    const unsubscribedAt = subscriber.unsubscribedAt?.getTime() ?? 0;
    if (unsubscribedAt > payload.issuedAt) throw badRequest('newsletter.invalidToken');
    const now = new Date();
    await tx
      .update(newsletterSubscribers)
      .set({
        isActive: true,
        status: 'active',
        confirmedAt: now,
        unsubscribedAt: null,
        ...(subscriber.status === 'unsubscribed' ? { subscribedAt: now } : {}),
      })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  });
}

/** Follows an unsubscribe link (GET or RFC 8058 one-click POST). Idempotent. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<void> {
  const payload = verifyNewsletterToken(app.secrets.newsletter, token, 'unsubscribe');
  if (!payload) throw badRequest('newsletter.invalidToken');
  // One statement: an address already unsubscribed keeps its first unsubscribe date.
  await app.db
    .update(newsletterSubscribers)
    .set({ isActive: false, status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.email, payload.email), ne(newsletterSubscribers.status, 'unsubscribed')),
    );
}
