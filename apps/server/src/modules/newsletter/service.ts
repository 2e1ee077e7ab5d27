import type { Language } from '@shop/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { newsletterSubscribers } from '../../lib/db/schema';
import { badRequest } from '../../lib/errors';
import type { MailService } from '../../lib/mail/plugin';
import { newsletterConfirmationMail } from '../../lib/mail/templates/index';
import type { CurrentSeller } from '../seller-identity';
import { signNewsletterToken, TOKEN_TTL_DAYS, verifyNewsletterToken } from './tokens';

/** What the newsletter reaches: its tokens' secret, the shop's public address for their links, and the clock. */
export interface NewsletterDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue'>;
  seller: CurrentSeller;
  secret: string;
  publicUrl: string;
  clock: () => Date;
}

/** The links every newsletter e-mail carries, for one address. */
export function newsletterLinks(deps: Pick<NewsletterDeps, 'secret' | 'publicUrl' | 'clock'>, email: string) {
  const base = `${deps.publicUrl}/api/newsletter`;
  const token = (purpose: 'confirm' | 'unsubscribe') =>
    signNewsletterToken(deps.secret, email, purpose, deps.clock());
  return {
    confirmUrl: `${base}/confirm?token=${token('confirm')}`,
    unsubscribeUrl: `${base}/unsubscribe?token=${token('unsubscribe')}`,
  };
}

async function queueConfirmation(
  deps: NewsletterDeps,
  email: string,
  language: Language,
  executor: Executor,
): Promise<void> {
  await deps.mail.enqueue(
    newsletterConfirmationMail({
      to: email,
      language,
      ...newsletterLinks(deps, email),
      validDays: TOKEN_TTL_DAYS.confirm,
      seller: await deps.seller.current(),
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
  deps: NewsletterDeps,
  input: { email: string; source: string; language: Language },
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
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
      await queueConfirmation(deps, input.email, input.language, tx);
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
    await queueConfirmation(deps, input.email, input.language, tx);
  });
}

/** Follows a confirmation link: activates the subscription (again, after an unsubscribe). */
export async function confirm(deps: NewsletterDeps, token: string): Promise<void> {
  const payload = verifyNewsletterToken(deps.secret, token, 'confirm', deps.clock());
  if (!payload) throw badRequest('newsletter.invalidToken');
  await deps.db.transaction(async (tx) => {
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
    const now = deps.clock();
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
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const payload = verifyNewsletterToken(deps.secret, token, 'unsubscribe', deps.clock());
  if (!payload) throw badRequest('newsletter.invalidToken');
  // One statement: an address already unsubscribed keeps its first unsubscribe date.
  await deps.db
    .update(newsletterSubscribers)
    .set({ isActive: false, status: 'unsubscribed', unsubscribedAt: deps.clock() })
    .where(
      and(eq(newsletterSubscribers.email, payload.email), ne(newsletterSubscribers.status, 'unsubscribed')),
    );
}
