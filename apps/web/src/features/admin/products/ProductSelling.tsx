import type { AdminProduct, NamedProduct, ProductSelling as Selling } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useAdminProducts, useProductSelling, useSetBundleContents } from './api';
import { type SectionMessage, SectionSave } from './SectionSave';
import { UpgradePaths } from './UpgradePaths';

/** The most products the filter offers at once: the list endpoint's largest page. */
const OFFERED = 100;

/**
 * What a saved product sells beside itself: the indicators it contains (a bundle, docs/rules/bundles.md) and
 * the products its buyers may upgrade to (docs/rules/upgrades.md). The filter narrows the other products both
 * sections offer; those already chosen stay listed whatever it says.
 */
export function ProductSelling({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin', { keyPrefix: 'productSelling' });
  const [search, setSearch] = useState('');
  const selling = useProductSelling(product._id);
  const list = useAdminProducts({ search: search.trim() || undefined, limit: OFFERED });
  const others: NamedProduct[] = (list.data?.products ?? [])
    .filter((other) => other._id !== product._id)
    .map(({ _id, slug, name }) => ({ _id, slug, name }));

  return (
    <div className="mt-6 space-y-5 border-t border-slate-800 pt-5" data-testid="product-selling">
      <label className="block text-sm text-slate-300">
        <span className="mb-1 block">{t('filter')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={fieldClass('sm')}
          data-testid="selling-filter"
        />
      </label>
      {selling.isError && <ErrorAlert message={serverMessage(selling.error, t('loadError'))} />}
      {selling.isPending && <p className="text-sm text-slate-400">{t('loading')}</p>}
      {selling.data && (
        <>
          <BundleContents product={product} initial={selling.data.contains} others={others} />
          <UpgradePaths product={product} initial={selling.data.upgradesTo} others={others} />
        </>
      )}
    </div>
  );
}

function BundleContents({
  product,
  initial,
  others,
}: {
  product: AdminProduct;
  initial: Selling['contains'];
  others: NamedProduct[];
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'productSelling' });
  const [chosen, setChosen] = useState(initial);
  const [message, setMessage] = useState<SectionMessage>(null);
  const save = useSetBundleContents();
  const offered = [...chosen, ...others.filter((other) => !chosen.some((item) => item._id === other._id))];

  const toggle = (item: NamedProduct, checked: boolean) =>
    setChosen((previous) =>
      checked ? [...previous, item] : previous.filter((candidate) => candidate._id !== item._id),
    );

  const onSave = async () => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync({
        productId: product._id,
        productIds: chosen.map((item) => item._id),
      });
      setChosen(saved.contains);
      setMessage({ kind: 'ok', text: t('bundle.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error, t('error')) });
    }
  };

  return (
    <section className="space-y-3" data-testid="bundle-section">
      <fieldset className="space-y-2">
        <legend className="font-semibold text-white">{t('bundle.title')}</legend>
        <p className="text-xs text-slate-400">{t('bundle.hint')}</p>
        {offered.length === 0 && <p className="text-sm text-slate-400">{t('bundle.none')}</p>}
        <ul className="max-h-48 space-y-1 overflow-y-auto">
          {offered.map((item) => (
            <li key={item._id}>
              <label className="flex items-center gap-2 text-sm text-slate-300">
                <input
                  type="checkbox"
                  checked={chosen.some((candidate) => candidate._id === item._id)}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
                {item.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SectionSave
        name="bundle"
        label={t('bundle.save')}
        pending={save.isPending}
        message={message}
        onSave={onSave}
      />
    </section>
  );
}
