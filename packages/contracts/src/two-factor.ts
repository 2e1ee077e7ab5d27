import { z } from 'zod';
import { userInfoSchema } from './users';

/** Recovery codes are handed out in a batch of this many, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What the person types at the second step: a 6-digit TOTP code or a recovery code (`ABCDE-FGHJK`, any
 * case, spaces and dashes ignored). The server tells them apart; anything else is a wrong code.
 */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, 'twoFactor.codeRequired')
  .max(32, 'twoFactor.invalidCode');

/** The answer of a correct password for an account with two-factor sign-in: no token yet. */
export const signInChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Presented with the code to POST /api/users/signin/two-factor; not a bearer token. */
  challengeToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type SignInChallenge = z.infer<typeof signInChallengeSchema>;

/**
 * POST /api/users/signin: the user info with its token (`twoFactorEnrolmentRequired` for an admin who must
 * enrol before reaching the back-office), or the second step of a two-factor account.
 */
export const signInAnswerSchema = z.union([
  userInfoSchema.extend({ twoFactorEnrolmentRequired: z.literal(true).optional() }),
  signInChallengeSchema,
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const twoFactorSignInBodySchema = z.object({
  challengeToken: z.string().min(1, 'twoFactor.challengeExpired').max(2048, 'twoFactor.challengeExpired'),
  code: twoFactorCodeSchema,
});
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;

/** GET /api/users/two-factor: the signed-in account's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** ADMIN_REQUIRE_2FA applies to this account (an admin on a shop that requires it). */
  required: z.boolean(),
  /** The token of this request passed the second factor. */
  secondFactorVerified: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/users/two-factor/setup: a new secret to add to an authenticator app, pending its first code. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG QR code (data: URL). */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * POST /api/users/two-factor/setup body. A first enrolment needs `enrolToken`, the token of the link that
 * the setup e-mails to the account's address (a leaked password alone never enrols an authenticator).
 */
export const twoFactorSetupBodySchema = z
  .object({ enrolToken: z.string().max(2048, 'twoFactor.enrolLinkInvalid').optional() })
  .optional();
export type TwoFactorSetupBody = z.infer<typeof twoFactorSetupBodySchema>;

/** The setup's answer to a first enrolment without its link: the link went to the account's address. */
export const twoFactorEnrolLinkSentSchema = z.object({ emailSent: z.literal(true), message: z.string() });
export type TwoFactorEnrolLinkSent = z.infer<typeof twoFactorEnrolLinkSentSchema>;

export const twoFactorSetupAnswerSchema = z.union([twoFactorSetupSchema, twoFactorEnrolLinkSentSchema]);
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBodySchema>;

/** The first code was right: a new session that passed the second factor, and the recovery codes, shown once. */
export const twoFactorConfirmAnswerSchema = z.object({
  user: userInfoSchema,
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorConfirmAnswer = z.infer<typeof twoFactorConfirmAnswerSchema>;

export const twoFactorDisableBodySchema = z.object({
  password: z.string().min(1, 'account.passwordRequired').max(1024, 'twoFactor.passwordWrong'),
  code: twoFactorCodeSchema,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBodySchema>;
