import { type AdminReview, HIDE_REASON_MAX } from '@shop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { DialogActions } from '@/shared/ui/DialogActions';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { Modal } from '@/shared/ui/Modal';
import { useSetReviewVisibility } from './api';

/** Hides a review with the reason its author receives by e-mail. */
export function HideReviewModal({
  review,
  onClose,
  onHidden,
}: {
  review: AdminReview;
  onClose(): void;
  onHidden(): void;
}) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const hide = useSetReviewVisibility();
  return (
    <Modal
      title={t('reviews.hideTitle', { author: review.authorName })}
      closeLabel={t('shared.close')}
      onClose={onClose}
      testId="hide-review-modal"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          hide.mutate({ id: review._id, body: { hidden: true, reason } }, { onSuccess: onHidden });
        }}
        noValidate
      >
        <blockquote className="mb-4 border-l-2 border-slate-700 pl-3 text-sm text-slate-300">
          {review.text}
        </blockquote>
        <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-slate-300">
          {t('reviews.reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={HIDE_REASON_MAX}
          className={fieldClass('md')}
        />
        <p className="mt-1 text-xs text-slate-400">{t('reviews.reasonHint')}</p>
        {hide.isError && (
          <ErrorAlert message={serverMessage(hide.error, t('shared.genericError'))} className="mt-4" />
        )}
        <DialogActions
          cancelLabel={t('shared.cancel')}
          onCancel={onClose}
          submitLabel={t('reviews.hide')}
          pending={hide.isPending}
          tone="danger"
          submitTestId="hide-review-submit"
        />
      </form>
    </Modal>
  );
}
