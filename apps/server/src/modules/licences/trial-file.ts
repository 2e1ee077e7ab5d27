import type { LicenceDeps } from './deps';

/** What a trial's licence file asserts besides its kind. */
export interface TrialFileFacts {
  id: string;
  productSlug: string;
  machineId: string;
  email: string;
  endsAt: Date;
}

export const trialFileName = (slug: string, machineId: string) => `${slug}-trial-${machineId}.lic`;

/** Signs a trial's licence file: kind `trial`, no order, expiring at the trial's end. */
export function signTrialFile(
  deps: Pick<LicenceDeps, 'signer'>,
  facts: TrialFileFacts,
  issuedAt = new Date(),
): Promise<string> {
  return deps.signer.sign({
    kind: 'trial',
    licenceId: facts.id,
    product: facts.productSlug,
    machineId: facts.machineId,
    email: facts.email,
    orderId: null,
    issuedAt: issuedAt.toISOString(),
    expiresAt: facts.endsAt.toISOString(),
    updatesUntil: null,
  });
}
