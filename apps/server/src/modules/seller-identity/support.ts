import type { SellerIdentityCache } from './cache';

/**
 * Where mail for the shop's staff goes (contact messages, refund requests, payments the shop gave back by
 * itself): the support e-mail of the identity saved in the back-office, or SUPPORT_EMAIL while it has none
 * (docs/rules/back-office.md). Read at each mail, so a save in the back-office redirects the next one.
 */
export type SupportAddress = () => Promise<string>;

export function supportAddressOf(
  seller: Pick<SellerIdentityCache, 'current'>,
  configured: string,
): SupportAddress {
  return async () => (await seller.current()).email.trim() || configured;
}
