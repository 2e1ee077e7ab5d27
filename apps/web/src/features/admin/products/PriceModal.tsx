import { type AdminProduct, formatMoney, fromMajorUnits } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { Modal } from '@/shared/ui/Modal';
import { SaveActions } from '../components/SaveActions';
import { useChangePrice } from './api';
import { parsePrice } from './priceRules';

/**
 * The single price modal: saving is possible only with a product id and a non-negative price entered
 * (docs/rules/back-office.md); the input steps by 0.01.
 */
export function PriceModal({ product, onClose }: { product: AdminProduct; onClose(): void }) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'products' });
  const { t: ts } = useTranslation('admin', { keyPrefix: 'shared' });
  const id = useId();
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const change = useChangePrice();
  const parsed = parsePrice(price);
  const canSave = Boolean(product._id) && parsed !== null && !change.isPending;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    try {
      await change.mutateAsync({
        productId: product._id,
        price: fromMajorUnits(parsed, 'eur'),
        reason: reason.trim() || undefined,
      });
      onClose();
    } catch (error) {
      // Price update failures are logged; the modal also says so, so the admin is not left guessing.
      console.error('Price update failed', error);
    }
  };

  return (
    <Modal title={t('priceModal.title')} closeLabel={ts('close')} onClose={onClose} testId="price-modal">
      <form onSubmit={save} className="space-y-4">
        <p className="text-slate-300">
          <span className="font-semibold text-white">{product.name}</span>
          <br />
          {t('priceModal.current', { price: formatMoney(product.price, pickLanguage(i18n.language)) })}
        </p>
        <div>
          <label htmlFor={`${id}-price`} className="mb-1 block text-sm text-slate-300">
            {t('priceModal.newPrice')}
          </label>
          <input
            id={`${id}-price`}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className={fieldClass('sm')}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            data-testid="price-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm text-slate-300">
            {t('priceModal.reason')}
          </label>
          <input
            id={`${id}-reason`}
            className={fieldClass('sm')}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="price-reason"
          />
        </div>
        {change.isError && <ErrorAlert message={serverMessage(change.error, t('priceModal.error'))} />}
        <SaveActions
          className=""
          onCancel={onClose}
          pending={change.isPending}
          disabled={!canSave}
          submitTestId="price-save"
        />
      </form>
    </Modal>
  );
}
