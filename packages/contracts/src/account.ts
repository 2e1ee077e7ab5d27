import { languageSchema } from '@shop/i18n/language-schema';
import { z } from 'zod';
import { currencySchema } from './currency';
import { moneySchema } from './money-schema';
import { emailSchema, passwordSchema } from './users';

/**
 * Account self-service: forgotten password, e-mail verification, the data export and closing the account.
 * Messages are keys of the errors namespace (`account.*`), as in users.ts.
 */

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The token of an e-mailed link; too long a value is simply an invalid link (`invalidKey`). */
const linkTokenSchema = (invalidKey: string) =>
  z.string().trim().min(1, 'account.linkTokenMissing').max(1024, invalidKey);

/** A new password follows the sign-up rules. */
export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema('account.resetLinkInvalid'),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/users/password/reset/check: whether a reset link still works, before the buyer types anything. */
export const resetLinkCheckBodySchema = resetPasswordBodySchema.pick({ token: true });
export type ResetLinkCheckBody = z.infer<typeof resetLinkCheckBodySchema>;
export const resetLinkCheckSchema = z.object({ valid: z.literal(true) });

export const verifyEmailBodySchema = z.object({ token: linkTokenSchema('account.verifyLinkInvalid') });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** The answer of a followed verification link: the address now verified (and in use). */
export const verifyEmailResultSchema = z.object({
  email: z.string(),
  /** True when the link moved the account to a new address (every session then signs in again). */
  emailChanged: z.boolean(),
  message: z.string(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/** Closing the account: the current password again, and an explicit confirmation. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, 'account.passwordRequired').max(1024, 'account.passwordWrong'),
  confirm: z.literal(true, { error: 'account.deleteConfirmRequired' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const timestamp = z.string().nullable();

/**
 * GET /api/users/me/export: everything the shop holds about the signed-in customer (GDPR articles 15 and
 * 20). The privacy page documents each field, in the same order.
 */
export const accountExportSchema = z.object({
  format: z.literal('ninja-indicators-account-export/1'),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    pendingEmail: z.string().nullable(),
    language: languageSchema,
    isAdmin: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: timestamp,
  }),
  billing: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    vatNumber: z.string().nullable(),
    company: z.string().nullable(),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      status: z.string(),
      paidAt: timestamp,
      total: moneySchema,
      currency: currencySchema,
      invoiceNumber: z.string().nullable(),
      lines: z.array(
        z.object({ productId: z.string(), name: z.string(), unitPrice: moneySchema, quantity: z.number() }),
      ),
    }),
  ),
  licences: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      orderId: z.string(),
      machineIdName: z.string(),
      status: z.string(),
      createdAt: z.string(),
      signedAt: timestamp,
      expiresAt: timestamp,
    }),
  ),
  downloads: z.array(
    z.object({
      productId: z.string().nullable(),
      orderId: z.string().nullable(),
      fileName: z.string(),
      ip: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  newsletter: z
    .object({
      status: z.string(),
      subscribedAt: z.string(),
      confirmedAt: timestamp,
      unsubscribedAt: timestamp,
    })
    .nullable(),
  consents: z.object({
    newsletter: z.boolean(),
    /** The cookie choice lives only in the browser (local storage); the server never receives it. */
    cookies: z.literal('stored-in-browser-only'),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
