import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../lib/db/client';
import { catalogueVersion } from '../../lib/db/schema';

/** A catalogue answer serialised once: the JSON text and its strong ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * The catalogue's public answers (product list per language and query, product pages), kept serialised in
 * the process. Each use first reads the one-row `catalogue_version` that a trigger on `products` moves on
 * every write, so a change made through any instance (or by hand in SQL) is served at once everywhere;
 * the check is a primary-key read, far cheaper than the product query and its serialisation it saves.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private version = -1;

  /** Searches make the key space open-ended: past this many answers the oldest is dropped. */
  constructor(private readonly maxEntries = 500) {}

  /** The cached answer for `key`, built when missing; a build giving `undefined` (nothing to show) is not kept. */
  async answer(db: Executor, key: string, build: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    const [row] = await db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    const current = row?.version ?? 0;
    if (current !== this.version) {
      this.entries.clear();
      this.version = current;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    // Built from rows read after the version: at worst newer than the version it is filed under, never older.
    const value = await build();
    if (value === undefined) return undefined;
    const body = JSON.stringify(value);
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, answer);
    return answer;
  }
}

/**
 * Sends a cached answer with its ETag: 304 without a body when the client already holds it. Browsers
 * revalidate every time (`no-cache`): a price change must show on the next visit, and a 304 costs only
 * the round trip. The language may come from Accept-Language, hence `Vary`.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'public, no-cache')
    .header('vary', 'Accept-Language');
  const ifNoneMatch = request.headers['if-none-match'];
  // If-None-Match compares weakly: W/"x" matches "x".
  const held = ifNoneMatch?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held?.some((tag) => tag === answer.etag || tag === '*')) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
