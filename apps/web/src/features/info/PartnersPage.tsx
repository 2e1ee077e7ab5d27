import { useTranslation } from 'react-i18next';
import { useHomeProducts } from '@/features/home/api';

/** A throwaway page proving that a server-rendered page is a page table entry and its component. */
export function PartnersPage() {
  const { t } = useTranslation('common');
  const { data = [] } = useHomeProducts();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="partners-page">
      <h1 className="text-4xl font-bold text-white">{t('brand')}</h1>
      <p className="mt-4 text-slate-300">{data.length}</p>
    </div>
  );
}
