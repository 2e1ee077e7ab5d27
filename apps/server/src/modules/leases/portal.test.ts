import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { type LeaseDriver, leaseDriver } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { leaseTestModules } from './test-modules';

/**
 * The Customer Portal (docs/rules/leases.md): the shop opens a portal session through the official SDK, here
 * against the sandbox, whose portal page cancels at period end or resumes, and the change comes back to the
 * shop as Stripe's `customer.subscription.updated`.
 */
let ctx: TestApp;
let driver: LeaseDriver;

setupCheckoutSuite(leaseTestModules, ({ ctx: app }) => {
  ctx = app;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

const openPortal = (auth: Record<string, string>, leaseId: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/leases/${leaseId}/portal`,
    headers: { ...auth, 'accept-language': language },
  });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const portalForm = (path: string, subscription: string, action: string) =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ subscription, action }).toString(),
  });
const myLease = async (auth: Record<string, string>, leaseId: string) =>
  (await ctx.app.inject({ url: '/api/leases', headers: auth }))
    .json()
    .leases.find((lease: { _id: string }) => lease._id === leaseId);

describe('the Customer Portal', () => {
  it("opens on the lease's customer, cancels at period end and resumes there, and the shop follows", async () => {
    const { auth, leaseId } = await driver.subscribe();
    const opened = await openPortal(auth, leaseId);
    expect(opened.statusCode).toBe(200);
    const path = pathOf(opened.json().url);
    expect(path).toMatch(/^\/sandbox\/stripe\/portal\?session=/);

    const page = await ctx.app.inject({ url: path, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancel at period end');
    expect(page.body).toContain(`href="${ctx.app.config.publicUrl}/profile?tab=indicators"`);

    const subscription = (await driver.leaseRow(leaseId)).providerSubscriptionId!;
    const cancelled = await portalForm(path, subscription, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(path);
    // The webhook reached the shop before the portal answered.
    expect(await myLease(auth, leaseId)).toMatchObject({ cancelAtPeriodEnd: true, nextRenewalAt: null });
    expect((await ctx.app.inject({ url: path })).body).toContain('data-testid="portal-resume"');

    expect((await portalForm(path, subscription, 'resume')).statusCode).toBe(303);
    const resumed = await myLease(auth, leaseId);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextRenewalAt: resumed.currentPeriodEnd });
  });

  it("answers the SDK's billingPortal.sessions.create as Stripe does, and refuses a foreign return_url", async () => {
    const { leaseId } = await driver.subscribe();
    const { customer } = await driver.stripe.subscriptions.retrieve(
      (await driver.leaseRow(leaseId)).providerSubscriptionId!,
    );
    const session = await driver.stripe.billingPortal.sessions.create({
      customer: customer as string,
      return_url: `${ctx.app.config.publicUrl}/profile`,
    });
    expect(session).toMatchObject({ object: 'billing_portal.session', customer, livemode: false });
    expect(session.id).toMatch(/^bps_/);
    await expect(
      driver.stripe.billingPortal.sessions.create({
        customer: customer as string,
        return_url: 'https://elsewhere.example/profile',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'return_url' });
    await expect(
      driver.stripe.billingPortal.sessions.create({
        customer: 'cus_unknown',
        return_url: session.return_url!,
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it("is the lease holder's only: another buyer's lease is a translated 404, a portal link another's", async () => {
    const first = await driver.subscribe();
    const second = await driver.subscribe();
    const stranger = await buyer(ctx);
    for (const [language, message] of [
      ['en', 'Lease not found.'],
      ['fr', 'Location introuvable.'],
    ]) {
      const refused = await openPortal(stranger.auth, first.leaseId, language);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'lease.notFound', message });
    }
    expect((await openPortal(first.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // The first buyer's portal link does not reach the second buyer's subscription, nor does a forged one.
    const path = pathOf((await openPortal(first.auth, first.leaseId)).json().url);
    const other = (await driver.leaseRow(second.leaseId)).providerSubscriptionId!;
    expect((await portalForm(path, other, 'cancel')).statusCode).toBe(404);
    expect((await myLease(second.auth, second.leaseId)).cancelAtPeriodEnd).toBe(false);
    const forged = `${path.slice(0, -3)}abc`;
    expect((await ctx.app.inject({ url: forged })).statusCode).toBe(404);
  });
});
