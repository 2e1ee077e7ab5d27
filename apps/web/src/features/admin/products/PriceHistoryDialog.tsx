import { type AdminProduct, formatMoney, type Money } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { usePriceHistory } from './api';

/** Who changed a product's price, when, from what to what and why; newest first. */
export function PriceHistoryDialog({ product, onClose }: { product: AdminProduct; onClose(): void }) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: ts } = useTranslation('admin', { keyPrefix: 'shared' });
  const language = pickLanguage(i18n.language);
  const history = usePriceHistory(product._id);
  const entries = history.data?.history ?? [];
  // A dollar price set for the first time has no old price, one taken away no new one.
  const shown = (price: Money | null) => (price === null ? '—' : formatMoney(price, language));
  return (
    <Modal
      title={t('history.title', { name: product.name })}
      closeLabel={ts('close')}
      onClose={onClose}
      testId="price-history"
      wide
    >
      {history.isPending && <Spinner />}
      {history.isError && <ErrorAlert message={ts('loadError', { message: history.error.message })} />}
      {history.isSuccess && entries.length === 0 && <p className="text-slate-400">{t('history.empty')}</p>}
      {entries.length > 0 && (
        <table className="w-full text-left text-sm text-slate-300">
          <thead className="text-xs uppercase text-slate-400">
            <tr>
              <th className="py-2 pr-3">{t('history.when')}</th>
              <th className="py-2 pr-3">{t('history.who')}</th>
              <th className="py-2 pr-3 text-right">{t('history.old')}</th>
              <th className="py-2 pr-3 text-right">{t('history.new')}</th>
              <th className="py-2">{t('history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id} className="border-t border-slate-800" data-testid="price-history-row">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.changedAt, language)}</td>
                <td className="py-2 pr-3">{entry.changedBy?.name ?? t('history.deletedAdmin')}</td>
                <td className="py-2 pr-3 text-right">{shown(entry.oldPrice)}</td>
                <td className="py-2 pr-3 text-right text-white">{shown(entry.newPrice)}</td>
                <td className="py-2">{entry.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
