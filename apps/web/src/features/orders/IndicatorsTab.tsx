import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { asLanguage, formatDate, formatPrice } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { useMyOrders } from './api';
import { purchasedProducts } from './purchases';

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
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <ErrorAlert message={orders.error.message} />
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
      <div
        className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center"
        data-testid="indicators-empty"
      >
        <p className="text-slate-300">{t('indicators.empty')}</p>
        <Link to="/indicators" className="mt-4 inline-block text-brand-400 hover:underline">
          {t('indicators.browse')}
        </Link>
      </div>
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
            {t('indicators.price', {
              price: product.price === 0 ? t('orders.free') : formatPrice(product.price, language),
            })}
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
