import { z } from 'zod';
import { CONSENT_TEXT_VERSION, consentChoices } from './consent-choice';

/** The visitor's cookie choice as stored in localStorage (`cookieConsent`): per purpose, when, which text. */
export const cookieConsentSchema = z.object({
  choice: z.enum(consentChoices),
  necessary: z.literal(true),
  measurement: z.boolean(),
  decidedAt: z.iso.datetime(),
  version: z.literal(CONSENT_TEXT_VERSION),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
