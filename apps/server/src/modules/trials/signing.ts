import type { FastifyInstance } from 'fastify';
import { signTrialFile, type TrialFileFacts } from '../licences';

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
  const token = await signTrialFile(app.licences, facts, issuedAt);
  await app.storage.put(trialFileKey(facts.id), Buffer.from(token), { overwrite: true });
}
