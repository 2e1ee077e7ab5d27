import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BatchingLimit, BoundedYield, ConcurrencyLimit } from './concurrency';

/** A task whose end the test decides: `finish()` resolves it, `fail()` rejects it. */
function controlled<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<T>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  return { task: () => ended, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The promise of a property run: every planned job ran exactly once, each settled as planned (fails or not),
 * and the limit is idle afterwards.
 */
function expectEachSettledOnce(
  plan: [number, boolean][],
  runs: Map<number, number>,
  outcomes: PromiseSettledResult<unknown>[],
  limit: { running: number; queued: number },
) {
  expect([...runs.keys()].sort((a, b) => a - b)).toEqual(plan.map((_, index) => index));
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(
    plan.map(([, fails]) => (fails ? 'rejected' : 'fulfilled')),
  );
  expect([limit.running, limit.queued]).toEqual([0, 0]);
}

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((index) => controlled(index));
    const results = tasks.map((task, index) =>
      limit.run(() => {
        started.push(index);
        return task.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.queued]).toEqual([2, 2]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    // A task arriving now waits behind the one already queued.
    const late = controlled(4);
    const lateResult = limit.run(() => {
      started.push(4);
      return late.task();
    });
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.finish();
    tasks[3]!.finish();
    late.finish();
    expect(await Promise.all([...results, lateResult])).toEqual([0, 1, 2, 3, 4]);
    expect([limit.running, limit.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails and hands its error to its caller only', async () => {
    const limit = new ConcurrencyLimit(1);
    const failing = controlled('never');
    const first = limit.run(failing.task);
    const second = limit.run(async () => 'second');
    failing.fail(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('second');
    expect(limit.running).toBe(0);
  });

  it('idle() waits for queued tasks, not only the running ones', async () => {
    const limit = new ConcurrencyLimit(1);
    await limit.idle();
    const first = controlled(1);
    const second = controlled(2);
    void limit.run(first.task);
    void limit.run(second.task);
    let idle = false;
    void limit.idle().then(() => (idle = true));
    first.finish();
    await settle();
    expect(idle).toBe(false);
    expect(limit.running).toBe(1);
    second.finish();
    await settle();
    expect(idle).toBe(true);
  });

  it('never drops nor repeats a task and never exceeds its limit, whatever the timing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 40 }),
        async (size, plan) => {
          const limit = new ConcurrencyLimit(size);
          const runs = new Map<number, number>();
          let peak = 0;
          const outcomes = await Promise.allSettled(
            plan.map(([ticks, fails], index) =>
              limit.run(async () => {
                peak = Math.max(peak, limit.running);
                runs.set(index, (runs.get(index) ?? 0) + 1);
                for (let tick = 0; tick < ticks; tick++) await settle();
                if (fails) throw new Error(`task ${index}`);
                return index;
              }),
            ),
          );
          expect(peak).toBeLessThanOrEqual(size);
          expectEachSettledOnce(plan, runs, outcomes, limit);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow(RangeError);
    expect(() => new ConcurrencyLimit(1.5)).toThrow(RangeError);
  });
});

describe('BatchingLimit', () => {
  /** A limit whose batches the test ends: `batches` lists the jobs of each batch started, in order. */
  function controlledBatches(limit: number, maxBatch: number) {
    const batches: number[][] = [];
    const ends: (() => void)[] = [];
    const batching = new BatchingLimit<number, string>(limit, maxBatch, async (jobs) => {
      batches.push(jobs);
      await new Promise<void>((resolve) => ends.push(resolve));
      return jobs.map((job) =>
        job < 0
          ? { status: 'rejected', reason: new Error(`job ${job}`) }
          : { status: 'fulfilled', value: `done ${job}` },
      );
    });
    return { batching, batches, endBatch: (index: number) => ends[index]!() };
  }

  it('starts a job at once while a slot is free, and groups the jobs that wait for one', async () => {
    const { batching, batches, endBatch } = controlledBatches(1, 3);
    const results = [1, 2, 3, 4, 5, 6].map((job) => batching.submit(job));
    await settle();
    expect(batches).toEqual([[1]]);
    expect([batching.running, batching.queued]).toEqual([1, 5]);
    endBatch(0);
    await settle();
    // The freed slot takes the waiting jobs together, at most three, in arrival order.
    expect(batches).toEqual([[1], [2, 3, 4]]);
    endBatch(1);
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    endBatch(2);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6].map((job) => `done ${job}`));
    expect([batching.running, batching.queued]).toEqual([0, 0]);
  });

  it('settles each job with its own result: a job that fails fails alone', async () => {
    const { batching, endBatch } = controlledBatches(1, 10);
    const first = batching.submit(1);
    const rest = [2, -3, 4].map((job) => batching.submit(job));
    endBatch(0);
    await expect(first).resolves.toBe('done 1');
    await settle();
    endBatch(1);
    const settled = await Promise.allSettled(rest);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('job -3'));
  });

  it('fails every job of a batch that throws, and goes on with the next batch', async () => {
    let calls = 0;
    const batching = new BatchingLimit<number, number>(1, 5, async (jobs) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return jobs.map((job) => ({ status: 'fulfilled', value: job * 10 }));
    });
    const failed = batching.submit(1);
    const later = batching.submit(2);
    await expect(failed).rejects.toThrow('database gone');
    await expect(later).resolves.toBe(20);
  });

  it('idle() waits for the waiting jobs as well as the running batch', async () => {
    const { batching, endBatch } = controlledBatches(1, 2);
    await batching.idle();
    void batching.submit(1);
    void batching.submit(2);
    let idle = false;
    void batching.idle().then(() => (idle = true));
    endBatch(0);
    await settle();
    expect(idle).toBe(false);
    endBatch(1);
    await settle();
    expect(idle).toBe(true);
  });

  it('never drops nor repeats a job, never exceeds its limit nor its batch size, whatever the timing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 40 }),
        async (size, maxBatch, plan) => {
          const runs = new Map<number, number>();
          let peak = 0;
          let largest = 0;
          const batching: BatchingLimit<number, number> = new BatchingLimit(size, maxBatch, async (jobs) => {
            peak = Math.max(peak, batching.running);
            largest = Math.max(largest, jobs.length);
            for (const job of jobs) runs.set(job, (runs.get(job) ?? 0) + 1);
            for (let tick = 0; tick < plan[jobs[0]!]![0]; tick++) await settle();
            return jobs.map((job) =>
              plan[job]![1]
                ? { status: 'rejected', reason: new Error(`job ${job}`) }
                : { status: 'fulfilled', value: job },
            );
          });
          const outcomes = await Promise.allSettled(plan.map((_, index) => batching.submit(index)));
          expect(peak).toBeLessThanOrEqual(size);
          expect(largest).toBeLessThanOrEqual(maxBatch);
          expectEachSettledOnce(plan, runs, outcomes, batching);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a limit or a batch size below one', () => {
    const run = async () => [];
    expect(() => new BatchingLimit(0, 1, run)).toThrow(RangeError);
    expect(() => new BatchingLimit(1, 0, run)).toThrow(RangeError);
    expect(() => new BatchingLimit(1, 2.5, run)).toThrow(RangeError);
  });
});

