import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a catalogue version read serves the requests that start after it on PostgreSQL, and so how long
 * a catalogue write holds its answer after its commit (decision 6). Short enough that nobody sees it; long
 * enough that under load one read in the background serves hundreds of requests.
 */
export const CATALOGUE_READ_WINDOW_MS = 100;

/**
 * The commit-wait half of reusing version reads: the answer of a request that wrote the catalogue waits
 * until `windowMs` have passed since the latest catalogue change notice. The notice of a write reaches its
 * own session before its commit answers (every pooled connection listens), so the writer's answer leaves at
 * least a window after its commit: a request it leads to, on any instance, is served a version read that
 * started after the commit.
 *
 * Which requests wrote is told by the notices themselves, not declared per route: a request during which
 * no notice arrived wrote nothing to the catalogue and is not held (`holdMs(mark)` is 0). A flag on each
 * writing route would have to be remembered by every route that writes `products` or `reviews`, in any
 * module (a review, its moderation, an account's deletion all move the version), and one forgotten would
 * serve an old price with no test failing; the notice cannot be forgotten. The cost: a request that merely
 * overlaps another's catalogue write waits too, at most `windowMs`, a few times a day.
 */
export class CatalogueCommitWait {
  private notices = 0;
  private lastNotice = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A catalogue change notice arrived (from this instance's write or another's). */
  noticed(): void {
    this.notices += 1;
    this.lastNotice = this.now();
  }

  /** Taken when a request starts, for `holdMs` when it answers. */
  mark(): number {
    return this.notices;
  }

  /**
   * How long the answer of a request that started at `mark` must still wait, in ms: 0 unless a notice has
   * arrived since (it wrote nothing to the catalogue).
   */
  holdMs(mark: number): number {
    if (mark === this.notices) return 0;
    return Math.max(0, this.lastNotice + this.windowMs - this.now());
  }
}

/**
 * Holds the answers of `app`'s requests that wrote the catalogue (`CatalogueCommitWait`). GET and HEAD only
 * read: they take no mark, so a catalogue read in flight during a change is never held.
 */
export function registerCatalogueWriteHold(app: FastifyInstance, commitWait: CatalogueCommitWait): void {
  const marks = new WeakMap<FastifyRequest, number>();
  // Synchronous unless holding: every request runs them, and an async hook costs a promise and a turn of the queue.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') marks.set(request, commitWait.mark());
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const mark = marks.get(request);
    const hold = mark === undefined ? 0 : commitWait.holdMs(mark);
    if (hold > 0) setTimeout(() => done(null, payload), hold);
    else done(null, payload);
  });
}
