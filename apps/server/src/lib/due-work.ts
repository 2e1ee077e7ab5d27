import { and, gt, isNull, min } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from './db/client';

/**
 * Work that falls due at times the database knows (a trial's end, a grace period's reminder): sent at that
 * time, not at the next hourly sweep. A task says what is due now and how long until the next piece falls due
 * on its own clock (the lease clock, the trials' clock), and is run again then.
 */
export interface DueTask {
  /** Does what is due now; safe to run on every instance at once (its rows are claimed). */
  run(): Promise<unknown>;
  /** Milliseconds until the next piece of work falls due after now, on the task's clock; null when none waits. */
  untilNext(): Promise<number | null>;
}

/** A due task from what it sends at a time and when its next work falls due after it, both on `clock`. */
export function dueTaskOn(
  clock: () => Date | Promise<Date>,
  run: (now: Date) => Promise<unknown>,
  nextAt: (now: Date) => Promise<Date | null>,
): DueTask {
  return {
    run: async () => run(await clock()),
    async untilNext() {
      const now = await clock();
      const next = await nextAt(now);
      return next && next.getTime() - now.getTime();
    },
  };
}

/** The earliest of some due times (epoch milliseconds, null for none), as a date; null when there is none. */
export function earliest(times: readonly (number | null)[]): Date | null {
  const known = times.filter((time): time is number => time !== null);
  return known.length === 0 ? null : new Date(Math.min(...known));
}

/**
 * When the next of two e-mails a row owes falls due after `now`: a notice `noticeMs` before its `end`, then
 * the end itself, each owed until its claim column is set (a trial's, a grace period's).
 */
export async function nextNoticeOrEnd(
  db: Executor,
  end: PgColumn,
  claims: { notice: PgColumn; end: PgColumn },
  noticeMs: number,
  now: Date,
): Promise<Date | null> {
  const earliestEnd = async (claim: PgColumn, after: Date) => {
    const [row] = await db
      .select({ at: min(end) })
      .from(end.table)
      .where(and(isNull(claim), gt(end, after)));
    return row?.at instanceof Date ? row.at.getTime() : null;
  };
  const [notice, ending] = await Promise.all([
    earliestEnd(claims.notice, new Date(now.getTime() + noticeMs)),
    earliestEnd(claims.end, now),
  ]);
  return earliest([notice === null ? null : notice - noticeMs, ending]);
}

/** A task is run again at least this often: work another instance added, or a clock that jumped. */
export const DUE_WORK_FALLBACK_MS = 60 * 60_000;
/** Never sooner than this after a run, so work left due (another instance holds its row) is not spun on. */
const MIN_WAIT_MS = 1000;

/** One task's timer: a run at a time, a run asked for meanwhile done after it, then the next due time. */
class DueTimer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly task: DueTask,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs the task now (after the run under way, if any); resolves once what was due when asked is done. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    for (;;) {
      this.again = false;
      await this.task.run().catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`));
      if (this.again) continue;
      const wait = await this.task.untilNext().catch((error: unknown) => {
        this.log.error({ err: error }, `${this.name}: next due time unknown`);
        return null;
      });
      if (this.again) continue;
      if (this.stopped) return;
      const delay = Math.min(Math.max(wait ?? DUE_WORK_FALLBACK_MS, MIN_WAIT_MS), DUE_WORK_FALLBACK_MS);
      this.timer = setTimeout(() => void this.run(), delay);
      this.timer.unref();
      return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * The instance's due tasks (`app.dueWork`): each runs when the server listens, then at its next due time;
 * `wake` runs one at once (something it sends became due: a grace period started), `runDue` runs them all
 * and waits (the payment sandbox's test clock moved). Before listening, or with SCHEDULED_TASKS_ENABLED=false
 * (no task is added), both do nothing.
 */
export class DueWork {
  private readonly tasks = new Map<string, DueTask>();
  private readonly timers = new Map<string, DueTimer>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(name: string, task: DueTask): void {
    this.tasks.set(name, task);
  }

  start(): void {
    for (const [name, task] of this.tasks) {
      const timer = new DueTimer(name, task, this.log);
      this.timers.set(name, timer);
      void timer.run();
    }
  }

  wake(name: string): void {
    void this.timers.get(name)?.run();
  }

  async runDue(): Promise<void> {
    await Promise.all([...this.timers.values()].map((timer) => timer.run()));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.timers.values()].map((timer) => timer.stop()));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dueWork: DueWork;
  }
}

/** `app.dueWork`, started once the server listens (some tasks reach its own port) and stopped before it closes. */
export const dueWorkPlugin = fp(
  async (app: FastifyInstance) => {
    const work = new DueWork(app.log);
    app.decorate('dueWork', work);
    app.addHook('onListen', async () => work.start());
    app.addHook('preClose', () => work.stop());
  },
  { name: 'due-work' },
);
