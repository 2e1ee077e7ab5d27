import { z } from 'zod';
import { idSchema, pageQuerySchema, paginationSchema } from './common';
import { licencePayloadEntitlementsSchema } from './licence-entitlements';

/** docs/rules/licences.md: a machine id has at least 8 characters, the name after the dash at least 2. */
export const MACHINE_ID_MIN_LENGTH = 8;
export const MACHINE_NAME_MIN_LENGTH = 2;
export const MACHINE_ID_MAX_LENGTH = 64;
export const MACHINE_NAME_MAX_LENGTH = 60;

/** Why a MachineId-Name text is refused; each is an error key `license.validation.<issue>`. */
export const machineIdIssues = [
  'required',
  'missingDash',
  'emptyMachineId',
  'shortMachineId',
  'invalidMachineId',
  'emptyName',
  'shortName',
  'tooLong',
] as const;
export type MachineIdIssue = (typeof machineIdIssues)[number];

export type MachineIdNameCheck =
  | { valid: true; machineId: string; name: string }
  | { valid: false; issue: MachineIdIssue };

export const machineIdIssueKey = (issue: MachineIdIssue) => `license.validation.${issue}` as const;

/**
 * The rules of docs/rules/licences.md for the MachineId-Name text, written once for the server and the modal's live indicator.
 * The machine id is what NinjaTrader prints (32 hex characters today): letters and digits only, so a
 * negative number or any sign ("unsigned machine ids are not accepted") is refused.
 */
export function checkMachineIdName(text: string): MachineIdNameCheck {
  const value = text.trim();
  if (value === '') return { valid: false, issue: 'required' };
  const dash = value.indexOf('-');
  if (dash < 0) return { valid: false, issue: 'missingDash' };
  const machineId = value.slice(0, dash).trim();
  const name = value.slice(dash + 1).trim();
  if (machineId === '') return { valid: false, issue: 'emptyMachineId' };
  if (machineId.length < MACHINE_ID_MIN_LENGTH) return { valid: false, issue: 'shortMachineId' };
  if (!/^[A-Za-z0-9]+$/.test(machineId)) return { valid: false, issue: 'invalidMachineId' };
  if (name === '') return { valid: false, issue: 'emptyName' };
  if (name.length < MACHINE_NAME_MIN_LENGTH) return { valid: false, issue: 'shortName' };
  if (machineId.length > MACHINE_ID_MAX_LENGTH || name.length > MACHINE_NAME_MAX_LENGTH) {
    return { valid: false, issue: 'tooLong' };
  }
  return { valid: true, machineId, name };
}

export const machineIdNameSchema = z
  .string()
  .max(200, machineIdIssueKey('tooLong'))
  .superRefine((value, context) => {
    const check = checkMachineIdName(value);
    if (!check.valid) context.addIssue({ code: 'custom', message: machineIdIssueKey(check.issue) });
  });

export const licenceRequestBodySchema = z.object({
  productId: idSchema,
  orderId: idSchema,
  machineIdName: machineIdNameSchema,
  /** A move: the licence this request replaces once approved. */
  replacesId: idSchema.optional(),
});
export type LicenceRequestBody = z.infer<typeof licenceRequestBodySchema>;

export const licenceStatuses = [
  'pending',
  'approved',
  'exported',
  'installed',
  'rejected',
  'replaced',
  'revoked',
] as const;
export const licenceStatusSchema = z.enum(licenceStatuses);
/** A licence that holds its seat (its machine, its product): waiting for approval or approved. */
export const activeLicenceStatuses = [
  'pending',
  'approved',
  'exported',
  'installed',
] as const satisfies readonly (typeof licenceStatuses)[number][];
/** A licence whose file is signed and runs on its machine. */
export const liveLicenceStatuses = [
  'approved',
  'exported',
  'installed',
] as const satisfies readonly (typeof licenceStatuses)[number][];
export type LicenceStatus = z.infer<typeof licenceStatusSchema>;

