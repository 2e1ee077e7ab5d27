import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage';

const none = { query: null, stored: null, cookie: undefined, browser: undefined, page: undefined };

describe('detectLanguage', () => {
  it('takes the URL first, then the stored choice, the cookie, the browser, the page', () => {
    expect(detectLanguage({ ...none, query: 'en', stored: 'fr', browser: 'fr-FR', page: 'fr' })).toBe('en');
    expect(detectLanguage({ ...none, cookie: 'en', browser: 'fr-FR' })).toBe('en');
    expect(detectLanguage({ ...none, stored: 'en', browser: 'fr-FR', page: 'fr' })).toBe('en');
    expect(detectLanguage({ ...none, browser: 'en-US', page: 'fr' })).toBe('en');
    expect(detectLanguage({ ...none, page: 'en' })).toBe('en');
  });

  it('starts in French when the first language found is neither French nor English, or none is', () => {
    expect(detectLanguage({ ...none, query: 'de', stored: 'en' })).toBe('fr');
    expect(detectLanguage({ ...none, browser: 'es-ES', page: 'en' })).toBe('fr');
    expect(detectLanguage(none)).toBe('fr');
  });
});
