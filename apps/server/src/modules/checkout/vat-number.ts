import { normalizeVat } from '@shop/contracts';
import type { Executor } from '../../lib/db/client';
import { AppError } from '../../lib/errors';
import { hasValidVatNumber, type VatBuyer, type ViesAnswer, verifyVatNumber, viesRequester } from '../vat';
import type { PricingDeps } from './deps';

/**
 * VIES's say on the buyer's well-formed EU VAT number (docs/rules/vat.md): null without one; `400
 * checkout.vatNumberRefused` when VIES says it is not registered; otherwise its answer, `unreachable`
 * included (the number is then unconfirmed: `decideSaleVat` says what it gets). A number is asked about once a day.
 */
export async function checkBuyerVatNumber(
  deps: PricingDeps,
  db: Executor,
  buyer: VatBuyer,
): Promise<ViesAnswer | null> {
  if (!hasValidVatNumber(buyer)) return null;
  const vat = normalizeVat(buyer.billingVat!);
  const seller = await deps.sellerIdentity.current();
  const answer = await verifyVatNumber(db, deps.config.vies, vat, viesRequester(seller.vat));
  if (answer.status === 'invalid') throw new AppError(400, 'checkout.vatNumberRefused', { vat });
  return answer;
}
