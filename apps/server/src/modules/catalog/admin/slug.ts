import { legacySlugs, slugFromName } from '@shop/contracts';
import { isUuid } from '../../../lib/ids';

/**
 * A URL-safe slug for a new product: the rule of docs/rules/back-office.md (known names → catalogue slugs, otherwise lower-case
 * with spaces as hyphens), then accents dropped and anything but letters, digits and hyphens removed,
 * because product links only accept [a-z0-9_-].
 */
export function baseSlug(name: string): string {
  const slug = slugFromName(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'indicator';
}

/**
 * The first of `base`, `base-2`, `base-3`… that no product uses. Legacy slugs and uuid-shaped slugs are
 * never handed out: links with them already resolve to other products.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  const usable = (slug: string) => !taken.has(slug) && !legacySlugs[slug] && !isUuid(slug);
  if (usable(base)) return base;
  for (let n = 2; ; n += 1) if (usable(`${base}-${n}`)) return `${base}-${n}`;
}
