// The cookie choice without its zod schema (consent.ts): the banner records a choice on every storefront
// page's first load, which must not carry zod (docs/decisions/0008-initial-js-budget.md).

/**
 * Version of the cookie banner's and the cookie policy's text. A choice stored under another version, or
 * in an older format, no longer counts: the banner asks again (CNIL recommendation 2020-092).
 */
export const CONSENT_TEXT_VERSION = '2026-11-23';

export const consentChoices = ['declined', 'customized', 'accepted'] as const;

/** A choice as stored; its type is `CookieConsent`, which the schema in consent.ts checks when it is read back. */
export function makeConsent(
  choice: (typeof consentChoices)[number],
  measurement: boolean,
  now: Date = new Date(),
) {
  return {
    choice,
    necessary: true,
    measurement,
    decidedAt: now.toISOString(),
    version: CONSENT_TEXT_VERSION,
  } as const;
}
