import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUE_WORK_FALLBACK_MS, DueWork, dueTaskOn, earliest } from './due-work';

/**
 * The due tasks' timers on Vitest's fake clock: a task whose work falls due at known times (`dueAt`, on the
 * injected clock) is run at each of them, not at the next hourly sweep.
 */
const log = pino({ level: 'silent' });
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task sending whatever of `dueAt` is due at the clock's time, and the times it ran. */
function taskWith(dueAt: number[]) {
  const sent: number[] = [];
  const runs: number[] = [];
  const task = dueTaskOn(
    () => new Date(),
    async (now) => {
      runs.push(now.getTime());
      for (const time of dueAt.filter((at) => at <= now.getTime() && !sent.includes(at))) sent.push(time);
    },
    async (now) => earliest(dueAt.map((at) => (at > now.getTime() ? at : null))),
  );
  return { task, sent, runs };
}

describe('DueWork', () => {
  it('runs a task when started, then at each due time to the millisecond, not at the hourly sweep', async () => {
    const start = Date.now();
    const due = [start + 7 * MINUTE, start + 90 * MINUTE];
    const { task, sent, runs } = taskWith(due);
    const work = new DueWork(log);
    work.add('mails', task);
    work.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([start]);

    await vi.advanceTimersByTimeAsync(7 * MINUTE - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([due[0]]);
    // The next one is beyond the hourly fallback: a run at the fallback finds nothing, then waits for it.
    await vi.advanceTimersByTimeAsync(83 * MINUTE - 1);
    expect(sent).toEqual([due[0]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(due);
    expect(runs).toEqual([start, due[0], due[0]! + DUE_WORK_FALLBACK_MS, due[1]]);
    await work.stop();
  });

  it('runs a task at once when woken, and runDue waits for every task, a run asked meanwhile done after', async () => {
    const release: (() => void)[] = [];
    let runs = 0;
    const work = new DueWork(log);
    work.add('slow', {
      run: () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release.push(resolve);
        }),
      untilNext: async () => null,
    });
    // Before the server listens, nothing runs.
    work.wake('slow');
    await work.runDue();
    expect(runs).toBe(0);

    work.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    let done = false;
    const due = work.runDue().then(() => {
      done = true;
    });
    work.wake('slow');
    release.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // The run under way may have read the time before the caller's change: one more run, then done.
    expect(runs).toBe(2);
    expect(done).toBe(false);
    release.shift()!();
    await due;
    expect(runs).toBe(2);
    // Nothing waits: the hourly fallback only.
    await vi.advanceTimersByTimeAsync(DUE_WORK_FALLBACK_MS);
    expect(runs).toBe(3);
    release.shift()!();
    await work.stop();
  });

  it('keeps running after a failed run, and never spins on work left due', async () => {
    let runs = 0;
    const work = new DueWork(log);
    work.add('failing', {
      run: async () => {
        runs += 1;
        throw new Error('database away');
      },
      // Something another instance holds stays due: waited on a second, not looped on.
      untilNext: async () => 0,
    });
    work.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await work.stop();
    await vi.advanceTimersByTimeAsync(DUE_WORK_FALLBACK_MS);
    expect(runs).toBe(2);
  });
});
