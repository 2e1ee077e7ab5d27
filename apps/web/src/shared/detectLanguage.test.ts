import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage } from './detectLanguage';

/** A page as the browser sees it: its URL, storage, cookie, languages and `<html lang>`. */
function openPage({
  search = '',
  stored = null as string | null,
  cookie = '',
  languages = [] as string[],
  htmlLang = '',
}) {
  vi.stubGlobal('window', {
    location: { search },
    localStorage: { getItem: () => stored },
  });
  vi.stubGlobal('document', { cookie, documentElement: { lang: htmlLang } });
  vi.stubGlobal('navigator', { language: languages[0] ?? '', languages });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserLanguage: the one resolver fed from the page', () => {
  it('takes ?lang, then the stored choice, then the cookie, then the browser, then <html lang>', () => {
    openPage({ search: '?lang=en', stored: 'fr', cookie: 'lang=fr', languages: ['fr'], htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
    openPage({ stored: 'en', cookie: 'lang=fr', languages: ['fr'], htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
    openPage({ cookie: 'theme=dark; lang=en', languages: ['fr'], htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
    openPage({ languages: ['en-US'], htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
    openPage({ languages: ['de-DE'], htmlLang: 'en' });
    expect(browserLanguage()).toBe('en');
  });

  it("reads every one of the browser's languages, as the server reads Accept-Language", () => {
    openPage({ languages: ['de-DE', 'en-GB', 'fr'], htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
  });

  it('skips a ?lang that is neither language, as the server does', () => {
    openPage({ search: '?lang=de', stored: 'en', htmlLang: 'fr' });
    expect(browserLanguage()).toBe('en');
  });

  it('starts in French when nothing names fr or en', () => {
    openPage({ languages: ['es-ES'] });
    expect(browserLanguage()).toBe('fr');
  });
});
