import type { FastifyInstance } from 'fastify';

/** What a trial's licence file asserts besides its kind. */
export interface TrialFileFacts {
  id: string;
  productSlug: string;
  machineId: string;
  email: string;
  endsAt: Date;
}

/**
 * Signs the trial's licence file (kind `trial`, no order, expiring at the trial's end) and stores it under
 * the trial's own key, replacing the previous file when an extension moved the end. Returns the key.
 */
export async function storeTrialFile(
  app: FastifyInstance,
  facts: TrialFileFacts,
  issuedAt = new Date(),
): Promise<string> {
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
  const key = `trials/${facts.id}.lic`;
  await app.storage.put(key, Buffer.from(token), { overwrite: true });
  return key;
}
