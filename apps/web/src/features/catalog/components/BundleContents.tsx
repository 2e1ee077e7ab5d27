import { type NamedProduct, pageLinks } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a bundle grants (docs/rules/bundles.md): each contained indicator, linked to its own page. */
export function BundleContents({ contains }: { contains: NamedProduct[] | undefined }) {
  const { t } = useTranslation('catalog');
  if (!contains || contains.length === 0) return null;
  return (
    <section className="mt-6 rounded-lg border border-slate-700 p-4" data-testid="bundle-contents">
      <h2 className="text-lg font-semibold text-white">{t('bundle.title', { count: contains.length })}</h2>
      <ul className="mt-2 space-y-1 text-slate-200">
        {contains.map((product) => (
          <li key={product._id}>
            <Link to={pageLinks.product(product.slug)} className="text-brand-400 hover:underline">
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-400">{t('bundle.credit')}</p>
    </section>
  );
}
