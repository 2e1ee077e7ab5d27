import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { sandboxClock } from '../../lib/db/schema';

/**
 * The one test clock of the sandbox. Stripe's test clocks are made per test and customers are attached to
 * one; the sandbox has a single clock that every sandbox subscription follows, so a test (or an operator
 * trying the demo shop) needs no customer set-up before a checkout.
 */
export const SANDBOX_CLOCK_ID = 'clock_sandbox';

/** Seconds since the epoch, on the sandbox's billing clock: real time plus how far the clock was advanced. */
export async function sandboxNow(db: Executor): Promise<number> {
  const [row] = await db.select({ offset: sandboxClock.offsetSeconds }).from(sandboxClock);
  return Math.floor(Date.now() / 1000) + (row?.offset ?? 0);
}

/**
 * Moves the clock forward to `frozenTime`; false when that is not ahead of it (Stripe refuses a clock moved
 * back). Written with `greatest`, so two instances advancing at once keep the later time.
 */
export async function advanceSandboxClock(db: Database, frozenTime: number): Promise<boolean> {
  if (frozenTime <= (await sandboxNow(db))) return false;
  const offset = frozenTime - Math.floor(Date.now() / 1000);
  await db
    .insert(sandboxClock)
    .values({ id: 1, offsetSeconds: offset })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetSeconds: sql`greatest(${sandboxClock.offsetSeconds}, ${offset})` },
    });
  return true;
}

export function toStripeTestClock(frozenTime: number): Record<string, unknown> {
  return {
    id: SANDBOX_CLOCK_ID,
    object: 'test_helpers.test_clock',
    frozen_time: frozenTime,
    // The sandbox bills everything due before it answers, so the clock is ready again at once.
    status: 'ready',
    name: 'Sandbox',
    livemode: false,
  };
}
