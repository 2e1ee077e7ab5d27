import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/fixtures';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { mailQueue, newsletterSubscribers } from '../../lib/db/schema';
import { CONFIRMATION_RESEND_MS, confirm, type NewsletterDeps, subscribe, unsubscribe } from './service';

/**
 * The double opt-in built from its parts on a real database, without an app, on a clock the test moves. What
 * the links answer to a browser (redirects, banners, the one-click POST) is the routes' test
 * (newsletter.test.ts).
 */
const world = useModuleWorld();
let now = new Date('2026-03-02T09:00:00Z');
const deps = (): NewsletterDeps => ({
  ...world(),
  secret: 'a-newsletter-secret-for-module-tests-0123456789',
  publicUrl: 'https://shop.example',
  clock: () => now,
});

const confirmations = (email: string) =>
  world()
    .db.select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, 'newsletter-confirmation')))
    .orderBy(mailQueue.createdAt);

const subscriberOf = async (email: string) =>
  (await world().db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** The token of a link of the last confirmation mail sent to `email`. */
async function tokenFromMail(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const text = (await confirmations(email)).at(-1)!.textBody;
  const match = new RegExp(`https://shop\\.example/api/newsletter/${kind}\\?token=([\\w.-]+)`).exec(text);
  expect(match, `${kind} link in the mail`).not.toBeNull();
  return match![1]!;
}

const join = (email: string) => subscribe(deps(), { email, source: 'website', language: 'en' });

describe('subscribe', () => {
  it('sends one confirmation per address per 24 h however often it is submitted, then one more', async () => {
    const email = uniqueEmail('victim');
    for (let i = 0; i < 6; i += 1) await join(email);
    expect(await confirmations(email)).toHaveLength(1);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', confirmationSentAt: now });

    now = new Date(now.getTime() + CONFIRMATION_RESEND_MS - 1000);
    await join(email);
    expect(await confirmations(email)).toHaveLength(1);

    // A day after the first the owner may ask again (the first mail may have been lost), once more.
    now = new Date(now.getTime() + 1000);
    await join(email);
    await join(email);
    expect(await confirmations(email)).toHaveLength(2);
  });

  it('treats an answered confirmation as the owner’s: an unsubscribed address gets one new one, no relay', async () => {
    const email = uniqueEmail('former');
    await join(email);
    await confirm(deps(), await tokenFromMail(email, 'confirm'));
    expect(await subscriberOf(email)).toMatchObject({ status: 'active', isActive: true, confirmedAt: now });
    await join(email);
    expect(await confirmations(email)).toHaveLength(1);

    now = new Date(now.getTime() + 60_000);
    await unsubscribe(deps(), await tokenFromMail(email, 'unsubscribe'));
    expect(await subscriberOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: now });
    now = new Date(now.getTime() + 1000);
    for (let i = 0; i < 5; i += 1) await join(email);
    expect(await confirmations(email)).toHaveLength(2);
  });
});

describe('confirm and unsubscribe', () => {
  it('refuses a confirmation link issued before the last unsubscribe, and one past its 7 days', async () => {
    const email = uniqueEmail('reader');
    await join(email);
    const first = await tokenFromMail(email, 'confirm');
    now = new Date(now.getTime() + 1000);
    await unsubscribe(deps(), await tokenFromMail(email, 'unsubscribe'));
    await expect(confirm(deps(), first)).rejects.toMatchObject({ code: 'newsletter.invalidToken' });
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');

    now = new Date(now.getTime() + 1000);
    await join(email);
    const fresh = await tokenFromMail(email, 'confirm');
    now = new Date(now.getTime() + 8 * 86_400_000);
    await expect(confirm(deps(), fresh)).rejects.toMatchObject({ code: 'newsletter.invalidToken' });
    expect((await subscriberOf(email))!.status).toBe('unsubscribed');
  });

  it('keeps the first unsubscribe date when the link is followed again', async () => {
    const email = uniqueEmail('reader');
    await join(email);
    const link = await tokenFromMail(email, 'unsubscribe');
    await unsubscribe(deps(), link);
    const first = (await subscriberOf(email))!.unsubscribedAt;
    now = new Date(now.getTime() + 5000);
    await unsubscribe(deps(), link);
    expect((await subscriberOf(email))!.unsubscribedAt).toEqual(first);
  });
});
