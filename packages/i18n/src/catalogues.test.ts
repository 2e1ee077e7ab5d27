import { describe, expect, it } from 'vitest';
import { type Messages, namespaceNames, pickLanguage, resources } from './index';

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(namespaceNames)('namespace %s', (namespace) => {
  const fr = flatten(resources.fr[namespace] as Messages);
  const en = flatten(resources.en[namespace] as Messages);

  it('has the same keys in French and English', () => {
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
  });

  it('has no empty text and the same interpolation parameters in both languages', () => {
    for (const [key, text] of fr) {
      expect(text.trim(), `fr ${namespace}:${key}`).not.toBe('');
      expect(en.get(key)?.trim(), `en ${namespace}:${key}`).not.toBe('');
      expect(placeholders(en.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
    }
  });

  it('hard-codes no fake seller facts: they come from the SELLER_* configuration', () => {
    for (const [key, text] of [...fr, ...en]) {
      expect(text, `${namespace}:${key}`).not.toMatch(
        /fictitious|fictif|fictive|à compléter|to be completed/i,
      );
    }
  });
});

describe('pickLanguage', () => {
  it('honours quality values and regional tags', () => {
    expect(pickLanguage('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(pickLanguage('de-DE,fr;q=0.5,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-CA')).toBe('fr');
  });

  it('starts in French for any other language or none', () => {
    expect(pickLanguage('de-DE,es;q=0.8')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
    expect(pickLanguage('')).toBe('fr');
  });
});
