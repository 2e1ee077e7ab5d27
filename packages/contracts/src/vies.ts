/**
 * What the EU's VIES service said of a buyer's VAT number at checkout (docs/rules/vat.md): `valid`,
 * `invalid` (refused at checkout, never on an order), or `unreachable` (VIES did not answer in time, or the
 * check is off: the well-formed number is taken unconfirmed).
 */
export const viesStatuses = ['valid', 'invalid', 'unreachable'] as const;
export type ViesStatus = (typeof viesStatuses)[number];
