import type { LicenceRequest } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadLicenceFile, useMyLicences } from './api';
import type { LicenceTarget } from './LicenceModal';

const LIVE = new Set(['approved', 'exported', 'installed']);

/** The buyer's licence requests with their status, the signed file once available, and the move action. */
export function LicenceRequestsList({ onMove }: { onMove(target: LicenceTarget): void }) {
  const { t, i18n } = useTranslation(['licences', 'common']);
  const language = pickLanguage(i18n.language);
  const licences = useMyLicences();
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (licence: LicenceRequest) => {
    setError(null);
    setDownloading(licence._id);
    try {
      await downloadLicenceFile(licence._id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common:errors.generic'));
    } finally {
      setDownloading(null);
    }
  };

  const actions = (licence: LicenceRequest) =>
    LIVE.has(licence.status) && (
      <>
        {licence.licenseAvailable && (
          <Button
            size="xs"
            data-testid="licence-download"
            disabled={downloading === licence._id}
            onClick={() => download(licence)}
          >
            {t('list.download')}
          </Button>
        )}
        {licence.nextMoveAt ? (
          <span className="text-xs text-slate-400">
            {t('list.nextMove', { date: formatDateTime(licence.nextMoveAt, language) })}
          </span>
        ) : (
          <Button
            size="xs"
            variant="secondary"
            data-testid="licence-move"
            onClick={() =>
              onMove({
                productId: licence.product._id,
                productName: licence.product.name,
                orderId: licence.orderId,
                replaces: licence,
              })
            }
          >
            {t('list.move')}
          </Button>
        )}
      </>
    );

  const rows = licences.data ?? [];
  return (
    <section aria-labelledby="licences-title" data-testid="licence-requests">
      <h3 id="licences-title" className="mb-3 text-lg font-semibold text-white">
        {t('list.title')}
      </h3>
      {error && <ErrorAlert message={error} className="mb-3" />}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-400" data-testid="licence-requests-empty">
          {t('list.empty')}
        </p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(licence) => licence._id}
          rowTestId="licence-request"
          columns={[
            { header: t('list.product'), cell: (licence) => licence.product.name },
            {
              header: t('list.machine'),
              cell: (licence) => licence.machineIdName,
              className: 'font-mono text-xs break-all',
            },
            {
              header: t('list.status'),
              cell: (licence) => t(`status.${licence.status}`),
              testId: 'licence-status',
            },
            { header: t('list.date'), cell: (licence) => formatDateTime(licence.createdAt, language) },
            {
              header: t('list.actions'),
              cell: (licence) => actions(licence),
              className: 'space-x-2 whitespace-nowrap',
            },
          ]}
        />
      )}
    </section>
  );
}
