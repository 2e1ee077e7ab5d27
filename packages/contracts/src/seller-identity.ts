import { z } from 'zod';
import { euVatFormats, normalizeVat } from './countries';
import { sellerIdentityFields } from './seller-fields';
import { sellerIdentitySchema } from './site';

const digitsOf = (value: string) => value.replace(/[\s.-]/g, '');

/**
 * A SIRET: 14 digits whose Luhn sum is a multiple of 10. La Poste's establishments (SIREN 356 000 000) are
 * the one published exception: their digits add up to a multiple of 5.
 */
export function isValidSiret(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith('356000000')) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let digit = Number(digits[13 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The French VAT number of a SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97 on two digits, the SIREN. */
export function frenchVatOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** A French VAT number names its company's SIREN: false when it and a valid SIRET disagree. */
export function vatMatchesSiret(vat: string, siret: string): boolean {
  if (!vat.startsWith('FR') || !isValidSiret(siret)) return true;
  return vat === frenchVatOf(digitsOf(siret).slice(0, 9));
}

/** Whether a normalised VAT number has the format of an EU country (France's is checked against the SIRET). */
const hasEuVatFormat = (vat: string) =>
  Object.values(euVatFormats).some(({ prefix, pattern }) => vat.startsWith(prefix) && pattern.test(vat));

/** Empty (or blank) is missing, so zod's `required` names the field ("Raison sociale : …"). */
const requiredText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max),
  );

/**
 * PUT /api/admin/seller-identity: the whole identity, every field required. The SIRET passes the Luhn check;
 * a French VAT number is FR + its key + the SIRET's SIREN, another EU one has its country's format.
 */
export const sellerIdentityInputSchema = z
  .object({
    name: requiredText(200),
    legalForm: requiredText(100),
    shareCapital: requiredText(100),
    address: requiredText(300),
    rcsCity: requiredText(100),
    rcsNumber: requiredText(50),
    siret: requiredText(30).refine(isValidSiret, 'sellerIdentity.siretInvalid'),
    vat: requiredText(30).overwrite(normalizeVat).refine(hasEuVatFormat, 'sellerIdentity.vatInvalid'),
    email: requiredText(254).pipe(z.email('sellerIdentity.emailInvalid')),
    publisher: requiredText(200),
    hosting: requiredText(300),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!vatMatchesSiret(body.vat, body.siret)) {
      ctx.addIssue({ code: 'custom', path: ['vat'], message: 'sellerIdentity.vatSirenMismatch' });
    }
  });
export type SellerIdentityInput = z.infer<typeof sellerIdentityInputSchema>;

/** GET and PUT /api/admin/seller-identity: the stored identity and what it still lacks. */
export const sellerIdentityStateSchema = z.object({
  identity: sellerIdentitySchema,
  missing: z.array(z.enum(sellerIdentityFields)),
  complete: z.boolean(),
  /** Paid orders waiting for their invoice because the identity was incomplete when they were paid. */
  pendingInvoices: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type SellerIdentityState = z.infer<typeof sellerIdentityStateSchema>;
