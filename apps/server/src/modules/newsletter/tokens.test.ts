import { describe, expect, it } from 'vitest';
import { signNewsletterToken, verifyNewsletterToken } from './tokens';

/** The newsletter's signed links, without a database or an app: what the links answer is newsletter.test.ts. */
const SECRET = 'a-newsletter-secret-for-tests-only-0123456789';

describe('the newsletter tokens', () => {
  it('a confirmation link expires after 7 days', () => {
    const token = signNewsletterToken(SECRET, 'x@example.test', 'confirm', new Date('2026-01-01T00:00:00Z'));
    expect(verifyNewsletterToken(SECRET, token, 'confirm', new Date('2026-01-07T23:59:00Z'))).toBeDefined();
    expect(verifyNewsletterToken(SECRET, token, 'confirm', new Date('2026-01-08T00:00:01Z'))).toBeUndefined();
  });
});
