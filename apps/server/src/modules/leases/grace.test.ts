import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, createCheckoutTestApp, setupCheckoutSuite } from '../../../test/helpers/checkout';
import {
  DAY,
  FAILING_CARD,
  failingLease as failingLeaseOf,
  type LeaseDriver,
  leaseDriver,
  recoveredLease,
  refreshFile,
  seconds,
} from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, mailQueue } from '../../lib/db/schema';
import { downloadsModule } from '../downloads';
import { sendLeaseGraceMails } from './grace-mails';
import { leaseTestModules } from './test-modules';

/**
 * A lease's grace period (docs/rules/leases.md): the e-mails when a renewal fails, at mid-grace, before the
 * grace ends and when the licence stops, each once; the licence stopping at the grace end; an admin's extension.
 * Driven by the sandbox's test clock, whose time the hourly task uses.
 */
let ctx: TestApp;
let driver: LeaseDriver;
let admin: Awaited<ReturnType<typeof createUser>>;

// The zip download of a lease in grace, and after it.
const graceTestModules = [...leaseTestModules, downloadsModule];

setupCheckoutSuite(graceTestModules, ({ ctx: app }) => {
  ctx = app;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});

const mailsTo = (email: string, template: string) =>
  ctx.app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

/** Runs the hourly task twice at once (two instances), as often as a test needs. */
const runMails = () =>
  Promise.all([sendLeaseGraceMails(ctx.app.leaseDeps), sendLeaseGraceMails(ctx.app.leaseDeps)]);

const post = (auth: Record<string, string>, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': 'en' }, payload });

const failingLease = (language: 'fr' | 'en') => failingLeaseOf(ctx, driver, language);

const refresh = (file: string) => refreshFile(ctx, file);

describe('the grace period of a failed renewal', () => {
  it('mails its start and a reminder once each, and a payment recovers the lease', async () => {
    const { user, leaseId, end, file } = await failingLease('fr');
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceStarted')).toHaveLength(0);

    await driver.advanceTo(end + 60);
    expect(await driver.leaseRow(leaseId)).toMatchObject({ status: 'past_due' });
    await runMails();
    await runMails();
    const started = await mailsTo(user.email, 'lease-graceStarted');
    expect(started).toHaveLength(1);
    expect(started[0]!.subject).toBe('Le paiement de votre location de Asian Session Levels a échoué');
    expect(started[0]!.textBody).toContain('mettez à jour votre carte');
    // In grace, the licence still runs: its file is refreshed.
    expect((await refresh(file)).statusCode).toBe(200);

    // Mid-grace (3 days after the failure by default): the reminder, once.
    await driver.advanceTo(end + 3 * DAY - 3600);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceMidway')).toHaveLength(0);
    await driver.advanceTo(end + 3 * DAY + 60);
    await runMails();
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceMidway')).toHaveLength(1);

    // The buyer fixes the card: its open invoice is paid at once, the grace ends, the claims go with it.
    const lease = await driver.leaseRow(leaseId);
    const subscription = await driver.stripe.subscriptions.retrieve(lease.providerSubscriptionId!);
    await driver.stripe.customers.update(subscription.customer as string, {
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    });
    await driver.advanceTo(end + 6 * DAY + 60);
    expect(await driver.leaseRow(leaseId)).toMatchObject(recoveredLease);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceEnded')).toHaveLength(0);
  });

  it('stops the licence at the grace end: the end e-mail once, refresh, file and zip refused', async () => {
    const { auth, user, leaseId, end, file } = await failingLease('en');
    await driver.advanceTo(end + 60);
    await runMails();
    // The provider still retries (days 2, 4 and 6 failed): the licence runs to the grace end it told.
    await driver.advanceTo(end + 7 * DAY - 60);
    expect(await driver.leaseRow(leaseId)).toMatchObject({ status: 'past_due' });
    expect((await refresh(file)).statusCode).toBe(200);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceEnded')).toHaveLength(0);

    await driver.advanceTo(end + 7 * DAY + 60);
    await runMails();
    await runMails();
    const ended = await mailsTo(user.email, 'lease-graceEnded');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.subject).toBe('Your Asian Session Levels licence has stopped');
    const refused = await refresh(file);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'license.refresh.expired']);
    const link = await ctx.app.inject({ url: `/api/leases/${leaseId}/file`, headers: auth });
    expect(link.json()).toMatchObject({ code: 'lease.notEntitled' });
    const zip = await ctx.app.inject({ url: `/api/download/${driver.product.downloadFile}`, headers: auth });
    expect(zip.statusCode).toBe(403);
    // The provider's last retry, after the grace (day 8), fails and ends the subscription.
    await driver.advanceTo(end + 8 * DAY + 60);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceEnded')).toHaveLength(1);
    const [lease] = (await ctx.app.inject({ url: '/api/leases', headers: auth })).json().leases;
    expect(lease).toMatchObject({
      status: 'canceled',
      licenceUntil: new Date((end + 7 * DAY) * 1000).toISOString(),
    });
  });
});

