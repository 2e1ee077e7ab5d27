import { fileEntitlements, type LicensedProduct } from './file-entitlements';
import type { LicenceSigner } from './signing';

/** What a trial's licence file asserts besides its kind. */
export interface TrialFileFacts {
  id: string;
  product: LicensedProduct;
  machineId: string;
  email: string;
  endsAt: Date;
}

/** The part of the licence signer a trial's file needs. */
export type TrialFileSigner = Pick<LicenceSigner, 'sign'>;

export const trialFileName = (slug: string, machineId: string) => `${slug}-trial-${machineId}.lic`;

/** Signs a trial's licence file: kind `trial`, no order, expiring at the trial's end. */
export function signTrialFile(
  signer: TrialFileSigner,
  facts: TrialFileFacts,
  issuedAt = new Date(),
): Promise<string> {
  return signer.sign({
    kind: 'trial',
    licenceId: facts.id,
    product: facts.product.slug,
    machineId: facts.machineId,
    email: facts.email,
    orderId: null,
    issuedAt: issuedAt.toISOString(),
    expiresAt: facts.endsAt.toISOString(),
    updatesUntil: null,
    ...fileEntitlements(facts.product),
  });
}
