import { createHash } from 'node:crypto';
import type { ErrorCode } from '@shop/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../lib/db/client';
import { signInFailures } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';

/**
 * Per-account slow-down of failed sign-ins (OWASP ASVS 2.2.1, no easy lock-out): the first
 * `FREE_FAILURES` wrong passwords cost nothing, then each further failure blocks the account for twice as
 * long as the previous one (1, 2, 4, 8 min…), capped at `MAX_DELAY_MINUTES`. Only failures count; a
 * successful sign-in clears the slate. Failures older than `FORGET_AFTER_HOURS` are forgotten.
 */
export const THROTTLE = {
  FREE_FAILURES: 5,
  /** An IP address is shared (an office, a mobile network): it gets more free failures than an account. */
  FREE_FAILURES_PER_IP: 20,
  MAX_DELAY_MINUTES: 15,
  FORGET_AFTER_HOURS: 24,
} as const;

/** Minutes an account waits after its `failures`-th consecutive failure (0 while under the free allowance). */
export function delayMinutesAfter(failures: number): number {
  if (failures < THROTTLE.FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - THROTTLE.FREE_FAILURES), THROTTLE.MAX_DELAY_MINUTES);
}

type ThrottleCode = Extract<ErrorCode, 'account.signInThrottled' | 'account.signInThrottledNetwork'>;

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * The 429 of a throttled key, with Retry-After seconds and the wait in minutes in the message: the
 * account's (`account.signInThrottled`) or the network's (`account.signInThrottledNetwork`).
 */
export class SignInThrottledError extends AppError {
  constructor(retryAfterSeconds: number, code: ThrottleCode = 'account.signInThrottled') {
    super(429, code, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
    this.headers['retry-after'] = retryAfterSeconds;
  }
}

/**
 * Throws `SignInThrottledError` while the slow-down of `email` (an address, or another key such as
 * `ip:…` or `device:…`) runs: before any password is checked.
 */
export async function assertNotThrottled(db: Database, email: string, code?: ThrottleCode): Promise<void> {
  const [row] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.emailHash, keyOf(email)));
  const remainingMs = row?.blockedUntil ? row.blockedUntil.getTime() - Date.now() : 0;
  if (remainingMs > 0) throw new SignInThrottledError(Math.ceil(remainingMs / 1000), code);
}

/**
 * Counts one failure atomically (concurrent failures each count) and sets the next slow-down; a key with
 * `extraFreeFailures` starts slowing down that many failures later.
 */
export async function recordFailure(db: Database, email: string, extraFreeFailures = 0): Promise<void> {
  const forgotten = sql`${signInFailures.lastFailureAt} < now() - make_interval(hours => ${THROTTLE.FORGET_AFTER_HOURS})`;
  const failures = sql`case when ${forgotten} then 1 else ${signInFailures.failures} + 1 end`;
  const [row] = await db
    .insert(signInFailures)
    .values({ emailHash: keyOf(email), failures: 1 })
    .onConflictDoUpdate({ target: signInFailures.emailHash, set: { failures, lastFailureAt: sql`now()` } })
    .returning({ failures: signInFailures.failures });
  const minutes = delayMinutesAfter(row!.failures - extraFreeFailures);
  if (minutes > 0) {
    await db
      .update(signInFailures)
      .set({ blockedUntil: sql`now() + make_interval(mins => ${minutes})` })
      .where(eq(signInFailures.emailHash, keyOf(email)));
  }
}

/** A successful sign-in (or a password reset) forgives every earlier failure. */
export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailHash, keyOf(email)));
}
