import {
  LEASE_CANCEL_NOTE_MAX,
  type Lease,
  type LeaseCancelReason,
  leaseCancelReasons,
  type SaveOffer,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { DialogActions } from '@/shared/ui/DialogActions';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { Modal } from '@/shared/ui/Modal';
import { Select } from '@/shared/ui/Select';
import { useCancelOrKeepLease, useSaveOffer } from './api';

interface CancelLeaseDialogProps {
  lease: Lease;
  /** The period end, already formatted: until when the lease runs once cancelled. */
  endDate: string;
  onClose(): void;
}

/**
 * Cancelling a lease (docs/rules/leases.md, "Cancelling: why, and an offer"): why (a short list and free text,
 * both optional), then the product's save offer when the server makes one (a pause of a few months, or a
 * discount on the next periods) beside "No thanks, cancel"; without an offer, the plain confirmation. The
 * server's translated refusal shows in the dialog.
 */
export function CancelLeaseDialog({ lease, endDate, onClose }: CancelLeaseDialogProps) {
  const { t } = useTranslation('account');
  const noteId = useId();
  const saveOffer = useSaveOffer(lease._id);
  const answer = useCancelOrKeepLease();
  const [reason, setReason] = useState<LeaseCancelReason | null>(null);
  const [note, setNote] = useState('');
  const [months, setMonths] = useState(1);
  // An offer that cannot be read is no offer: the buyer may still cancel.
  const offer: SaveOffer = saveOffer.data?.offer ?? { kind: 'none' };
  const reasonBody = { ...(reason ? { reason } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
  const send = (keep: boolean) =>
    answer.mutate(
      {
        id: lease._id,
        keep,
        body: keep && offer.kind === 'pause' ? { ...reasonBody, pauseMonths: months } : reasonBody,
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      title={t('leaseCancel.title', { product: lease.productName })}
      closeLabel={t('modal.close')}
      onClose={onClose}
      testId="cancel-lease-dialog"
    >
      <p className="mb-4 text-slate-300">
        {t('subscriptions.confirm.cancel.message', { product: lease.productName, date: endDate })}
      </p>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-medium text-slate-200">{t('leaseCancel.reasonLegend')}</legend>
        {leaseCancelReasons.map((key) => (
          <label key={key} className="flex items-center gap-2 py-0.5 text-slate-300">
            <input
              type="radio"
              name="cancel-reason"
              value={key}
              checked={reason === key}
              onChange={() => setReason(key)}
            />
            {t(`leaseCancel.reasons.${key}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={noteId} className="mb-1 block text-sm text-slate-200">
        {t('leaseCancel.note')}
      </label>
      <textarea
        id={noteId}
        rows={3}
        maxLength={LEASE_CANCEL_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className={fieldClass('sm', 'mb-4')}
      />
      {saveOffer.isPending && <p className="mb-4 text-sm text-slate-400">{t('leaseCancel.loading')}</p>}
      {offer.kind !== 'none' && (
        <section
          className="mb-4 rounded-lg border border-brand-500/40 bg-slate-800/60 p-4"
          data-testid="save-offer"
        >
          <h3 className="mb-1 font-semibold text-white">{t(`leaseCancel.${offer.kind}.title`)}</h3>
          <p className="mb-3 text-slate-300">
            {offer.kind === 'pause'
              ? t('leaseCancel.pause.body', { max: offer.maxMonths })
              : t('leaseCancel.coupon.body', { percent: offer.percentOff, periods: offer.periods })}
          </p>
          {offer.kind === 'pause' && (
            <Select
              label={t('leaseCancel.pause.months')}
              value={months}
              onChange={(event) => setMonths(Number(event.target.value))}
            >
              {Array.from({ length: offer.maxMonths }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </Select>
          )}
          <Button
            className="mt-3"
            disabled={answer.isPending}
            data-testid="save-offer-accept"
            onClick={() => send(true)}
          >
            {t(`leaseCancel.${offer.kind}.accept`)}
          </Button>
        </section>
      )}
      {answer.isError && <ErrorAlert message={answer.error.message} className="mb-3" />}
      <DialogActions
        cancelLabel={t('leaseCancel.back')}
        onCancel={onClose}
        submitLabel={t(offer.kind === 'none' ? 'leaseCancel.confirm' : 'leaseCancel.decline')}
        onSubmit={() => send(false)}
        pending={answer.isPending}
        disabled={saveOffer.isPending}
        submitTestId="cancel-lease-confirm"
        tone="danger"
      />
    </Modal>
  );
}
