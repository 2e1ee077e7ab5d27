import type { Product } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { LeaseSubscribe } from '@/features/checkout/LeaseSubscribe';
import { StartTrial, TrialsList } from '@/features/trials';

/**
 * The lease and trial parts that the product page and the customer area compose, as one module: the first
 * load's route table names one chunk for both routes (docs/decisions/0008-initial-js-budget.md). The subscribe
 * panel fetches its form once the page is idle; the customer area's subscriptions come in their own chunk.
 */
const SubscriptionsSection = lazy(() =>
  import('@/features/leases/SubscriptionsSection').then((m) => ({ default: m.SubscriptionsSection })),
);

/** Under the product page's price: subscribe to a lease plan, start the free trial. */
export function ProductPlans({ product }: { product: Product }) {
  return (
    <>
      <LeaseSubscribe product={product} />
      <StartTrial product={product} />
    </>
  );
}

/** In the customer area's indicators tab: the buyer's subscriptions, then their free trials. */
export function MyPlans() {
  return (
    <>
      <Suspense fallback={null}>
        <SubscriptionsSection />
      </Suspense>
      <TrialsList />
    </>
  );
}
