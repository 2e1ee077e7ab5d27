import { isCountryCode } from './countries';

/** The billing fields an invoice's postal address needs (docs/rules/checkout.md); the VAT number is optional. */
export const billingAddressFields = [
  'billingName',
  'billingAddress',
  'billingZip',
  'billingCity',
  'billingCountry',
] as const;

/**
 * Whether a buyer's billing details hold a complete postal address (a known country code), so checkout need
 * not ask for it. Its own module without zod: the cart's checkout button reads it before any form loads. The
 * server still validates the stored details with `billingBodySchema` and refuses an incomplete one.
 */
export function hasBillingAddress(
  user: Partial<Record<(typeof billingAddressFields)[number], string | null | undefined>>,
): boolean {
  const filled = billingAddressFields.every((field) => (user[field] ?? '').trim() !== '');
  return filled && isCountryCode(user.billingCountry ?? '');
}
