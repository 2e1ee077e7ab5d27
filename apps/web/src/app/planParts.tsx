import type { Product } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { LeaseSubscribe } from '@/features/checkout/LeaseSubscribe';
import { lazyWhenIdle } from '@/shared/lazyPart';

/**
 * The lease and trial parts that the product page and the customer area compose, as one module: the first
 * load's route table names one chunk for both routes (docs/decisions/0008-initial-js-budget.md). Each part
 * beyond that is a chunk of its own, so the product page's first load carries none of their forms and lists:
 * the subscribe panel fetches its form once the page is idle, as the trial's form, and the customer area's
 * subscriptions and trials come with their tab.
 */
const StartTrial = lazyWhenIdle(() => import('@/features/trials/StartTrial').then((m) => m.StartTrial));
const SubscriptionsSection = lazy(() =>
  import('@/features/leases/SubscriptionsSection').then((m) => ({ default: m.SubscriptionsSection })),
);
const TrialsList = lazy(() =>
  import('@/features/trials/TrialsList').then((m) => ({ default: m.TrialsList })),
);

/** Under the product page's price: subscribe to a lease plan, start the free trial. */
export function ProductPlans({ product }: { product: Product }) {
  return (
    <>
      <LeaseSubscribe product={product} />
      {Boolean(product.trialDays) && (
        <Suspense fallback={null}>
          <StartTrial product={product} />
        </Suspense>
      )}
    </>
  );
}

/** In the customer area's indicators tab: the buyer's subscriptions, then their free trials. */
export function MyPlans() {
  return (
    <Suspense fallback={null}>
      <SubscriptionsSection />
      <TrialsList />
    </Suspense>
  );
}
