import type { Language } from '@shop/i18n';
import { AppError } from '../../lib/errors';
import { formatMoment } from '../../lib/i18n';
import type { LicenceDeps } from './deps';

/**
 * The one machine-move limit of docs/rules/licences.md, for every licence that moves (a lifetime licence's
 * request, a lease's licence): once moved, it moves again only `LICENSE_MOVE_COOLDOWN_HOURS` later. Null when
 * it may move now (never moved, or the cooldown is over).
 */
export function moveCooldownEnd(movedAt: Date | null, cooldownHours: number, now = new Date()): Date | null {
  if (!movedAt) return null;
  const next = new Date(movedAt.getTime() + cooldownHours * 3600_000);
  return next > now ? next : null;
}

/** Throws `429 license.moveCooldown` (with the date it may move) while a licence moved at `movedAt` waits. */
export function refuseMoveInCooldown(
  deps: Pick<LicenceDeps, 'config'>,
  movedAt: Date | null,
  language: Language,
  now = new Date(),
): void {
  const next = moveCooldownEnd(movedAt, deps.config.licences.moveCooldownHours, now);
  if (next) throw new AppError(429, 'license.moveCooldown', { date: formatMoment(next, language) });
}
