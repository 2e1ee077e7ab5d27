import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The payment sandbox has one test clock for the whole shop under test, and it never moves back: a journey that
 * moves it renews or ends every other journey's lease. So the journeys that move it hold it, one at a time, through
 * a lock file in the server's data folder (`wx` fails while another holds it). A journey waits at most `timeout`.
 */
export async function holdTestClock(timeout = 150_000): Promise<() => Promise<void>> {
  const lock = join(process.env.E2E_DATA_DIR!, 'e2e-test-clock.lock');
  for (const started = Date.now(); ; ) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      return () => rm(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - started > timeout) throw new Error('another journey held the test clock too long');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Moves the sandbox's test clock a minute past `periodEnd` (or past where it stands, when further) through its
 * operator route (docs/rules/leases.md), with the server's sandbox key: `sk_test_` and the random secret of its
 * data folder (apps/server/src/lib/secrets.ts).
 */
export async function advanceTestClockPast(request: APIRequestContext, periodEnd: string) {
  const secret = await readFile(join(process.env.E2E_DATA_DIR!, 'secrets', 'payment-sandbox-key'), 'utf8');
  const headers = { authorization: `Bearer sk_test_${secret.trim()}` };
  const url = '/v1/test_helpers/test_clocks/clock_sandbox';
  const clock = await request.get(url, { headers });
  expect(clock.ok(), await clock.text()).toBeTruthy();
  const now = ((await clock.json()) as { frozen_time: number }).frozen_time;
  const target = Math.max(now, Math.floor(Date.parse(periodEnd) / 1000)) + 60;
  const moved = await request.post(`${url}/advance`, { headers, form: { frozen_time: String(target) } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
}
