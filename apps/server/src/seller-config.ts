import { type SellerIdentity, sellerIdentityInputSchema, vatMatchesSiret } from '@shop/contracts';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { hasTranslation, translate } from './lib/i18n';

/**
 * The variables that give the seller identity its first values (the back-office keeps it afterwards), and the
 * field of the identity each fills. The support e-mail starts as SUPPORT_EMAIL when that is set.
 */
const sellerVariables = {
  SELLER_NAME: 'name',
  SELLER_LEGAL_FORM: 'legalForm',
  SELLER_SHARE_CAPITAL: 'shareCapital',
  SELLER_ADDRESS: 'address',
  SELLER_RCS_CITY: 'rcsCity',
  SELLER_RCS_NUMBER: 'rcsNumber',
  SELLER_SIRET: 'siret',
  SELLER_VAT: 'vat',
  SELLER_HOSTING: 'hosting',
  SELLER_PUBLISHER: 'publisher',
  SUPPORT_EMAIL: 'email',
} as const satisfies Record<string, keyof SellerIdentity>;

/** The SELLER_* variables as the environment's schema reads them: free text, checked by `sellerInitialOf`. */
export const sellerEnvFields = {
  SELLER_NAME: z.string().optional(),
  SELLER_LEGAL_FORM: z.string().optional(),
  SELLER_SHARE_CAPITAL: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_RCS_CITY: z.string().optional(),
  SELLER_RCS_NUMBER: z.string().optional(),
  SELLER_SIRET: z.string().optional(),
  SELLER_VAT: z.string().optional(),
  SELLER_HOSTING: z.string().optional(),
  SELLER_PUBLISHER: z.string().optional(),
} satisfies Partial<Record<keyof typeof sellerVariables, z.ZodType>>;

/**
 * The identity's first values: each SELLER_* variable set (and SUPPORT_EMAIL), the other fields empty. A value
 * set is checked as the back-office checks it (the SIRET's key, the VAT number's format and its SIREN): a bad
 * one would be stored and printed on invoices, so start-up refuses it in one line.
 */
export function sellerInitialOf(defined: Record<string, string | undefined>): SellerIdentity {
  const initial = Object.fromEntries(
    Object.values(sellerVariables).map((field) => [field, '']),
  ) as SellerIdentity;
  const fields = sellerIdentityInputSchema.shape;
  for (const [variable, field] of Object.entries(sellerVariables)) {
    const value = defined[variable]?.trim();
    if (!value) continue;
    const checked = fields[field].safeParse(value);
    if (!checked.success) throw sellerConfigError(variable, checked.error.issues[0]!.message);
    initial[field] = checked.data;
  }
  if (initial.vat && initial.siret && !vatMatchesSiret(initial.vat, initial.siret)) {
    throw sellerConfigError('SELLER_VAT', 'sellerIdentity.vatSirenMismatch');
  }
  return initial;
}

function sellerConfigError(variable: string, code: string): ConfigError {
  const reason = hasTranslation(code) ? translate('en', code) : code;
  return new ConfigError(`Invalid configuration: ${variable}: ${reason}`);
}
