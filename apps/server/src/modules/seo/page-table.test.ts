import { type PageEntry, pageIds, pageTable } from '@shop/contracts';
import { languages, resources } from '@shop/i18n';
import { describe, expect, it } from 'vitest';

/** The text at `namespace:path.to.key` in one language's catalogues, if there is one. */
function text(language: (typeof languages)[number], key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * The page table holds its title and description keys as strings (the contracts cannot import the catalogues'
 * types): each must be a text in both languages, as the page's head and the browser's tab show it.
 */
describe('the page table', () => {
  for (const id of pageIds) {
    const page: PageEntry = pageTable[id];
    it(`${id}: its title and description exist in French and English`, () => {
      for (const language of languages) {
        if (page.title) expect(typeof text(language, page.title), `${language} ${page.title}`).toBe('string');
        if (page.description) {
          const key = `seo:descriptions.${page.description}`;
          expect(typeof text(language, key), `${language} ${key}`).toBe('string');
        }
      }
    });
  }

  it('declares each path once, absolute', () => {
    const paths = pageIds.map((id) => pageTable[id].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
  });
});
