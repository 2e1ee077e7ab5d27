import { languages } from '@shop/i18n/language';
import { z } from 'zod';
import { checkVat, isCountryCode, normalizeVat } from './countries';
import { isSameSitePath } from './paths';

export { checkVat, countryCodes, euVatFormats, isCountryCode, normalizeVat } from './countries';

/**
 * Messages are keys of the errors namespace (`account.*`): the API answers them as `code` with a translated
 * message, and the web forms translate the same keys.
 */

/**
 * A closed account keeps its row (orders and invoices point at it) under an address that is unique and never
 * deliverable (RFC 2606 `.invalid`); screens show "closed account" instead of it.
 */
export const closedAccountEmailDomain = 'deleted.invalid';
export const isClosedAccountEmail = (email: string) => email.endsWith(`@${closedAccountEmailDomain}`);

/** OWASP ASVS 2.1.1 / 2.1.2: at least 12 characters, at most 128. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'account.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'account.passwordTooLong');

/** Trimmed and lower-cased before the format check: the e-mail is stored and compared that way. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'account.emailRequired')
  .max(254, 'account.emailInvalid')
  .pipe(z.email('account.emailInvalid'));

export const nameSchema = z.string().trim().min(1, 'account.nameRequired').max(100, 'account.nameTooLong');

export const signUpBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Where the buyer goes once the e-mailed link confirms the account (the register page's `?redirect=`). */
  redirect: z
    .string()
    .trim()
    .max(500, 'account.redirectInvalid')
    .refine(isSameSitePath, 'account.redirectInvalid')
    .optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** How long the e-mailed link that creates an account works (the server's rule, the register page's text). */
export const SIGNUP_LINK_TTL_HOURS = 24;

/**
 * POST /api/users/signup answers this, 202, whether or not the address has an account (docs/rules/accounts.md):
 * a new address gets the link that creates the account, an existing one's owner a notice.
 */
export const signUpAnswerSchema = z.object({ status: z.literal('checkEmail') });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/**
 * PUT /api/users/language: the account's stored language, which e-mails sent outside a request use; the web
 * sends the interface's language whenever a signed-in reader switches (docs/rules/languages.md).
 */
export const userLanguageBodySchema = z.object({
  language: z.enum(languages, 'account.languageUnsupported'),
});
export type UserLanguageBody = z.infer<typeof userLanguageBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  // No length rule at sign-in: a wrong password, short or long, is just wrong (bounded against hashing abuse).
  password: z.string().min(1, 'account.passwordRequired').max(1024, 'account.invalidCredentials'),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Blank password fields keep the current password. */
const optionalPassword = z.union([z.literal(''), passwordSchema]).optional();

export const profileUpdateBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: optionalPassword,
    oldPassword: z.string().max(1024, 'account.oldPasswordWrong').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password && !body.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'account.oldPasswordRequired' });
    }
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

const billingText = (requiredKey: string, max: number) =>
  z.string().trim().min(1, requiredKey).max(max, 'account.billing.tooLong');

export const billingBodySchema = z
  .object({
    billingName: billingText('account.billing.nameRequired', 200),
    billingAddress: billingText('account.billing.addressRequired', 300),
    billingZip: billingText('account.billing.zipRequired', 20).regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
      'account.billing.zipInvalid',
    ),
    billingCity: billingText('account.billing.cityRequired', 100),
    billingCountry: z.string().trim().toUpperCase().refine(isCountryCode, 'account.billing.countryInvalid'),
    billingVAT: z.string().overwrite(normalizeVat).max(20, 'account.billing.vatInvalid').nullish(),
    /**
     * The buyer's "buying as a company" choice (docs/rules/vat.md): the company name is then required and
     * printed on invoices. Left out (older clients), a company name given means a company.
     */
    billingAsCompany: z.boolean().optional(),
    billingCompany: z.string().trim().max(200, 'account.billing.tooLong').nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.billingAsCompany && !body.billingCompany) {
      ctx.addIssue({ code: 'custom', path: ['billingCompany'], message: 'account.billing.companyRequired' });
    }
    // A buyer who is not buying as a company sends no VAT number (the server drops what is left of it).
    if (body.billingAsCompany === false || !body.billingVAT || !isCountryCode(body.billingCountry)) return;
    const verdict = checkVat(body.billingCountry, body.billingVAT);
    if (verdict !== 'ok') {
      ctx.addIssue({
        code: 'custom',
        path: ['billingVAT'],
        message:
          verdict === 'countryMismatch' ? 'account.billing.vatCountryMismatch' : 'account.billing.vatInvalid',
      });
    }
  });
export type BillingBody = z.infer<typeof billingBodySchema>;

/** The user info, kept by the browser under `userInfo`. Billing fields are null when not set. */
export const userInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether `email` was confirmed through its link (unverified accounts can still browse and buy). */
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link; `email` stays in use until then. */
  pendingEmail: z.string().nullable(),
  isAdmin: z.boolean(),
  token: z.string(),
  createdAt: z.string(),
  billingName: z.string().nullable(),
  billingAddress: z.string().nullable(),
  billingZip: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingCountry: z.string().nullable(),
  billingVAT: z.string().nullable(),
  billingCompany: z.string().nullable(),
});
export type UserInfoDto = z.infer<typeof userInfoSchema>;

/** POST /api/users/signup/confirm: the e-mailed link's token. */
export const signUpConfirmBodySchema = z.object({
  token: z.string().trim().min(1, 'account.linkTokenMissing').max(1024, 'account.signupLinkInvalid'),
});
export type SignUpConfirmBody = z.infer<typeof signUpConfirmBodySchema>;

/** The account the link created, signed in, and where the sign-up asked to go next (null: the account page). */
export const signUpConfirmAnswerSchema = userInfoSchema.extend({ redirect: z.string().nullable() });
export type SignUpConfirmAnswer = z.infer<typeof signUpConfirmAnswerSchema>;

/**
 * The user info as the browser reads it back from `localStorage`: sessions stored by older versions lack the
 * fields added since (verification, billing), which are then unknown rather than false or empty.
 */
export const storedUserInfoSchema = userInfoSchema.partial({
  emailVerified: true,
  pendingEmail: true,
  createdAt: true,
  billingName: true,
  billingAddress: true,
  billingZip: true,
  billingCity: true,
  billingCountry: true,
  billingVAT: true,
  billingCompany: true,
});
export type StoredUserInfo = z.infer<typeof storedUserInfoSchema>;
