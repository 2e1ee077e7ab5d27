import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

const language = (query: Record<string, string>, headers: Record<string, string>) =>
  requestLanguage({ query, headers });

describe('requestLanguage', () => {
  it('reads Accept-Language alone the same way every time (remembered after the first)', () => {
    for (let round = 0; round < 3; round++) {
      expect(language({}, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.8' })).toBe('en');
      expect(language({}, { 'accept-language': 'de-DE,fr;q=0.5,en;q=0.4' })).toBe('fr');
      expect(language({}, { 'accept-language': 'de, fr;q=0.1, en;q=0.9' })).toBe('en');
      expect(language({}, { 'accept-language': 'de' })).toBe('fr');
      expect(language({}, {})).toBe('fr');
    }
  });

  it('puts ?lang and the lang cookie before a remembered Accept-Language', () => {
    expect(language({}, { 'accept-language': 'en' })).toBe('en');
    expect(language({ lang: 'fr' }, { 'accept-language': 'en' })).toBe('fr');
    expect(language({}, { 'accept-language': 'en', cookie: 'a=1; lang=fr' })).toBe('fr');
    // A cookie header without `lang`: the browser's languages decide.
    expect(language({}, { 'accept-language': 'en', cookie: 'a=1' })).toBe('en');
    // A `lang` that is neither fr nor en is skipped.
    expect(language({ lang: 'de' }, { 'accept-language': 'en' })).toBe('en');
  });

  it('keeps answering right past the number of headers it remembers', () => {
    for (let n = 0; n < 600; n++) {
      expect(language({}, { 'accept-language': `x-${n},en;q=0.${(n % 8) + 1}` })).toBe('en');
    }
    expect(language({}, { 'accept-language': 'fr-CA' })).toBe('fr');
  });
});
