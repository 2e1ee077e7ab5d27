import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { setupCheckoutSuite } from '../../../test/helpers/checkout';
import {
  DAY,
  failingLease,
  GOOD_CARD,
  type LeaseDriver,
  leaseDriver,
  recoveredLease,
  refreshFile,
} from '../../../test/helpers/leases';
import { claimsOf } from '../../../test/ninjascript/cases';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, mailQueue, orders } from '../../lib/db/schema';
import { leaseTestModules } from './test-modules';

/**
 * Dunning (docs/rules/leases.md, "The dunning e-mails"): a failed renewal's e-mails on the owner's days, each
 * once and at its time on the test clock (the scheduled task, no sweep run by the test), the one-click card
 * link to the provider's page, the open invoice retried once the card is updated, and the lease's licence file
 * carrying `graceUntil` while unpaid.
 */
let ctx: TestApp;
let driver: LeaseDriver;
let admin: Awaited<ReturnType<typeof createUser>>;

setupCheckoutSuite(
  leaseTestModules,
  ({ ctx: app }) => {
    ctx = app;
  },
  { SCHEDULED_TASKS_ENABLED: 'true' },
);

beforeAll(async () => {
  driver = await leaseDriver(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});

const dunningMails = async (email: string) =>
  (
    await ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email))
      .orderBy(asc(mailQueue.createdAt))
  ).filter((mail) => mail.template.startsWith('lease-grace'));
const templates = async (email: string) => (await dunningMails(email)).map((mail) => mail.template);

