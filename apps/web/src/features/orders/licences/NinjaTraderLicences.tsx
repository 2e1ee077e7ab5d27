import { vendorLicenceStatusListSchema } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/client';

const stateClass = {
  pending: 'text-amber-300',
  active: 'text-green-400',
  revoked: 'text-slate-400',
} as const;

/**
 * The buyer's licences delivered through NinjaTrader (docs/rules/vendor-licences.md): per product, the
 * NinjaTrader account it is granted to and whether the shop has created it yet, it runs, or it was revoked.
 * Nothing shows for a buyer without one.
 */
export function NinjaTraderLicences() {
  const { t } = useTranslation('licences');
  const list = useQuery({
    queryKey: ['licences', 'ninjatrader'],
    queryFn: ({ signal }) =>
      apiRequest('/vendor-licences', { schema: vendorLicenceStatusListSchema, signal }),
  });
  const licences = list.data?.licences ?? [];
  if (licences.length === 0) return null;
  return (
    <section
      aria-labelledby="ninjatrader-licences-title"
      className="rounded-xl border border-slate-800 bg-slate-900 p-4"
      data-testid="ninjatrader-licences"
    >
      <h3 id="ninjatrader-licences-title" className="font-semibold text-white">
        {t('ninjaTrader.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-400">{t('ninjaTrader.intro')}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {licences.map((licence) => (
          <li
            key={licence.productId}
            className="flex flex-wrap justify-between gap-2"
            data-testid="ninjatrader-licence"
          >
            <span className="text-white">
              {licence.productName}
              <span className="ml-2 font-mono text-xs text-slate-400">{licence.ninjaTraderEmail}</span>
            </span>
            <span className={stateClass[licence.state]}>{t(`ninjaTrader.states.${licence.state}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
