import { businessFiguresSchema } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { DAY, FAILING_CARD, type LeaseDriver, leaseDriver, seconds } from '../../../test/helpers/leases';
import type { TestApp } from '../../../test/test-app';
import { leasePaymentFailures } from '../../lib/db/schema';
import { monthKey, monthOf } from './months';
import { figuresJourneyModules } from './test-modules';

/**
 * Failed renewals as the payment sandbox tells them (docs/rules/figures.md): each failed invoice one episode,
 * however many retries fail; recovered when the buyer's fixed card pays a retry, lost when the provider gives up
 * and the lease ends; the figures read on the sandbox's advanced test clock.
 */
let ctx: TestApp;
let driver: LeaseDriver;
let admin: Awaited<ReturnType<typeof createUser>>;

setupCheckoutSuite(figuresJourneyModules, ({ ctx: app }) => {
  ctx = app;
});

beforeAll(async () => {
  driver = await leaseDriver(ctx);
  admin = await createUser(ctx.app, { isAdmin: true });
});

const episodesOf = async (leaseId: string) =>
  ctx.app.db.select().from(leasePaymentFailures).where(eq(leasePaymentFailures.subscriptionId, leaseId));

describe('failed-payment recovery on the test clock', () => {
  it('records one episode per failed invoice, recovered or lost, and the figures count them', async () => {
    const recovered = await driver.subscribe(FAILING_CARD, 'monthly', await buyer(ctx));
    const lost = await driver.subscribe(FAILING_CARD, 'monthly', await buyer(ctx));
    const end = seconds((await driver.leaseRow(recovered.leaseId)).paidUntil);

    await driver.advanceTo(end + 3 * DAY);
    for (const { leaseId } of [recovered, lost]) {
      const [episode, ...more] = await episodesOf(leaseId);
      expect(more).toEqual([]);
      expect(episode!.recoveredAt).toBeNull();
      expect(Math.abs(seconds(episode!.failedAt) - end)).toBeLessThan(DAY);
    }

    // One buyer fixes the card: the next retry pays the failed invoice.
    const lease = await driver.leaseRow(recovered.leaseId);
    const subscription = await driver.stripe.subscriptions.retrieve(lease.providerSubscriptionId!);
    await driver.stripe.customers.update(subscription.customer as string, {
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    });
    // The other's last retry, after the 7-day grace (day 8), fails: its lease ends.
    await driver.advanceTo(end + 8 * DAY + 60);
    expect((await driver.leaseRow(lost.leaseId)).status).toBe('canceled');
    const [paid] = await episodesOf(recovered.leaseId);
    expect(paid!.recoveredAt).not.toBeNull();
    const [total] = await ctx.app.db.select({ value: count() }).from(leasePaymentFailures);
    expect(total!.value).toBe(2);

    const response = await ctx.app.inject({ url: '/api/admin/figures?currency=eur', headers: admin.auth });
    const figures = businessFiguresSchema.parse(response.json());
    // Measured on the sandbox's clock, a week past the failure (it runs on from where the test moved it).
    const clock = await ctx.app.leaseClock.now();
    const measured = Date.parse(figures.measuredAt);
    expect(measured).toBeGreaterThan((end + 8 * DAY) * 1000);
    expect(Math.abs(measured - clock.getTime())).toBeLessThan(60_000);
    expect(figures.to).toBe(monthKey(monthOf(clock)));
    const failedIn = monthKey(monthOf(new Date(end * 1000)));
    const row = figures.currencies[0]!.months.find((month) => month.month === failedIn)!;
    expect(row.recovery).toEqual({ episodes: 2, recovered: 1, lost: 1, open: 0, ratePercent: 50 });
  });
});
