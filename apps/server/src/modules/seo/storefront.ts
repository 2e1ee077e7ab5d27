import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  descriptionPaths,
  type SellerIdentity,
  type StorefrontData,
  type StorefrontRenderer,
} from '@shop/contracts';
import type { Language } from '@shop/i18n';
import type { AppConfig } from '../../config';
import type { Executor } from '../../lib/db/client';
import {
  findProduct,
  listProducts,
  type RatedProductRow,
  toProductDto,
  withBundleContents,
} from '../catalog';
import { publicReleasesBySlug } from '../releases';
import { publicConfig } from '../site';

/** The web app's server render, when the web was built with it (`npm run build` writes both). */
export async function loadStorefrontRenderer(entry: string): Promise<StorefrontRenderer | undefined> {
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as StorefrontRenderer;
}

async function readText(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

/** What a page's data is read from: the database and the configuration (named as the app's parts). */
export interface StorefrontDeps {
  db: Executor;
  config: AppConfig;
}

/**
 * The catalogue's answers a page shows, read in the process in the page's language: the same services
 * (and so the same JSON) as the API, and the long descriptions the web build publishes. `known` is the
 * product a product page was looked up as, so it is not read twice.
 */
export function storefrontData(
  deps: StorefrontDeps,
  distDir: string,
  language: Language,
  seller: SellerIdentity,
  known?: RatedProductRow,
): StorefrontData {
  return {
    publicConfig: publicConfig(deps.config, seller),
    products: (query) => listProducts(deps.db, query, language),
    async product(idOrSlug) {
      const lookup = known
        ? ({ kind: 'found', product: known } as const)
        : await findProduct(deps.db, idOrSlug);
      if (lookup.kind !== 'found') return undefined;
      return withBundleContents(deps.db, toProductDto(lookup.product, language), language);
    },
    async releases(slug) {
      return (await publicReleasesBySlug(deps.db, slug, language))?.releases ?? [];
    },
    // From the same files, in the same order, as the browser reads them.
    async description(slug) {
      for (const path of descriptionPaths(slug, language)) {
        const text = await readText(join(distDir, path));
        if (text !== null) return text;
      }
      return null;
    },
  };
}
