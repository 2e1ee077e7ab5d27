import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { buyerNoticeMail } from './buyer-notice';

const seller = loadConfig({}).sellerInitial;
const buyer = (language: 'fr' | 'en') => ({
  email: 'buyer@shop.test',
  name: 'Ada',
  language,
  emailVerifiedAt: new Date('2026-11-01T00:00:00Z'),
});
const release = (language: 'fr' | 'en') =>
  buyerNoticeMail('releaseEmails:published.', {
    user: buyer(language),
    params: { product: 'Asian Session Levels', version: '1.2.0', platform: '8.1', changelog: '- Faster' },
    url: 'https://shop.test/profile?tab=indicators',
    template: 'release-published',
    seller,
  });

/** The new-release notice reads right whatever the product's name begins with (issue 43). */
describe('the new-release notice', () => {
  it('never writes « de » before a name starting with a vowel, in French', () => {
    const mail = release('fr');
    expect(mail.text).not.toMatch(/\bde Asian\b/);
    expect(mail.text).toContain('Nouvelle version : Asian Session Levels');
    expect(mail.text).toContain('La version 1.2.0 est disponible pour Asian Session Levels');
  });

  it('names the product and the version in English', () => {
    const mail = release('en');
    expect(mail.subject).toBe('Asian Session Levels 1.2.0 is out');
    expect(mail.text).toContain('New version of Asian Session Levels');
  });
});
