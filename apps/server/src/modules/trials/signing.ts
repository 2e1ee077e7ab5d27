import type { FastifyInstance } from 'fastify';

/** What a trial's licence file asserts besides its kind. */
export interface TrialFileFacts {
  id: string;
  productSlug: string;
  machineId: string;
  email: string;
  endsAt: Date;
}

/** Where a trial's licence file is stored: one key per trial, overwritten when an extension re-signs it. */
export const trialFileKey = (trialId: string) => `trials/${trialId}.lic`;

/**
 * Signs the trial's licence file (kind `trial`, no order, expiring at the trial's end) and stores it under
 * the trial's own key, replacing the previous file when an extension moved the end.
 */
export async function storeTrialFile(
  app: FastifyInstance,
  facts: TrialFileFacts,
  issuedAt = new Date(),
): Promise<void> {
  const token = await app.licences.signer.sign({
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
  await app.storage.put(trialFileKey(facts.id), Buffer.from(token), { overwrite: true });
}
