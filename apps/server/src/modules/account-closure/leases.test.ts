import { beforeAll, describe, expect, it } from 'vitest';
import { setupCheckoutSuite } from '../../../test/helpers/checkout';
import { DAY, FAILING_CARD, type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../checkout';
import { leasesModule } from '../leases';
import { accountClosureModule } from '.';

/**
 * Closing an account with a running lease (docs/rules/leases.md): the subscription ends at the provider
 * before the account closes, so no renewal and no retry of an unpaid invoice is ever charged to it.
 */
let ctx: TestApp;
let driver: LeaseDriver;

setupCheckoutSuite([accountClosureModule, leasesModule, checkoutModule], ({ ctx: app }) => {
  ctx = app;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
});

const close = (auth: Record<string, string>) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: auth,
    payload: { password: 'a-long-test-password-1', confirm: true },
  });

describe('closing an account that leases an indicator', () => {
  it('ends the subscription at the provider at once, and no renewal is billed afterwards', async () => {
    const { auth, leaseId } = await driver.subscribe();
    const subscription = (await driver.leaseRow(leaseId)).providerSubscriptionId!;

    expect((await close(auth)).statusCode).toBe(204);

    expect((await driver.stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
    // The provider's event reached the shop: the lease is over here too.
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
    const paidUntil = (await driver.leaseRow(leaseId)).paidUntil;
    await driver.advanceBy(40 * DAY);
    expect((await driver.stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect((await driver.leaseRow(leaseId)).paidUntil).toEqual(paidUntil);
  });

  it('ends a past-due lease too, so its unpaid invoice is not retried on the card', async () => {
    const { auth, leaseId } = await driver.subscribe(FAILING_CARD);
    const lease = await driver.leaseRow(leaseId);
    const subscription = lease.providerSubscriptionId!;
    await driver.advanceTo(seconds(lease.paidUntil) + 60);
    expect((await driver.leaseRow(leaseId)).status).toBe('past_due');

    expect((await close(auth)).statusCode).toBe(204);
    expect((await driver.stripe.subscriptions.retrieve(subscription)).status).toBe('canceled');
    expect((await driver.leaseRow(leaseId)).status).toBe('canceled');
  });
});
