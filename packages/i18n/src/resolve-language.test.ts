import { describe, expect, it } from 'vitest';
import { languageCookie, resolveLanguage } from './resolve-language';

describe('resolveLanguage: explicit ?lang, stored choice, browser language, <html lang>, then French', () => {
  const all = { explicit: 'en', stored: ['fr'], browser: 'fr-FR,fr', page: 'fr' };

  it('takes the explicit ?lang before everything else', () => {
    expect(resolveLanguage(all)).toBe('en');
    expect(resolveLanguage({ ...all, explicit: 'fr', stored: ['en'], browser: 'en', page: 'en' })).toBe('fr');
  });

  it('takes the stored choice before the browser and the page, the first stored one present first', () => {
    expect(resolveLanguage({ stored: ['en'], browser: 'fr', page: 'fr' })).toBe('en');
    expect(resolveLanguage({ stored: [null, 'en', 'fr'], browser: 'fr' })).toBe('en');
    // The cookie before the signed-in user's stored language.
    expect(resolveLanguage({ stored: [undefined, 'fr', 'en'], browser: 'en' })).toBe('fr');
  });

  it("takes the browser's languages before the page, quality values and regional tags honoured", () => {
    expect(resolveLanguage({ browser: 'en-GB,en;q=0.9', page: 'fr' })).toBe('en');
    expect(resolveLanguage({ browser: 'de-DE,fr;q=0.5,en;q=0.9', page: 'fr' })).toBe('en');
    expect(resolveLanguage({ browser: ['de-DE', 'en-US', 'fr'], page: 'fr' })).toBe('en');
  });

  it('takes <html lang> when the browser names neither language', () => {
    expect(resolveLanguage({ browser: ['de-DE', 'es'], page: 'en' })).toBe('en');
    expect(resolveLanguage({ browser: 'de', page: 'en' })).toBe('en');
  });

  it('skips a source that names neither language instead of reading it as French', () => {
    expect(resolveLanguage({ explicit: 'de', stored: ['xx', 'en'], browser: 'fr' })).toBe('en');
    expect(resolveLanguage({ explicit: '', stored: [''], browser: 'en' })).toBe('en');
    expect(resolveLanguage({ explicit: 'EN' })).toBe('en');
  });

  it('answers French when no source names fr or en', () => {
    expect(resolveLanguage({})).toBe('fr');
    expect(resolveLanguage({ explicit: 'de', stored: ['es'], browser: 'it,de;q=0.5', page: 'pt' })).toBe(
      'fr',
    );
    expect(resolveLanguage({ browser: 'en;q=0' })).toBe('fr');
  });
});

describe('languageCookie', () => {
  it('reads the `lang` cookie among others, and only that one', () => {
    expect(languageCookie('theme=dark; lang=en; x=1')).toBe('en');
    expect(languageCookie('lang=fr')).toBe('fr');
    expect(languageCookie('xlang=en; slang=fr')).toBeUndefined();
    expect(languageCookie(undefined)).toBeUndefined();
  });
});
