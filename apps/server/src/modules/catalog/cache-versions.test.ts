import { describe, expect, it } from 'vitest';
import { CatalogueCache, CoalescedRead } from './cache';

/**
 * How the catalogue cache reads the catalogue's version: coalesced, once per change notice while it watches,
 * or once per window. No database and no app: the version read is a stand-in the tests count and hold.
 * Serving through two instances on one database is cache.test.ts.
 */
describe('CoalescedRead', () => {
  it('gives callers arriving during a read the next read, shared, never one that started before them', async () => {
    let reads = 0;
    const releases: (() => void)[] = [];
    const coalesced = new CoalescedRead(async () => {
      reads += 1;
      const value = reads;
      await new Promise<void>((release) => releases.push(release));
      return value;
    });
    const first = coalesced.get();
    const [second, third] = [coalesced.get(), coalesced.get()];
    expect(reads).toBe(1);
    releases.shift()!();
    expect(await first).toBe(1);
    // The two that arrived while read 1 ran share read 2.
    await new Promise((tick) => setTimeout(tick, 0));
    expect(reads).toBe(2);
    releases.shift()!();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const later = coalesced.get();
    expect(reads).toBe(3);
    releases.shift()!();
    expect(await later).toBe(3);
  });

  it('recovers after a failed read', async () => {
    let fail = true;
    const coalesced = new CoalescedRead(async () => {
      if (fail) throw new Error('database unavailable');
      return 42;
    });
    await expect(coalesced.get()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await coalesced.get()).toBe(42);
  });
});

describe('CatalogueCache watching change notices', () => {
  /** A version row read through a counter, and a read the test may hold open. */
  const versionRow = () => {
    const row = { version: 1, reads: 0, hold: undefined as Promise<void> | undefined };
    const read = async () => {
      row.reads += 1;
      const version = row.version;
      await row.hold;
      return version;
    };
    return { row, read };
  };
  const build = (body: string) => async () => body;

  it('reads the version on every use until it watches, then once per notice', async () => {
    const { row, read } = versionRow();
    const cache = new CatalogueCache(read);
    await cache.answer('k', build('v1'));
    await cache.answer('k', build('v1'));
    expect(row.reads).toBe(2);

    cache.watchChanges();
    for (let use = 0; use < 5; use += 1) await cache.answer('k', build('v1'));
    expect(row.reads).toBe(3);

    row.version = 2;
    cache.versionChanged();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect((await cache.answer('k', build('v3')))?.body).toBe('v2');
    expect(row.reads).toBe(4);
  });

  it('does not keep a version read that a notice overtook', async () => {
    const { row, read } = versionRow();
    const cache = new CatalogueCache(read);
    cache.watchChanges();
    let release!: () => void;
    row.hold = new Promise<void>((resolve) => (release = resolve));
    const inFlight = cache.answer('k', build('v1'));
    // The write commits (and notifies) while the read of the old version is on its way back.
    await Promise.resolve();
    row.version = 2;
    cache.versionChanged();
    release();
    expect((await inFlight)?.body).toBe('v1');
    row.hold = undefined;
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(row.reads).toBe(2);
  });
});

describe('CatalogueCache reusing version reads for a window', () => {
  const setup = () => {
    const row = { version: 1, reads: 0 };
    let clock = 0;
    const cache = new CatalogueCache(
      async () => {
        row.reads += 1;
        return row.version;
      },
      500,
      () => clock,
    );
    cache.reuseReadsFor(100);
    return { row, cache, advance: (ms: number) => (clock += ms) };
  };
  const build = (body: string) => async () => body;
  const settle = () => new Promise((tick) => setTimeout(tick, 0));

  it('serves the uses of the window from one read, renews it in the second half, and reads after it', async () => {
    const { row, cache, advance } = setup();
    expect((await cache.answer('k', build('v1')))?.body).toBe('v1');
    advance(40);
    row.version = 2;
    // Within the first half: the read of version 1 still serves, nothing is read.
    expect((await cache.answer('k', build('v2')))?.body).toBe('v1');
    expect(row.reads).toBe(1);
    advance(30);
    // In the second half: still served from it, while a read runs in the background.
    expect((await cache.answer('k', build('v2')))?.body).toBe('v1');
    await settle();
    expect(row.reads).toBe(2);
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    advance(101);
    row.version = 3;
    // Past the window: this use waits for a read of its own.
    expect((await cache.answer('k', build('v3')))?.body).toBe('v3');
    expect(row.reads).toBe(3);
  });

  it('reads again at once after a change notice', async () => {
    const { row, cache, advance } = setup();
    await cache.answer('k', build('v1'));
    advance(1);
    row.version = 2;
    cache.versionChanged();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(row.reads).toBe(2);
  });

  it('reads on every use without a window', async () => {
    const row = { reads: 0 };
    const cache = new CatalogueCache(
      async () => ++row.reads,
      500,
      () => 0,
    );
    await cache.answer('k', build('a'));
    await cache.answer('k', build('b'));
    expect(row.reads).toBe(2);
  });
});

describe('CatalogueCache.peek, the hot path without a promise', () => {
  const build = (body: string) => async () => body;
  const setup = (windowMs: number) => {
    const row = { version: 1, reads: 0 };
    let clock = 0;
    const cache = new CatalogueCache(
      async () => {
        row.reads += 1;
        return row.version;
      },
      500,
      () => clock,
    );
    cache.reuseReadsFor(windowMs);
    return { row, cache, advance: (ms: number) => (clock += ms) };
  };

  it('hands out a kept answer only while its version read still serves, as answer would', async () => {
    const { row, cache, advance } = setup(100);
    expect(cache.peek('k')).toBeUndefined();
    const kept = await cache.answer('k', build('v1'));
    expect(cache.peek('k')).toBe(kept);
    expect(cache.peek('other key')).toBeUndefined();
    advance(101);
    // Past the window a read is due: peek has nothing, answer reads and rebuilds on a new version.
    row.version = 2;
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(cache.peek('k')?.body).toBe('v2');
    expect(row.reads).toBe(2);
  });

  it('has nothing after a change notice, until a read after it', async () => {
    const { row, cache } = setup(Number.POSITIVE_INFINITY);
    await cache.answer('k', build('v1'));
    expect(cache.peek('k')?.body).toBe('v1');
    row.version = 2;
    cache.versionChanged();
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.answer('k', build('v2')))?.body).toBe('v2');
    expect(cache.peek('k')?.body).toBe('v2');
  });

  it('renews the version read in the second half of the window, as answer does', async () => {
    const { row, cache, advance } = setup(100);
    await cache.answer('k', build('v1'));
    advance(60);
    expect(cache.peek('k')?.body).toBe('v1');
    await new Promise((tick) => setTimeout(tick, 0));
    expect(row.reads).toBe(2);
  });

  it('has nothing without a window: every use reads', async () => {
    const { cache } = setup(0);
    await cache.answer('k', build('v1'));
    expect(cache.peek('k')).toBeUndefined();
  });
});