describe('BoundedYield', () => {
  const setUp = () => {
    const clock = { now: 0, busy: false };
    const policy = new BoundedYield(
      () => clock.busy,
      5_000,
      () => clock.now,
    );
    return { clock, policy };
  };

  it('never yields while the foreground is idle', () => {
    const { clock, policy } = setUp();
    for (clock.now = 0; clock.now < 20_000; clock.now += 1_000) expect(policy.shouldYield()).toBe(false);
  });

  it('yields while busy, for at most maxMs, then runs for maxMs, then may yield again', () => {
    const { clock, policy } = setUp();
    clock.busy = true;
    const decisions: boolean[] = [];
    for (clock.now = 0; clock.now <= 21_000; clock.now += 1_000) decisions.push(policy.shouldYield());
    // Yields 0-4 s, runs 5-9 s, yields 10-14 s, runs 15-19 s, yields from 20 s.
    expect(decisions).toEqual([
      ...[true, true, true, true, true],
      ...[false, false, false, false, false],
      ...[true, true, true, true, true],
      ...[false, false, false, false, false],
      ...[true, true],
    ]);
  });

  it('starts a fresh window after the foreground went idle', () => {
    const { clock, policy } = setUp();
    clock.busy = true;
    clock.now = 0;
    expect(policy.shouldYield()).toBe(true);
    clock.now = 4_000;
    clock.busy = false;
    expect(policy.shouldYield()).toBe(false);
    clock.busy = true;
    clock.now = 8_000;
    expect(policy.shouldYield()).toBe(true);
    clock.now = 12_900;
    expect(policy.shouldYield()).toBe(true);
    clock.now = 13_000;
    expect(policy.shouldYield()).toBe(false);
  });
});
