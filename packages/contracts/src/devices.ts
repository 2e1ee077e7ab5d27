import { z } from 'zod';
import { idSchema } from './common';

/**
 * Sign in from the indicator (issue 46): the OAuth 2.0 device authorization grant (RFC 8628) and the machines
 * a buyer's seats hold (docs/rules/seats.md).
 */

/** The user code's alphabet: consonants only, no vowel (no word spelled) and none mistaken for another. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

/** A user code as the buyer may type it: any case, with or without the dash or spaces; normalised to XXXX-XXXX. */
export function normaliseUserCode(text: string): string | null {
  const letters = text.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  if (![...letters].every((letter) => USER_CODE_ALPHABET.includes(letter))) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** The machine id as NinjaTrader prints it (docs/rules/licences.md): letters and digits, 8 to 64. */
const deviceMachineIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,64}$/, 'device.validation.machineId');

/** POST /api/device/code: what the indicator sends about itself. */
export const deviceCodeBodySchema = z.object({
  /** The product's id or slug, as the indicator knows it. */
  product: z.string().trim().min(1).max(120),
  machineId: deviceMachineIdSchema,
  machineName: z
    .string()
    .trim()
    .min(1, 'device.validation.machineName')
    .max(60, 'device.validation.machineName'),
  platformVersion: z.string().trim().min(1).max(40),
});
export type DeviceCodeBody = z.infer<typeof deviceCodeBodySchema>;

/** RFC 8628 §3.2's answer, its names as the RFC spells them. */
export const deviceCodeResponseSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});
export type DeviceCodeResponse = z.infer<typeof deviceCodeResponseSchema>;

export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** POST /api/device/token: the device code; `grant_type` as RFC 8628 §3.4 names it, optional here. */
export const deviceTokenBodySchema = z.object({
  grant_type: z.literal(DEVICE_CODE_GRANT_TYPE).optional(),
  device_code: z.string().min(1).max(200),
});
export type DeviceTokenBody = z.infer<typeof deviceTokenBodySchema>;

/** RFC 8628 §3.5's errors, and the RFC 6749 one for a code the shop does not know. */
export const deviceTokenErrors = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_grant',
] as const;
export type DeviceTokenError = (typeof deviceTokenErrors)[number];

/** A refused poll: RFC 8628's `error` beside the shop's translated `{ code, message }`. */
export const deviceTokenErrorSchema = z.object({
  error: z.enum(deviceTokenErrors),
  error_description: z.string(),
  code: z.string(),
  message: z.string(),
  /** The seconds to wait between polls from now on (raised by `slow_down`). */
  interval: z.number().int().optional(),
});
export type DeviceTokenErrorResponse = z.infer<typeof deviceTokenErrorSchema>;

/** The approved device's activation: its signed `seat` licence file, as the refresh route answers one. */
export const deviceTokenResponseSchema = z.object({
  activationId: idSchema,
  licence: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type DeviceTokenResponse = z.infer<typeof deviceTokenResponseSchema>;

/** The user code the buyer typed or followed (`/activate?code=`). */
export const deviceUserCodeSchema = z
  .string()
  .max(20, 'device.userCode.invalid')
  .refine((text) => normaliseUserCode(text) !== null, 'device.userCode.invalid');

export const deviceLookupQuerySchema = z.object({ userCode: deviceUserCodeSchema });

/** What the buyer sees before approving: the machine, the product, NinjaTrader's version. */
export const deviceAuthorizationSchema = z.object({
  userCode: z.string(),
  product: z.object({ id: idSchema, slug: z.string(), name: z.string() }),
  machineName: z.string(),
  machineId: z.string(),
  platformVersion: z.string(),
  expiresAt: z.string(),
});
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

export const deviceDecisionBodySchema = z.object({ userCode: deviceUserCodeSchema });
export type DeviceDecisionBody = z.infer<typeof deviceDecisionBodySchema>;

export const deviceDecisionResponseSchema = z.object({ status: z.enum(['approved', 'denied']) });
export type DeviceDecisionResponse = z.infer<typeof deviceDecisionResponseSchema>;

/** How a machine holds its place: signed in from the indicator, or a licence asked for by Machine ID. */
export const machineKinds = ['seat', 'machineId'] as const;

export const productMachineSchema = z.object({
  id: idSchema,
  kind: z.enum(machineKinds),
  machineName: z.string(),
  machineId: z.string(),
  /** NinjaTrader's version at activation or at the last check-in; null when never told. */
  platformVersion: z.string().nullable(),
  lastCheckInAt: z.string().nullable(),
  activatedAt: z.string(),
});
export type ProductMachine = z.infer<typeof productMachineSchema>;

export const productMachinesSchema = z.object({
  product: z.object({ id: idSchema, slug: z.string(), name: z.string() }),
  seats: z.number().int(),
  machinesPerSeat: z.number().int(),
  /**
   * The distinct machines (any letter case) among `machines`: what the seats count, so a machine holding both a
   * Machine-ID licence and a signed-in place counts once (docs/rules/seats.md).
   */
  machinesInUse: z.number().int(),
  machines: z.array(productMachineSchema),
});
export type ProductMachines = z.infer<typeof productMachinesSchema>;

export const myMachinesResponseSchema = z.object({
  /** Machines not seen for this many days are freed by themselves. */
  idleReleaseDays: z.number().int(),
  products: z.array(productMachinesSchema),
});
export type MyMachinesResponse = z.infer<typeof myMachinesResponseSchema>;

export const machineParamsSchema = z.object({ id: idSchema });

/** The back-office's buyer (`/api/admin/users/:id/machines`) and one of their seat machines. */
export const adminUserMachinesParamsSchema = z.object({ id: idSchema });
export const adminUserMachineParamsSchema = z.object({ id: idSchema, machineId: idSchema });