/** The statuses the admin process modal offers, approved first (its default). */
export const processStatuses = ['approved', 'exported', 'installed', 'rejected'] as const;

export const deliveryStatuses = ['none', 'queued', 'delivered', 'failed'] as const;

export const licenceRequestSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string(), email: z.string() }).nullable(),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  orderId: z.string(),
  machineId: z.string().nullable(),
  machineName: z.string().nullable(),
  machineIdName: z.string(),
  status: licenceStatusSchema,
  adminNotes: z.string().nullable(),
  replacesId: z.string().nullable(),
  /** A `replaced` licence an upgrade replaced (docs/rules/upgrades.md): the upgrade's product name; else null. */
  replacedByUpgradeTo: z.string().nullable(),
  /** A signed licence file exists (approved or exported at least once). */
  licenseAvailable: z.boolean(),
  signedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
  /** The export's delivery to LICENSE_EXPORT_URL; `none` when no URL is configured or not exported yet. */
  delivery: z.object({
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  }),
  /** When this licence may next be moved to another machine (null: now, or not movable). */
  nextMoveAt: z.string().nullable(),
  /**
   * Revoked by the partial-refund seat default: until when the buyer may keep it instead of another licence of
   * the same line (`POST /api/licences/:id/keep`); null otherwise or once that window has passed.
   */
  keepUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LicenceRequest = z.infer<typeof licenceRequestSchema>;

export const licenceRequestListSchema = z.array(licenceRequestSchema);

export const licenceParamsSchema = z.object({ id: idSchema });

/** Days after a partial refund during which the buyer may keep a licence its seat default revoked. */
export const LICENCE_KEEP_WINDOW_DAYS = 14;

/** POST /api/licences/:id/keep: the buyer's active licence of the same line released in exchange. */
export const licenceKeepBodySchema = z.object({ releaseLicenceId: idSchema });
export type LicenceKeepBody = z.infer<typeof licenceKeepBodySchema>;

export const licenceFileResponseSchema = z.object({ licenseUrl: z.string(), fileName: z.string() });
export type LicenceFileResponse = z.infer<typeof licenceFileResponseSchema>;

export const licencePublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  format: z.literal('JWS compact (RFC 7515), alg EdDSA'),
  keyId: z.string(),
  publicKeyPem: z.string(),
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string() }),
});
export type LicencePublicKey = z.infer<typeof licencePublicKeySchema>;

/** What a licence file grants: a trial (no order), a lease (while its subscription pays) or a lifetime. */
/** `seat`: a machine signed in from the indicator (docs/rules/seats.md), short-lived and refreshed by check-ins. */
export const licenceKindSchema = z.enum(['lifetime', 'trial', 'lease', 'seat']);
export type LicenceKind = z.infer<typeof licenceKindSchema>;

