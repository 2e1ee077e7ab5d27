import {
  type AdminSaveOfferStats,
  SAVE_COUPON_MAX_PERIODS,
  SAVE_PAUSE_MAX_MONTHS,
  type SaveOffer,
  type SaveOfferKind,
} from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import type { ActionOutcome } from '../components/ActionOutcome';
import { useSetSaveOffer } from './api';

const kinds: SaveOfferKind[] = ['none', 'pause', 'coupon'];
const boxClass = 'w-16 rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white';

/** A product's save offer as the owner edits it (docs/rules/leases.md); the server checks the numbers. */
export function SaveOfferEditor({
  row,
  onOutcome,
}: {
  row: AdminSaveOfferStats;
  onOutcome(outcome: ActionOutcome | null): void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSetSaveOffer();
  const [kind, setKind] = useState<SaveOfferKind>(row.offer.kind);
  const [maxMonths, setMaxMonths] = useState(row.offer.kind === 'pause' ? row.offer.maxMonths : 1);
  const [percentOff, setPercentOff] = useState(
    String(row.offer.kind === 'coupon' ? row.offer.percentOff : 20),
  );
  const [periods, setPeriods] = useState(String(row.offer.kind === 'coupon' ? row.offer.periods : 3));
  const offer = (): SaveOffer =>
    kind === 'pause'
      ? { kind, maxMonths }
      : kind === 'coupon'
        ? { kind, percentOff: Number(percentOff), periods: Number(periods) }
        : { kind };
  const run = () => {
    onOutcome(null);
    save.mutate(
      { productId: row.productId, offer: offer() },
      {
        onSuccess: () =>
          onOutcome({ kind: 'success', text: t('saveOffers.saved', { product: row.productName }) }),
        onError: (error) =>
          onOutcome({ kind: 'error', text: serverMessage(error, t('common:errors.generic')) }),
      },
    );
  };

  return (
    <span className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('saveOffers.offer')}
        value={kind}
        onChange={(event) => setKind(event.target.value as SaveOfferKind)}
        className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1 text-white"
        data-testid="save-offer-kind"
      >
        {kinds.map((value) => (
          <option key={value} value={value}>
            {t(`saveOffers.kinds.${value}`)}
          </option>
        ))}
      </select>
      {kind === 'pause' && (
        <select
          aria-label={t('saveOffers.maxMonths')}
          value={maxMonths}
          onChange={(event) => setMaxMonths(Number(event.target.value))}
          className={boxClass}
        >
          {Array.from({ length: SAVE_PAUSE_MAX_MONTHS }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      )}
      {kind === 'coupon' && (
        <>
          <input
            type="number"
            min={1}
            max={100}
            aria-label={t('saveOffers.percentOff')}
            value={percentOff}
            onChange={(event) => setPercentOff(event.target.value)}
            className={boxClass}
          />
          <input
            type="number"
            min={1}
            max={SAVE_COUPON_MAX_PERIODS}
            aria-label={t('saveOffers.periods')}
            value={periods}
            onChange={(event) => setPeriods(event.target.value)}
            className={boxClass}
          />
        </>
      )}
      <Button size="xs" disabled={save.isPending} onClick={run} data-testid="save-offer-save">
        {t('saveOffers.save')}
      </Button>
    </span>
  );
}
