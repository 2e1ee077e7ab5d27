import type { Language } from '@shop/i18n';
import type { Executor } from '../../lib/db/client';
import type { orders } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { formatMoment } from '../../lib/i18n';
import { type Refusal, type UpgradeSource, upgradeSourceRefusals } from '../entitlements';
import { upgradeWindowEnd, upgradeWindowOpen } from './owned-credit-rules';

/** A lower line and one path leaving its product, as the checkout and the offers weigh them. */
export interface UpgradeCandidate extends UpgradeSource {
  order: UpgradeSource['order'] & Pick<typeof orders.$inferSelect, 'paidAt' | 'createdAt'>;
  /** The path's window in days after the lower payment; null: any time. */
  withinDays: number | null;
}

/** When the lower product was bought: its payment, or its creation for an order paid before that was kept. */
const boughtAt = (order: UpgradeCandidate['order']) => order.paidAt ?? order.createdAt;

/**
 * `upgradeRefusals` (docs/rules/entitlements.md, upgrades.md): for each candidate, why checkout refuses its
 * upgrade line now, null when it accepts it. The lower line's rules are the entitlements' (`upgradeSourceRefusals`),
 * then the path's window must be open (its end excluded). `priceUpgrade` throws the refusal, `upgradeOffers`
 * lists only the candidates without one, so the customer area offers exactly what checkout accepts.
 */
export async function upgradeRefusals(
  db: Executor,
  buyerId: string,
  candidates: readonly UpgradeCandidate[],
  now: Date,
): Promise<(Refusal | null)[]> {
  const sources = await upgradeSourceRefusals(db, buyerId, candidates);
  return candidates.map((candidate) => {
    const refusal = sources.get(candidate.line.id) ?? null;
    if (refusal) return refusal;
    if (!upgradeWindowOpen(boughtAt(candidate.order), candidate.withinDays, now))
      return { code: 'upgrade.windowClosed' };
    return null;
  });
}

const STATUS: Partial<Record<Refusal['code'], number>> = {
  'upgrade.notOwned': 403,
  'upgrade.alreadyUpgraded': 409,
  'upgrade.refundUnderWay': 409,
};

/** The translated error of a refused upgrade, naming the lower product (and the window's end when it closed). */
export function upgradeRefused(
  refusal: Refusal,
  candidate: UpgradeCandidate,
  lowerName: string,
  language: Language,
): AppError {
  const end = upgradeWindowEnd(boughtAt(candidate.order), candidate.withinDays);
  return new AppError(STATUS[refusal.code] ?? 400, refusal.code, {
    product: lowerName,
    ...(end ? { date: formatMoment(end, language) } : {}),
  });
}
