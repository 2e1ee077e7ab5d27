import type { AdminProduct } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { useBulkPrice } from './api';
import {
  type QuickAction,
  type StagedPrice,
  type StagedPrices,
  stageQuickAction,
  toBulkUpdates,
} from './priceRules';

/**
 * The admin bulk price mode (docs/rules/back-office.md): on or off, staged per-product prices with reasons that can be
 * cleared or applied; on success the mode ends and the products reload (the mutation invalidates them).
 */
export function useBulkMode() {
  const { t } = useTranslation('admin', { keyPrefix: 'products' });
  const [staged, setStaged] = useState<StagedPrices | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const bulk = useBulkPrice();
  const defaultReason = t('bulk.defaultReason');

  const stage = (productId: string, change: StagedPrice | undefined) =>
    setStaged((current) => {
      const { [productId]: _, ...others } = current ?? {};
      return change ? { ...others, [productId]: change } : others;
    });

  const apply = async (products: readonly AdminProduct[]) => {
    if (!staged) return;
    const request = toBulkUpdates(staged, defaultReason);
    if ('invalid' in request) {
      const name = products.find((product) => product._id === request.invalid)?.name ?? request.invalid;
      setError(t('bulk.error', { message: t('bulk.priceLabel', { name }) }));
      return;
    }
    setError(null);
    try {
      await bulk.mutateAsync(request);
      setStaged(undefined);
    } catch (failure) {
      setError(t('bulk.error', { message: serverMessage(failure, t('priceModal.error')) }));
    }
  };

  return {
    active: staged !== undefined,
    staged,
    stagedCount: Object.keys(staged ?? {}).length,
    defaultReason,
    saving: bulk.isPending,
    error,
    toggle: () => {
      setError(null);
      setStaged((current) => (current ? undefined : {}));
    },
    stage,
    clear: () => setStaged({}),
    quickAction: (action: QuickAction, products: readonly AdminProduct[]) =>
      setStaged((current) => stageQuickAction(action, products, current ?? {}, defaultReason)),
    apply,
  };
}
