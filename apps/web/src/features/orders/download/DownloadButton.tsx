import type { PurchasedProduct } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { type DownloadFailureReason, failureReasonOf } from './downloadFailure';
import { downloadIndicator } from './downloadIndicator';

const SUCCESS_MESSAGE_MS = 5000;

type Outcome = { kind: 'success' } | { kind: 'error'; reason: DownloadFailureReason };

/**
 * A purchased indicator's download button with its spinner, and its success or failure text; `onDownloaded`
 * lets the card refresh what it shows of the buyer's version.
 */
export function DownloadButton({
  product,
  onDownloaded,
}: {
  product: PurchasedProduct;
  onDownloaded?: () => void;
}) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const start = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await downloadIndicator(product);
      setOutcome({ kind: 'success' });
      onDownloaded?.();
    } catch (error) {
      setOutcome({ kind: 'error', reason: failureReasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-2">
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-label={t('download.label', { product: product.productName })}
        data-testid="download-button"
        className={buttonClass({ size: 'sm', className: 'inline-flex items-center gap-2' })}
      >
        {busy && (
          <span className="h-3 w-3 animate-spin rounded-full border-2 border-white/40 border-t-white" />
        )}
        {busy ? t('download.downloading') : t('download.button')}
      </button>
      {/* Always in the page, so the success text is announced when it lands in it. */}
      <div role="status">
        {outcome?.kind === 'success' && (
          <p data-testid="download-success" className="text-sm text-green-300">
            {t('download.success')}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <ErrorAlert
          message={t('download.failed', {
            reason: t(`download.errors.${outcome.reason}`, { product: product.productName }),
          })}
          className="text-sm"
        />
      )}
    </div>
  );
}
