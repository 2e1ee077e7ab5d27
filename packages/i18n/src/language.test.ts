import { describe, expect, it } from 'vitest';
import { intlLocale, type Language, languages, localized, pickLanguage } from './language';
import { languageSchema } from './language-schema';

describe('pickLanguage', () => {
  it('honours quality values and regional tags', () => {
    expect(pickLanguage('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(pickLanguage('de-DE,fr;q=0.5,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-CA')).toBe('fr');
  });

  it('narrows i18next language tags (en-US, fr-FR) to fr or en', () => {
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage('fr-FR')).toBe('fr');
  });

  it('starts in French for any other language or none', () => {
    expect(pickLanguage('de-DE,es;q=0.8')).toBe('fr');
    expect(pickLanguage('de')).toBe('fr');
    expect(pickLanguage(undefined)).toBe('fr');
    expect(pickLanguage('')).toBe('fr');
  });
});

describe('languageSchema', () => {
  it('accepts exactly the shop languages', () => {
    for (const language of languages) expect(languageSchema.parse(language)).toBe(language);
    expect(languageSchema.safeParse('de').success).toBe(false);
    expect(languageSchema.safeParse('FR').success).toBe(false);
  });
});

describe('intlLocale', () => {
  it('formats euros and dates the French and the British way', () => {
    const price = (language: Language) =>
      new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' })
        .format(12.5)
        .replace(/[\u202f\u00a0]/g, ' ');
    expect(price('fr')).toBe('12,50 €');
    expect(price('en')).toBe('€12.50');
    const day = new Date('2026-03-04T12:00:00Z');
    expect(new Intl.DateTimeFormat(intlLocale('en'), { timeZone: 'UTC' }).format(day)).toBe('04/03/2026');
  });
});

describe('localized', () => {
  const product = { nameFr: 'Niveaux', nameEn: 'Levels', descriptionFr: 'Une', descriptionEn: 'One' };

  it('reads the field of the given language', () => {
    expect(localized(product, 'name', 'fr')).toBe('Niveaux');
    expect(localized(product, 'name', 'en')).toBe('Levels');
    expect(localized(product, 'description', 'en')).toBe('One');
  });
});
