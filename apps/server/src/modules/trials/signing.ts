import { signTrialFile, type TrialFileFacts } from '../licences';
import type { TrialDeps } from './deps';

/** Where a trial's licence file is stored: one key per trial, overwritten when an extension re-signs it. */
export const trialFileKey = (trialId: string) => `trials/${trialId}.lic`;

/**
 * Signs the trial's licence file (kind `trial`, no order, expiring at the trial's end) and stores it under
 * the trial's own key, replacing the previous file when an extension moved the end.
 */
export async function storeTrialFile(
  deps: Pick<TrialDeps, 'signer' | 'storage'>,
  facts: TrialFileFacts,
  issuedAt: Date,
): Promise<void> {
  const token = await signTrialFile(deps.signer, facts, issuedAt);
  await deps.storage.put(trialFileKey(facts.id), Buffer.from(token), { overwrite: true });
}
