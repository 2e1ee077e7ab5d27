import { z } from 'zod';

/**
 * Newsletter and contact form. Messages are keys of the errors namespace (`home.newsletter.*`,
 * `home.contact.*`, `contact.*`, `newsletter.*`): the API answers them as `code` with a translated
 * message, and the web forms translate the same keys.
 */

/** The simple pattern of docs/rules/accounts.md: text, an at sign, text, a dot, text, no spaces. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'home.newsletter.validation.required' })
    .trim()
    .toLowerCase()
    .min(1, 'home.newsletter.validation.required')
    .max(EMAIL_MAX, 'home.newsletter.validation.error')
    .regex(simpleEmailPattern, 'home.newsletter.validation.error'),
  /** Where the form sits (home, support, footer…); defaults to `website`. */
  source: z
    .string()
    .trim()
    .max(40, 'newsletter.invalidSource')
    .regex(/^[\w-]*$/, 'newsletter.invalidSource')
    .optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/** The answer of subscribe and contact: the forms read `success` and show `message`. */
export const messageResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

export const newsletterTokenQuerySchema = z.object({
  token: z
    .string({ error: 'newsletter.invalidToken' })
    .min(1, 'newsletter.invalidToken')
    .max(2000, 'newsletter.invalidToken'),
});

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: 'home.contact.validation.required' })
    .trim()
    .min(1, 'home.contact.validation.required')
    .max(max, tooLong);

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX, 'contact.nameTooLong'),
  email: requiredText(EMAIL_MAX, 'contact.invalidEmail').regex(simpleEmailPattern, 'contact.invalidEmail'),
  subject: requiredText(CONTACT_SUBJECT_MAX, 'contact.subjectTooLong'),
  message: requiredText(CONTACT_MESSAGE_MAX, 'contact.messageTooLong'),
  /** Honeypot: hidden from people, filled by bots. Non-empty means the message is silently dropped. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
