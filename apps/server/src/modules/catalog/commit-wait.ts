/**
 * How long a catalogue version read serves the requests that start after it on PostgreSQL, and so how long
 * a catalogue write holds its answer after its commit (decision 6). Short enough that nobody sees it; long
 * enough that under load one read in the background serves hundreds of requests.
 */
export const CATALOGUE_READ_WINDOW_MS = 100;

/**
 * The commit-wait half of reusing version reads: the answer of any request that may have written (all but
 * GET and HEAD) waits until `windowMs` have passed since the latest catalogue change notice. The notice of
 * a write reaches its own session before its commit answers (every pooled connection listens), so the
 * writer's answer leaves at least a window after its commit: a request it leads to, on any instance, is
 * served a version read that started after the commit. Other writes answered within a window after a
 * catalogue change wait too, at most `windowMs`, a few times a day.
 */
export class CatalogueCommitWait {
  private lastNotice = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A catalogue change notice arrived (from this instance's write or another's). */
  noticed(): void {
    this.lastNotice = this.now();
  }

  /** How long an answer sent now must still wait, in ms. */
  holdMs(): number {
    return Math.max(0, this.lastNotice + this.windowMs - this.now());
  }
}
