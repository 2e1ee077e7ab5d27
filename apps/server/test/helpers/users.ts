import { setTimeout as sleep } from 'node:timers/promises';
import { type SignUpConfirmAnswer, signUpConfirmAnswerSchema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { mailQueue } from '../../src/lib/db/schema';
import type { TestApp } from '../test-app';

export type MailRow = typeof mailQueue.$inferSelect;

/** Queued e-mails of one account template (`account-passwordReset`, …) to one address, oldest first. */
export async function accountMails(ctx: TestApp, to: string, kind: string): Promise<MailRow[]> {
  return ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, to), eq(mailQueue.template, `account-${kind}`)))
    .orderBy(mailQueue.createdAt);
}

/** Waits (up to 5 s) until `count` such e-mails are queued: forgot-password work runs after the answer. */
export async function waitForAccountMails(
  ctx: TestApp,
  to: string,
  kind: string,
  count = 1,
): Promise<MailRow[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = await accountMails(ctx, to, kind);
    if (rows.length >= count) return rows;
    await sleep(50);
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

/** The link of an account e-mail's button (its text version prints `label: url`). */
export function linkIn(mail: MailRow, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(mail.textBody);
  if (!match) throw new Error(`no ${path} link in the e-mail`);
  return match[0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

export const post = (ctx: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });

/**
 * Signs up through the API the way a buyer does (docs/rules/accounts.md): the sign-up, the link e-mailed to
 * the address, then its confirmation, which creates the account and answers it signed in.
 */
export async function signUpThroughLink(
  ctx: TestApp,
  body: { name: string; email: string; password: string; redirect?: string },
  headers: Record<string, string> = {},
): Promise<SignUpConfirmAnswer> {
  const asked = await post(ctx, '/api/users/signup', body, headers);
  if (asked.statusCode !== 202) throw new Error(`sign-up answered ${asked.statusCode}: ${asked.body}`);
  const [mail] = (await accountMails(ctx, body.email.trim().toLowerCase(), 'confirmSignUp')).slice(-1);
  if (!mail) throw new Error(`no sign-up link to ${body.email}`);
  const confirmed = await post(
    ctx,
    '/api/users/signup/confirm',
    { token: tokenOf(linkIn(mail, '/confirm-signup')) },
    headers,
  );
  if (confirmed.statusCode !== 201)
    throw new Error(`confirming answered ${confirmed.statusCode}: ${confirmed.body}`);
  return signUpConfirmAnswerSchema.parse(confirmed.json());
}
