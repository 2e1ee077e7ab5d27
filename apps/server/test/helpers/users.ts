import { setTimeout as sleep } from 'node:timers/promises';
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
