import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../lib/db/client';
import { CatalogueCache, catalogueVersionReader } from './cache';
import type { CachedAnswer } from './cached-answer';
import { CATALOGUE_READ_WINDOW_MS, CatalogueCommitWait, registerCatalogueWriteHold } from './commit-wait';
import { findProduct, type RatedProductRow } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one catalogue cache: the API's answers and the server-rendered pages, on one version. */
    catalogueCache: CatalogueCache;
  }
}

/** The channel the version's trigger notifies on every catalogue write (migration 0020). */
const CATALOGUE_CHANGES = 'catalogue_version';

/**
 * One `CatalogueCache` per app, shared by the catalogue API and the storefront pages (modules/seo). On PGlite
 * it reads the version once per change notice; on PostgreSQL it reuses each read for a short window and holds
 * the answers of catalogue writes for as long (decision 6). Tests may pass a `commitWait` on a clock of theirs.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, options: { commitWait?: CatalogueCommitWait }) => {
    const cache = new CatalogueCache(catalogueVersionReader(app.dbHandle.lane));
    const commitWait = options.commitWait ?? new CatalogueCommitWait(CATALOGUE_READ_WINDOW_MS);
    const stop = await app.dbHandle.listen(CATALOGUE_CHANGES, () => {
      cache.versionChanged();
      commitWait.noticed();
    });
    // The database may close first (its own onClose hook): nothing is left to stop listening to then.
    app.addHook('onClose', () => stop().catch(() => undefined));
    if (app.dbHandle.kind === 'pglite') cache.watchChanges();
    else {
      cache.reuseReadsFor(CATALOGUE_READ_WINDOW_MS);
      registerCatalogueWriteHold(app, commitWait);
    }
    app.decorate('catalogueCache', cache);
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);

export type CachedProduct =
  | { kind: 'found'; answer: CachedAnswer }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/**
 * A product's cached answer under `key` (its JSON, or its page), built from the product row when missing;
 * a legacy slug comes back as where the product moved, an unknown one as missing (neither is cached).
 */
export async function cachedProductLookup(
  cache: CatalogueCache,
  db: Executor,
  key: string,
  idOrSlug: string,
  build: (product: RatedProductRow) => Promise<string | undefined> | string | undefined,
): Promise<CachedProduct> {
  let lookup: Awaited<ReturnType<typeof findProduct>> | undefined;
  const answer = await cache.answer(key, async () => {
    lookup = await findProduct(db, idOrSlug);
    return lookup.kind === 'found' ? build(lookup.product) : undefined;
  });
  if (answer) return { kind: 'found', answer };
  return lookup?.kind === 'moved' ? lookup : { kind: 'missing' };
}
