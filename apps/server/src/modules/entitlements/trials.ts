import type { trials } from '../../lib/db/schema';

type TrialRow = typeof trials.$inferSelect;

/** Where a trial stands: running, bought (its purchase's licence takes over) or past its end unbought. */
export type TrialState = 'running' | 'converted' | 'ended';

/** What a trial grants at a moment (docs/rules/entitlements.md, `liveTrial`). */
export interface TrialGrant {
  /** Whether its file may be handed out or refreshed now. */
  live: boolean;
  state: TrialState;
  /** Its one seat: the machine it was started on. */
  machineId: string;
  /** Its file's and its updates' end: nothing released after it is granted, nothing runs after it. */
  until: Date;
}

/**
 * `liveTrial`: a trial grants its one machine until its end, and nothing after it. A purchase does not cut it
 * short (the licence it converts to may sit on another line's seat, or none at all when the seats are full);
 * an admin's extension moves the end, so the grant with it.
 */
export function trialEntitles(trial: Pick<TrialRow, 'endsAt'>, now: Date): boolean {
  return trial.endsAt > now;
}

/** The trial's grant at `now`: live or not, its state, its seat and its end. */
export function trialGrant(
  trial: Pick<TrialRow, 'endsAt' | 'convertedAt' | 'machineId'>,
  now: Date,
): TrialGrant {
  const live = trialEntitles(trial, now);
  const state: TrialState = trial.convertedAt ? 'converted' : live ? 'running' : 'ended';
  return { live, state, machineId: trial.machineId, until: trial.endsAt };
}
