import type { Product } from '@shop/contracts';
import { Suspense } from 'react';
import { loadNamespaces } from '@/shared/i18n';
import { lazyWhenIdle } from '@/shared/lazyPart';

/** The form and its texts (`checkout`: the plan, the consent, the billing step) come together, once idle. */
const LeaseCheckout = lazyWhenIdle(() =>
  Promise.all([import('./LeaseCheckout'), loadNamespaces(['checkout'])]).then(
    ([module]) => module.LeaseCheckout,
  ),
);

/**
 * The product page's subscribe panel, only for a product with a lease plan: its code is its own chunk, so the
 * product page's first load stays within its budget (docs/decisions/0008-initial-js-budget.md).
 */
export function LeaseSubscribe({ product }: { product: Product }) {
  if (product.monthlyPrice === null && product.yearlyPrice === null) return null;
  return (
    <Suspense fallback={<div className="mt-4 min-h-40 rounded-xl border border-slate-800 bg-slate-900/60" />}>
      <LeaseCheckout product={product} />
    </Suspense>
  );
}
