import type { ProductCategory, ProductSort } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';

/** The catalogue's filter, sort and search, as its URL holds them. */
export interface CatalogQuery {
  category?: ProductCategory;
  sort?: ProductSort;
  search?: string;
  free?: 'true';
}

const PRODUCT = 'product';

/**
 * Query keys of the catalogue's answers, shared with the server's render that fills them in advance. Each
 * holds the language the texts are in: after a switch the other language's answer is never read from the cache.
 */
export const catalogKeys = {
  products: (query: CatalogQuery, language: Language) =>
    [
      'products',
      Object.fromEntries(Object.entries(query).filter(([, value]) => Boolean(value))),
      language,
    ] as const,
  product: (idOrSlug: string, language: Language) => [PRODUCT, idOrSlug, language] as const,
  description: (slug: string | undefined, language: Language) => ['description', slug, language] as const,
  releases: (slug: string, language: Language) => ['releases', slug, language] as const,
};

/** Whether `key` is a product's (`catalogKeys.product`), whichever id or slug and language it holds. */
export const isProductKey = (key: readonly unknown[]): boolean => key[0] === PRODUCT;