/** The card-update link a dunning e-mail carries, as a path on the shop. */
async function cardLinkIn(email: string, template: string) {
  const mail = (await dunningMails(email)).find((row) => row.template === template)!;
  const url = /https?:\/\/\S+\/api\/leases\/\S+\/card\?token=[^\s")<]+/.exec(mail.textBody)?.[0];
  expect(url).toBeDefined();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

const setDays = (payload: unknown, auth = admin.auth, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/lease-dunning',
    headers: { ...auth, 'accept-language': language },
    payload: payload as object,
  });

/** Follows the portal link the card route redirects to, then updates the card there (the sandbox's form). */
async function updateCardFrom(link: string, card: string) {
  const opened = await ctx.app.inject({ url: link });
  expect(opened.statusCode).toBe(303);
  const portal = new URL(opened.headers.location as string);
  const page = await ctx.app.inject({ url: `${portal.pathname}${portal.search}` });
  expect(page.body).toContain('data-testid="portal-update-card"');
  return ctx.app.inject({
    method: 'POST',
    url: `${portal.pathname}${portal.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'card', card }).toString(),
  });
}

/**
 * The default days (mid-grace 3 days after the failure, the last reminder the day before the 7-day grace ends)
 * against the sandbox's retries, which end after the grace as the README asks of a real account: days 2, 4, 6
 * and 8, so on day 6 the provider still retries and a card update still pays.
 */
describe('the default dunning days, all reached before the provider gives up', () => {
  /** The e-mails so far, checked a minute before and after `at`: only `due` more at `at`, each once. */
  async function sentAt(email: string, at: number, before: string[], due: string) {
    await driver.advanceTo(at - 60);
    expect(await templates(email)).toEqual(before);
    await driver.advanceTo(at + 60);
    await driver.advanceTo(at + 120);
    expect(await templates(email)).toEqual([...before, due]);
  }

  it('mails the failure, mid-grace and the day before the end, then stops the licence at the grace end', async () => {
    const days = await ctx.app.inject({ url: '/api/admin/lease-dunning', headers: admin.auth });
    expect(days.json()).toEqual({ midwayAfterDays: 3, lastNoticeBeforeDays: 1, graceDays: 7 });
    const { auth, user, leaseId, end, file } = await failingLease(ctx, driver, 'en');

    await driver.advanceTo(end + 60);
    expect(await templates(user.email)).toEqual(['lease-graceStarted']);
    await sentAt(user.email, end + 3 * DAY, ['lease-graceStarted'], 'lease-graceMidway');
    const told = ['lease-graceStarted', 'lease-graceMidway', 'lease-graceReminder'];
    await sentAt(user.email, end + 6 * DAY, told.slice(0, 2), 'lease-graceReminder');
    // Day 6's retry failed too, and the provider still retries: the reminder's link still leads to a payment.
    expect((await driver.leaseRow(leaseId)).status).toBe('past_due');
    const reminder = (await dunningMails(user.email))[2]!;
    expect(reminder.textBody).toContain('Last reminder before your licence stops');

    // The licence runs to the grace end, and stops there with the one final e-mail.
    expect((await refreshFile(ctx, file)).statusCode).toBe(200);
    await sentAt(user.email, end + 7 * DAY, told, 'lease-graceEnded');
    const stopped = await refreshFile(ctx, file);
    expect([stopped.statusCode, stopped.json().code]).toEqual([403, 'license.refresh.expired']);
    const download = await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });
    expect(download.json().code).toBe('lease.notEntitled');

    // The provider's last retry, day 8, fails and ends the subscription: no e-mail more, and no link helps.
    await driver.advanceTo(end + 8 * DAY + 60);
    await driver.advanceTo(end + 10 * DAY);
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
    expect(await templates(user.email)).toEqual([...told, 'lease-graceEnded']);
    const link = await cardLinkIn(user.email, 'lease-graceReminder');
    const refused = await ctx.app.inject({ url: link, headers: { 'accept-language': 'en' } });
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      'This card-update link is no longer valid: the lease is paid, ended or the link expired. Manage it from your profile.',
    ]);
  });

  it('lets a card updated from the last reminder’s link, on the last day, pay the open invoice', async () => {
    const { user, leaseId, end, file } = await failingLease(ctx, driver, 'fr');
    await driver.advanceTo(end + 60);
    await driver.advanceTo(end + 3 * DAY + 60);
    await driver.advanceTo(end + 6 * DAY + 3600);
    const told = ['lease-graceStarted', 'lease-graceMidway', 'lease-graceReminder'];
    expect(await templates(user.email)).toEqual(told);

    const updated = await updateCardFrom(await cardLinkIn(user.email, 'lease-graceReminder'), GOOD_CARD);
    expect(updated.statusCode).toBe(303);
    expect(await driver.leaseRow(leaseId)).toMatchObject(recoveredLease);
    const fresh = claimsOf((await refreshFile(ctx, file)).json().licence);
    expect(fresh.graceUntil).toBeUndefined();
    expect(Date.parse(fresh.expiresAt!)).toBeGreaterThan((end + 7 * DAY) * 1000);

    // Paid: the provider's day-8 retry has nothing to charge, and the grace's end passes without an e-mail.
    await driver.advanceTo(end + 8 * DAY + 60);
    expect((await driver.leaseRow(leaseId)).status).toBe('active');
    expect(await templates(user.email)).toEqual(told);
  });
});

describe('dunning e-mails at their days, and the card updated from the link', () => {
  it('fails, mails on the owner’s days, then the link’s card update pays the invoice and refreshes the file', async () => {
    expect((await setDays({ midwayAfterDays: 3, lastNoticeBeforeDays: 2 })).statusCode).toBe(200);
    const { user, leaseId, end, file } = await failingLease(ctx, driver, 'fr');
    expect(claimsOf(file).graceUntil).toBeUndefined();

    await driver.advanceTo(end + 60);
    expect(await templates(user.email)).toEqual(['lease-graceStarted']);
    const [started] = await dunningMails(user.email);
    expect(started!.subject).toBe('Le paiement de votre location de Asian Session Levels a échoué');
    // In grace the licence runs, and its file says until when.
    const graceUntil = (await driver.leaseRow(leaseId)).graceUntil!;
    expect(claimsOf((await refreshFile(ctx, file)).json().licence).graceUntil).toBe(graceUntil.toISOString());

    // Mid-grace: 3 days after the failure, not an hour before.
    await driver.advanceTo(end + 3 * DAY - 3600);
    expect(await templates(user.email)).toEqual(['lease-graceStarted']);
    await driver.advanceTo(end + 3 * DAY + 60);
    expect(await templates(user.email)).toEqual(['lease-graceStarted', 'lease-graceMidway']);
    const midway = (await dunningMails(user.email))[1]!;
    expect(midway.textBody).toContain('Plus que 4 jours pour mettre à jour votre carte');
    // The last one 2 days before the end (the owner's days), once.
    await driver.advanceTo(end + 5 * DAY + 60);
    await driver.advanceTo(end + 5 * DAY + 120);
    expect(await templates(user.email)).toEqual([
      'lease-graceStarted',
      'lease-graceMidway',
      'lease-graceReminder',
    ]);

    // An unknown card is refused on the provider's page; a good one pays the open invoice at once.
    const link = await cardLinkIn(user.email, 'lease-graceReminder');
    expect((await updateCardFrom(link, '4000000000000002')).statusCode).toBe(402);
    expect((await driver.leaseRow(leaseId)).status).toBe('past_due');
    const updated = await updateCardFrom(link, '4242 4242 4242 4242');
    expect([updated.statusCode, updated.headers.location]).toEqual([
      303,
      expect.stringContaining('updated=1'),
    ]);
    expect(await driver.leaseRow(leaseId)).toMatchObject(recoveredLease);
    const periods = await ctx.app.db.select().from(orders).where(eq(orders.subscriptionId, leaseId));
    expect(periods.filter((order) => order.isPaid)).toHaveLength(2);
    // The licence file refreshed carries no grace any more, and runs a period further.
    const fresh = claimsOf((await refreshFile(ctx, file)).json().licence);
    expect(fresh.graceUntil).toBeUndefined();
    expect(Date.parse(fresh.expiresAt!)).toBeGreaterThan(graceUntil.getTime());

    // The link served its purpose: the lease is paid.
    const again = await ctx.app.inject({ url: link, headers: { 'accept-language': 'fr' } });
    expect([again.statusCode, again.json().code]).toEqual([404, 'lease.cardLinkInvalid']);
    await driver.advanceTo(end + 8 * DAY);
    expect(await templates(user.email)).not.toContain('lease-graceEnded');
  });

  it('refuses a forged link, and another lease’s link', async () => {
    const { user, leaseId, end } = await failingLease(ctx, driver, 'en');
    await driver.advanceTo(end + 60);
    const link = await cardLinkIn(user.email, 'lease-graceStarted');
    const token = new URL(link, 'http://shop').searchParams.get('token')!;
    const forged = `/api/leases/${leaseId}/card?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`;
    const other = `/api/leases/0190a0b0-0000-7000-8000-000000000000/card?token=${encodeURIComponent(token)}`;
    for (const url of [forged, other]) {
      const answer = await ctx.app.inject({ url });
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'lease.cardLinkInvalid']);
    }
    expect((await ctx.app.inject({ url: link })).statusCode).toBe(303);
  });
});

describe('GET/PUT /api/admin/lease-dunning', () => {
  it('reads and sets the days, inside the grace period, audited', async () => {
    const read = await ctx.app.inject({ url: '/api/admin/lease-dunning', headers: admin.auth });
    expect(read.json()).toMatchObject({ graceDays: 7 });
    const saved = await setDays({ midwayAfterDays: 4, lastNoticeBeforeDays: 1 });
    expect(saved.json()).toEqual({ midwayAfterDays: 4, lastNoticeBeforeDays: 1, graceDays: 7 });
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'leaseDunning.update'), eq(adminAuditLog.adminId, admin.user.id)))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry).toMatchObject({ after: { midwayAfterDays: 4, lastNoticeBeforeDays: 1 } });
    expect((await ctx.app.inject({ url: '/api/admin/lease-dunning', headers: admin.auth })).json()).toEqual(
      saved.json(),
    );
  });

  it('refuses days outside the grace, the mid-grace one not first, bad numbers, and a customer', async () => {
    const outside = await setDays({ midwayAfterDays: 5, lastNoticeBeforeDays: 2 }, admin.auth, 'fr');
    expect([outside.statusCode, outside.json().code]).toEqual([400, 'lease.dunningDaysInvalid']);
    expect(outside.json().message).toContain('(7 jours)');
    for (const payload of [
      { midwayAfterDays: 0, lastNoticeBeforeDays: 1 },
      { midwayAfterDays: 1.5, lastNoticeBeforeDays: 1 },
      { midwayAfterDays: 2 },
      { midwayAfterDays: 2, lastNoticeBeforeDays: 61 },
    ]) {
      expect((await setDays(payload)).statusCode).toBe(400);
    }
    const customer = await createUser(ctx.app);
    expect((await setDays({ midwayAfterDays: 2, lastNoticeBeforeDays: 1 }, customer.auth)).statusCode).toBe(
      403,
    );
  });
});
