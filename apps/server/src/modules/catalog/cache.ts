import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { catalogueVersion } from '../../lib/db/schema';
import { CachedAnswer } from './cached-answer';

/**
 * Shares one read among the callers that arrive while another is running: they wait for the next read,
 * which starts after they arrived, so each sees a value at least as new as the moment it asked, and the
 * database sees one read per round trip however many requests come in.
 */
export class CoalescedRead<T> {
  private running?: Promise<T>;
  private queued?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<T> {
    const read = this.read().finally(() => {
      if (this.running === read) this.running = undefined;
    });
    this.running = read;
    return read;
  }
}

/**
 * Moves the catalogue's version with its notice, in the caller's transaction, as a product or review write's
 * trigger does (migration 0020): for a change the catalogue's answers show that no such table holds (the
 * seller's identity in the pages' footers). Every instance's cache follows once it commits (decision 6).
 */
export async function bumpCatalogueVersion(tx: Executor): Promise<void> {
  await tx
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1));
  await tx.execute(sql`select pg_notify('catalogue_version', '')`);
}

/**
 * Reads the one-row `catalogue_version`, as a prepared statement: it runs thousands of times a second under
 * load, and neither the query builder nor PostgreSQL's parser need to see it again each time.
 */
export function catalogueVersionReader(db: Executor): () => Promise<number> {
  const read = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  return async () => {
    const [row] = await read.execute();
    return row?.version ?? 0;
  };
}

/**
 * The catalogue's public answers (product list per language and query, product pages), kept serialised in
 * the process. Each use first learns the one-row `catalogue_version` that a trigger on `products` moves on
 * every write, so a change made through any instance (or by hand in SQL) is served everywhere; concurrent
 * requests share that primary-key read (`CoalescedRead`, on the database's `lane`, so it never queues behind
 * a burst of transactions), far cheaper than the product query and the serialisation it saves. Two ways
 * spare most of those reads (decision 6):
 * - `watchChanges` (PGlite, where the writer's change notices arrive before its write answers): one read per
 *   notice instead of one per use;
 * - `reuseReadsFor` (PostgreSQL): a read serves every use that starts within a window after the read
 *   started, and is renewed in the background in the window's second half. Writers hold their answer until
 *   the window has passed after their commit (`CatalogueCommitWait`), so whoever saw a write answered is served
 *   a version read after it; a notice (or SQL by hand, which nobody holds) ends the window at once.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private version = -1;
  private readonly currentVersion: CoalescedRead<number>;
  private notices = 0;
  /** How long a version read serves the uses after it: 0 reads on every use, Infinity until a notice. */
  private windowMs = 0;
  /** The latest read kept, when it started and how many notices had arrived by then. */
  private lastRead: { version: number; startedAt: number; notices: number } | undefined;
  private renewing = false;

  /**
   * `readVersion` reads the version row (`catalogueVersionReader`). Searches make the key space open-ended:
   * past `maxEntries` answers the oldest is dropped. `now` is a monotonic clock in ms.
   */
  constructor(
    readVersion: () => Promise<number>,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.currentVersion = new CoalescedRead(readVersion);
  }

  /** From now on, the version is read again only after `versionChanged`, not on every use. */
  watchChanges(): void {
    this.reuseReadsFor(Number.POSITIVE_INFINITY);
  }

  /**
   * From now on, a version read serves the uses that start within `windowMs` after it started (until a
   * notice). Reads made before, when nobody may have been listening, serve no more.
   */
  reuseReadsFor(windowMs: number): void {
    this.windowMs = windowMs;
    this.lastRead = undefined;
  }

  /** A change notice: the next use reads the version again. */
  versionChanged(): void {
    this.notices += 1;
  }

  /**
   * The catalogue's version as a use of the cache would see it now. Answers built from other stored facts
   * that the version also covers (the seller's identity, whose saves bump it) are kept under it.
   */
  versionNow(): Promise<number> {
    return this.latestVersion();
  }

  /**
   * The latest read's version while it still serves (within its window, no notice since), renewed in the
   * background in the window's second half; undefined when a read is due.
   */
  private keptVersion(): number | undefined {
    const last = this.lastRead;
    if (!last || last.notices !== this.notices || this.windowMs <= 0) return undefined;
    const age = this.now() - last.startedAt;
    if (age > this.windowMs) return undefined;
    if (age > this.windowMs / 2 && !this.renewing) {
      this.renewing = true;
      void this.readVersion()
        .catch(() => undefined)
        .finally(() => {
          this.renewing = false;
        });
    }
    return last.version;
  }

  private latestVersion(): Promise<number> {
    const kept = this.keptVersion();
    return kept === undefined ? this.readVersion() : Promise.resolve(kept);
  }

  private async readVersion(): Promise<number> {
    const notices = this.notices;
    // Taken before asking: a shared read may start later, never earlier, so the window only errs short.
    const startedAt = this.now();
    const version = await this.currentVersion.get();
    // A notice during the read may postdate what it read: that read is used once, not kept.
    if (notices === this.notices && (!this.lastRead || startedAt >= this.lastRead.startedAt))
      this.lastRead = { version, startedAt, notices };
    return version;
  }

  /**
   * The answer kept for `key` when no version read is due and it was filed under the version in hand, else
   * undefined (then `answer`). The hot path of a catalogue read, with no promise: the same answer as
   * `answer` would give at this instant.
   */
  peek(key: string): CachedAnswer | undefined {
    const kept = this.keptVersion();
    return kept !== undefined && kept === this.version ? this.entries.get(key) : undefined;
  }

  /**
   * The cached answer for `key`, built (serialised) when missing; a build giving `undefined` (nothing to
   * show) is not kept.
   */
  async answer(key: string, build: () => Promise<string | undefined>): Promise<CachedAnswer | undefined> {
    const current = await this.latestVersion();
    if (current > this.version) {
      this.entries.clear();
      this.version = current;
    }
    const cached = current === this.version ? this.entries.get(key) : undefined;
    if (cached) return cached;
    // Built from rows read after the version: at worst newer than the version it is filed under, never
    // older. Kept only while no newer version has been seen meanwhile (it might predate that write).
    const body = await build();
    if (body === undefined) return undefined;
    const answer = new CachedAnswer(body);
    if (current !== this.version) return answer;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, answer);
    return answer;
  }
}
