import type { UpgradeOffer } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { apiRequest, contract } from '@/shared/api/client';
import { loadNamespaces } from '@/shared/i18n';
import { lazyWhenIdle } from '@/shared/lazyPart';

/** The form and its texts (`checkout`: the consent, the billing step) come together, only for a buyer with offers. */
const UpgradeOfferForm = lazyWhenIdle(() =>
  Promise.all([import('./UpgradeOfferForm'), loadNamespaces(['checkout'])]).then(
    ([module]) => module.UpgradeOfferForm,
  ),
);

/** GET /api/upgrades: what the signed-in buyer may upgrade now, at the difference (docs/rules/upgrades.md). */
export function useUpgradeOffers() {
  return useQuery({
    queryKey: ['upgrades'],
    queryFn: () => apiRequest('/upgrades', { schema: contract('upgradeOffersSchema') }),
  });
}

/** In the customer area: each upgrade the buyer may buy, with its price and its own checkout. */
export function UpgradeOffers() {
  const offers = useUpgradeOffers();
  const list: UpgradeOffer[] = offers.data?.offers ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ul className="grid gap-4 md:grid-cols-2" data-testid="upgrade-offers">
        {list.map((offer) => (
          <li key={`${offer.fromOrderId}-${offer.to._id}`}>
            <UpgradeOfferForm offer={offer} />
          </li>
        ))}
      </ul>
    </Suspense>
  );
}