/** The signed payload of a licence file (docs/licence-verification.md), its entitlements among its members. */
export const licencePayloadSchema = licencePayloadEntitlementsSchema.extend({
  licenceId: z.string(),
  /** Files signed before kinds existed carry none: they are lifetime licences. */
  kind: licenceKindSchema.default('lifetime'),
  product: z.string(),
  machineId: z.string(),
  email: z.string(),
  /** The order that paid for it; `null` for a trial. */
  orderId: z.string().nullable(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Lifetime with updates for a period: releases published after this date are not included. */
  updatesUntil: z.string().nullable().default(null),
  /**
   * A seat's file: the client keeps running offline until then, past `expiresAt`, when it cannot reach the
   * shop to check in (docs/licence-verification.md). Absent from the other kinds.
   */
  offlineGraceUntil: z.string().optional(),
  /**
   * A lease's file while a renewal is unpaid: the grace end, when the licence stops unless the card is updated
   * (the file expires then too). The client runs and says so (docs/licence-verification.md). Absent otherwise.
   */
  graceUntil: z.string().optional(),
});
export type LicencePayload = z.infer<typeof licencePayloadSchema>;

/**
 * POST /api/license/refresh: the body is the licence file itself (text/plain or application/jwt), the only
 * credential; the answer is a file of the same licence signed for another validity period.
 */
export const licenceRefreshBodySchema = z.string().max(8_000);
export const licenceRefreshResponseSchema = z.object({
  licence: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type LicenceRefreshResponse = z.infer<typeof licenceRefreshResponseSchema>;

/** What POST /api/license/validate answers about a licence file on a machine (docs/licence-verification.md). */
export const licenceValidationReasons = ['valid', 'expired', 'revoked', 'wrongMachine', 'unknown'] as const;
export const licenceValidationReasonSchema = z.enum(licenceValidationReasons);
export type LicenceValidationReason = z.infer<typeof licenceValidationReasonSchema>;

/** The indicator's check-in: its licence file, the machine it runs on, its own and NinjaTrader's versions. */
export const licenceValidateBodySchema = z.object({
  licence: licenceRefreshBodySchema,
  machineId: z.string().trim().min(1).max(64),
  clientVersion: z.string().trim().min(1).max(40),
  platformVersion: z.string().trim().min(1).max(40),
});
export type LicenceValidateBody = z.infer<typeof licenceValidateBodySchema>;

export const licenceValidateResponseSchema = z.object({
  reason: licenceValidationReasonSchema,
  /** The refresh route's code behind a refusal (license.refresh.replaced, …), else null. */
  code: z.string().nullable(),
  /** A fresh file and its name and end (as the refresh route answers) while the buyer is entitled, else null. */
  licence: z.string().nullable(),
  fileName: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type LicenceValidateResponse = z.infer<typeof licenceValidateResponseSchema>;

const versionCountSchema = z.object({ version: z.string(), machines: z.number().int() });

/** The back-office's view of the indicators' check-ins: machines that checked in valid lately, per product. */
export const adminLicenceCheckInsSchema = z.object({
  /** A machine counts as active when its last check-in, within this many days, was valid. */
  activeWithinDays: z.number().int(),
  products: z.array(
    z.object({
      product: z.string(),
      activeMachines: z.number().int(),
      clientVersions: z.array(versionCountSchema),
      platformVersions: z.array(versionCountSchema),
    }),
  ),
});
export type AdminLicenceCheckIns = z.infer<typeof adminLicenceCheckInsSchema>;

export const adminLicenceListQuerySchema = pageQuerySchema.extend({
  status: z.union([licenceStatusSchema, z.literal('all'), z.literal('')]).optional(),
});
export type AdminLicenceListQuery = z.infer<typeof adminLicenceListQuerySchema>;

export const adminLicenceListSchema = z.object({
  licenseRequests: licenceRequestListSchema,
  pagination: paginationSchema,
});
export type AdminLicenceList = z.infer<typeof adminLicenceListSchema>;

/**
 * The admin's note: shown to the buyer (list and e-mail) with a rejected request, as the reason; a rejection
 * without one is refused (`license.reasonRequired`).
 */
export const adminLicenceUpdateSchema = z.object({
  status: licenceStatusSchema,
  adminNotes: z.string().trim().max(2000).nullable().optional(),
});
export type AdminLicenceUpdate = z.infer<typeof adminLicenceUpdateSchema>;

/** How an admin hears of new licence requests: an e-mail each, one daily digest, or nothing. */
export const licenceAlertModes = ['each', 'digest', 'none'] as const;
export type LicenceAlertMode = (typeof licenceAlertModes)[number];

/** GET and PUT /api/admin/licence-alerts: the signed-in admin's own choice. */
export const licenceAlertsSchema = z.object({ mode: z.enum(licenceAlertModes) });
export type LicenceAlerts = z.infer<typeof licenceAlertsSchema>;
