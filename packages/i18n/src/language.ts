export const supportedLanguages = ['fr', 'en'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const fallbackLanguage: SupportedLanguage = 'en';
/** A detected language that is neither fr nor en starts the interface in French (DESIGN.md). */
export const defaultLanguage: SupportedLanguage = 'fr';

/** Picks fr or en from an Accept-Language header or a stored choice; anything else gives French. */
export function pickLanguage(input: string | null | undefined): SupportedLanguage {
  if (!input) return defaultLanguage;
  const tags = input
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return defaultLanguage;
}
