/** The time rules of a licence file (docs/licence-verification.md), kept free of I/O so each is tested alone. */

const DAY_MS = 86_400_000;

/** When a file signed now stops being valid. */
export const fileExpiry = (signedAt: Date, validityDays: number) =>
  new Date(signedAt.getTime() + validityDays * DAY_MS);

/**
 * Whether the stored file must be signed again before it is handed out: it has no expiry (signed before
 * every file had one), has expired, or has less than a third of the validity left, so a buyer who fetches
 * it is not left with a file about to lapse.
 */
export function needsFreshFile(
  expiresAt: Date | null,
  validityDays: number,
  now: Date = new Date(),
): boolean {
  if (!expiresAt) return true;
  return expiresAt.getTime() - now.getTime() < (validityDays * DAY_MS) / 3;
}