describe('POST /api/admin/subscriptions/:id/grace', () => {
  const extend = (leaseId: string, days: unknown, auth = admin.auth) =>
    post(auth, `/api/admin/subscriptions/${leaseId}/grace`, { days });
  const setDunningDays = async (payload: object) => {
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/lease-dunning',
      headers: admin.auth,
      payload,
    });
    expect(answer.statusCode).toBe(200);
  };

  it('moves the grace end of a past-due lease, lets its e-mails go again, and is audited', async () => {
    const { user, leaseId, end, file } = await failingLease('en');
    const active = await extend(leaseId, 3);
    expect([active.statusCode, active.json().code]).toEqual([409, 'lease.notInGrace']);

    // The last reminder 5 days before the end (the owner's days), so that it falls before the provider's day-6 end.
    await setDunningDays({ midwayAfterDays: 1, lastNoticeBeforeDays: 5 });
    await driver.advanceTo(end + 60);
    await runMails();
    await driver.advanceTo(end + 2 * DAY + 60);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceReminder')).toHaveLength(1);
    const before = (await driver.leaseRow(leaseId)).graceUntil!;
    const answer = await extend(leaseId, 2);
    expect(answer.statusCode).toBe(200);
    expect(Date.parse(answer.json().graceUntil) - before.getTime()).toBe(2 * DAY * 1000);
    expect(answer.json().licenceUntil).toBe(answer.json().graceUntil);
    const [entry] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `subscription:${leaseId}`))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(entry).toMatchObject({
      action: 'subscription.extendGrace',
      adminId: admin.user.id,
      before: { graceUntil: before.toISOString() },
      after: { graceUntil: answer.json().graceUntil, days: 2 },
    });
    // The reminder comes again for the new end; past the old end, the licence still runs.
    const lease = await driver.leaseRow(leaseId);
    await driver.advanceTo(seconds(lease.graceUntil) - 5 * DAY + 60);
    await runMails();
    expect(await mailsTo(user.email, 'lease-graceReminder')).toHaveLength(2);
    await driver.advanceTo(end + 7 * DAY + 3600);
    expect((await refresh(file)).statusCode).toBe(200);
    await setDunningDays({ midwayAfterDays: 3, lastNoticeBeforeDays: 1 });
  });

  it('refuses days out of 1..60 (400), an unknown lease (404), a customer (403)', async () => {
    const { auth, leaseId } = await failingLease('en');
    for (const days of [0, 61, 1.5, '3']) expect((await extend(leaseId, days)).statusCode).toBe(400);
    const unknown = await extend('0190a0b0-0000-7000-8000-000000000000', 3);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'lease.notFound']);
    expect((await extend(leaseId, 3, auth)).statusCode).toBe(403);
  });
});

describe('the grace e-mails at their time, with the scheduled tasks on', () => {
  let live: TestApp;
  let liveDriver: LeaseDriver;
  beforeAll(async () => {
    live = await createCheckoutTestApp(graceTestModules, { SCHEDULED_TASKS_ENABLED: 'true' });
    liveDriver = await leaseDriver(live);
  });
  afterAll(() => live?.close());

  const sent = async (email: string) =>
    (
      await live.app.db
        .select({ template: mailQueue.template })
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email))
    )
      .map((row) => row.template)
      .filter((template) => template.startsWith('lease-grace'));

  it('sends each as the test clock reaches it, before the advance answers, with no sweep run by the test', async () => {
    const who = await buyer(live, { language: 'en', emailVerifiedAt: new Date() });
    const { user, leaseId } = await liveDriver.subscribe(FAILING_CARD, 'monthly', who);
    const end = seconds((await liveDriver.leaseRow(leaseId)).paidUntil);
    expect(await sent(user.email)).toEqual([]);

    await liveDriver.advanceTo(end + 60);
    expect(await sent(user.email)).toEqual(['lease-graceStarted']);
    // Mid-grace (day 3), not a minute before.
    await liveDriver.advanceTo(end + 3 * DAY - 60);
    expect(await sent(user.email)).toEqual(['lease-graceStarted']);
    await liveDriver.advanceTo(end + 3 * DAY + 1);
    expect(await sent(user.email)).toEqual(['lease-graceStarted', 'lease-graceMidway']);
    // The day before the end the provider still retries (its last retry comes after the grace): the reminder.
    await liveDriver.advanceTo(end + 6 * DAY + 1);
    const told = ['lease-graceStarted', 'lease-graceMidway', 'lease-graceReminder'];
    expect(await sent(user.email)).toEqual(told);
    await liveDriver.advanceTo(end + 7 * DAY + 1);
    expect(await sent(user.email)).toEqual([...told, 'lease-graceEnded']);
  });
});
