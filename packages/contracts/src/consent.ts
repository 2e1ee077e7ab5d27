import { z } from 'zod';

/**
 * Version of the cookie banner's and the cookie policy's text. A choice stored under another version, or
 * in an older format, no longer counts: the banner asks again (CNIL recommendation 2020-092).
 */
export const CONSENT_TEXT_VERSION = '2026-11-23';

/** The visitor's cookie choice as stored in localStorage (`cookieConsent`): per purpose, when, which text. */
export const cookieConsentSchema = z.object({
  choice: z.enum(['declined', 'customized', 'accepted']),
  necessary: z.literal(true),
  measurement: z.boolean(),
  decidedAt: z.iso.datetime(),
  version: z.literal(CONSENT_TEXT_VERSION),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export function makeConsent(
  choice: CookieConsent['choice'],
  measurement: boolean,
  now: Date = new Date(),
): CookieConsent {
  return {
    choice,
    necessary: true,
    measurement,
    decidedAt: now.toISOString(),
    version: CONSENT_TEXT_VERSION,
  };
}
