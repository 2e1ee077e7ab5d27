/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. Nothing is dropped:
 * every task handed to `run` runs exactly once, and its caller gets its result or its error.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idleWaiters: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`Invalid concurrency limit: ${limit}`);
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
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    this.active -= 1;
    if (this.active === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
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
