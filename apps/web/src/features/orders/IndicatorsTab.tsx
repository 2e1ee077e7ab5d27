import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asLanguage, formatDate, priceLabel } from '@/shared/format';
import { useMyOrders } from './api';
import { purchasedProducts } from './purchases';
import { EmptyOrders, OrdersLoading } from './QueryStates';

const STEPS = ['download', 'open', 'import', 'restart'] as const;
const REQUIREMENTS = ['os', 'ram', 'platform'] as const;

/** The profile's indicators tab: the installation guide and a card per purchased product. */
export function IndicatorsTab() {
  const { t, i18n } = useTranslation('checkout');
  const language = asLanguage(i18n.language);
  const orders = useMyOrders();

  return (
    <section aria-labelledby="indicators-title" className="space-y-6" data-testid="indicators-tab">
      <h2 id="indicators-title" className="text-xl font-semibold text-white">
        {t('indicators.title')}
      </h2>
      <details className="rounded-xl border border-slate-800 bg-slate-900 p-4" data-testid="install-guide">
        <summary className="cursor-pointer font-semibold text-brand-400">
          {t('indicators.guide.toggle')}
        </summary>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-white">{t('indicators.guide.stepsTitle')}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-300">
              {STEPS.map((step) => (
                <li key={step}>{t(`indicators.guide.steps.${step}`)}</li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="font-semibold text-white">{t('indicators.guide.requirementsTitle')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-300">
              {REQUIREMENTS.map((requirement) => (
                <li key={requirement}>{t(`indicators.guide.requirements.${requirement}`)}</li>
              ))}
            </ul>
          </div>
        </div>
        <Link to="/support" className="mt-4 inline-block text-sm text-brand-400 hover:underline">
          {t('indicators.guide.support')}
        </Link>
      </details>
      {orders.isPending || orders.isError ? (
        <OrdersLoading query={orders} />
      ) : (
        <ProductCards products={purchasedProducts(orders.data)} language={language} />
      )}
    </section>
  );
}

function ProductCards({
  products,
  language,
}: {
  products: ReturnType<typeof purchasedProducts>;
  language: 'fr' | 'en';
}) {
  const { t } = useTranslation('checkout');
  if (products.length === 0) {
    return (
      <EmptyOrders
        testId="indicators-empty"
        message={t('indicators.empty')}
        browse={t('indicators.browse')}
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {products.map((product) => (
        <li
          key={product.productId}
          className="rounded-xl border border-slate-800 bg-slate-900 p-5"
          data-testid="purchased-product"
        >
          <h3 className="text-lg font-semibold text-white">{product.productName}</h3>
          <p className="mt-1 text-sm text-accent-400">
            {t('indicators.price', { price: priceLabel(product.price, language, t('orders.free')) })}
          </p>
          <p className="mt-2 text-sm text-slate-400">{product.description}</p>
          <p className="mt-3 text-xs text-slate-500">
            {t('indicators.purchasedOn', { date: formatDate(product.purchaseDate, language) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
