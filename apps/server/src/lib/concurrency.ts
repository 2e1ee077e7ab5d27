function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`Invalid ${name}: ${value}`);
}

/** The callers of a limit's `idle()`, woken together when it has nothing left to run. */
class IdleWaiters {
  private readonly waiters: (() => void)[] = [];

  /** Resolves at once when `idleNow`, else at the next `wake`. */
  wait(idleNow: boolean): Promise<void> {
    if (idleNow) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}

/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. Nothing is dropped:
 * every task handed to `run` runs exactly once, and its caller gets its result or its error.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters = new IdleWaiters();

  constructor(readonly limit: number) {
    requirePositiveInteger('concurrency limit', limit);
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      // The slot is handed over by the task that frees it (`release`), so a newcomer cannot overtake.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Resolves once no task runs or waits (at once when idle). */
  idle(): Promise<void> {
    return this.idleWaiters.wait(this.active === 0);
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    this.active -= 1;
    if (this.active === 0) this.idleWaiters.wake();
  }
}

/**
 * Lets background work step aside while `busy()` says foreground work is running, for at most `maxMs` at
 * a stretch: after yielding that long it runs for `maxMs` whatever `busy()` says, then may yield again.
 * So a burst delays the background work by `maxMs` at most, and steady load cannot starve it.
 */
export class BoundedYield {
  private yieldingSince: number | undefined;
  private runningUntil: number | undefined;

  constructor(
    private readonly busy: () => boolean,
    private readonly maxMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  shouldYield(): boolean {
    const now = this.now();
    if (this.runningUntil !== undefined && now < this.runningUntil) return false;
    this.runningUntil = undefined;
    if (!this.busy()) {
      this.yieldingSince = undefined;
      return false;
    }
    this.yieldingSince ??= now;
    if (now - this.yieldingSince < this.maxMs) return true;
    this.yieldingSince = undefined;
    this.runningUntil = now + this.maxMs;
    return false;
  }
}

/**
 * Runs jobs in batches, at most `limit` batches at once. A job submitted while a slot is free starts at once,
 * alone; the jobs that arrive while every slot is taken wait, and the next slot to free takes them together
 * (up to `maxBatch`, in arrival order). So light load pays no delay, and a burst shares its round trips and
 * commits. Nothing is dropped: every submitted job settles once, with its own result or error.
 */
export class BatchingLimit<J, R> {
  private active = 0;
  private readonly waiting: { job: J; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  private readonly idleWaiters = new IdleWaiters();

  constructor(
    readonly limit: number,
    readonly maxBatch: number,
    /** Applies a batch: one settled result per job, in the jobs' order. Throwing fails the whole batch. */
    public runBatch: (jobs: J[]) => Promise<PromiseSettledResult<R>[]>,
  ) {
    requirePositiveInteger('concurrency limit', limit);
    requirePositiveInteger('batch size', maxBatch);
  }

  /** Batches running now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.startBatches();
    });
  }

  /** Resolves once no batch runs and no job waits (at once when idle). */
  idle(): Promise<void> {
    return this.idleWaiters.wait(this.active === 0 && this.waiting.length === 0);
  }

  private startBatches(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      this.active += 1;
      void this.runOne(this.waiting.splice(0, this.maxBatch));
    }
  }

  private async runOne(batch: typeof this.waiting): Promise<void> {
    try {
      const results = await this.runBatch(batch.map((entry) => entry.job));
      batch.forEach((entry, index) => {
        const result = results[index];
        if (result?.status === 'fulfilled') entry.resolve(result.value);
        else entry.reject(result ? result.reason : new Error('The batch returned no result for this job'));
      });
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      this.active -= 1;
      this.startBatches();
      if (this.active === 0) this.idleWaiters.wake();
    }
  }
}
