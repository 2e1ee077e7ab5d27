import type { LicenceRequest } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useLicenceFileDownload } from '@/shared/licenceFile';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadLicenceFile, useMyLicences } from './api';
import { KeepLicenceModal } from './KeepLicenceModal';
import type { LicenceTarget } from './LicenceModal';

const LIVE = new Set(['approved', 'exported', 'installed']);
const ACTIVE = new Set(['pending', ...LIVE]);

/** The buyer's active licences of the same order line (an order holds one line per product). */
const sameLine = (rows: LicenceRequest[], licence: LicenceRequest) =>
  rows.filter(
    (row) =>
      row.orderId === licence.orderId && row.product._id === licence.product._id && ACTIVE.has(row.status),
  );

/** The buyer's licence requests with their status, the signed file once available, and the move action. */
export function LicenceRequestsList({ onMove }: { onMove(target: LicenceTarget): void }) {
  const { t, i18n } = useTranslation(['licences', 'common']);
  const language = pickLanguage(i18n.language);
  const licences = useMyLicences();
  const { download, downloading, error } = useLicenceFileDownload(downloadLicenceFile);
  const [keeping, setKeeping] = useState<LicenceRequest | null>(null);
  const rows = licences.data ?? [];

  // A licence an upgrade replaced says so, rather than reading as a move (docs/rules/upgrades.md).
  const statusText = (licence: LicenceRequest) => {
    if (licence.keepUntil) return t('keep.status');
    if (licence.replacedByUpgradeTo) return t('replacedByUpgrade', { product: licence.replacedByUpgradeTo });
    return t(`buyerStatus.${licence.status}`);
  };

  const keepAction = (licence: LicenceRequest) =>
    licence.keepUntil &&
    sameLine(rows, licence).length > 0 && (
      <>
        <Button size="xs" variant="secondary" data-testid="licence-keep" onClick={() => setKeeping(licence)}>
          {t('keep.action')}
        </Button>
        <span className="text-xs text-slate-400">
          {t('keep.until', { date: formatDateTime(licence.keepUntil, language) })}
        </span>
      </>
    );

  const actions = (licence: LicenceRequest) =>
    licence.status === 'revoked'
      ? keepAction(licence)
      : LIVE.has(licence.status) && (
          <>
            {licence.licenseAvailable && (
              <Button
                size="xs"
                data-testid="licence-download"
                disabled={downloading === licence._id}
                onClick={() => download(licence._id)}
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
              cell: (licence) => (
                <>
                  <span data-testid="licence-status">{statusText(licence)}</span>
                  {licence.status === 'rejected' && licence.adminNotes && (
                    <p data-testid="licence-reason" className="text-xs text-slate-400">
                      {t('list.reason', { reason: licence.adminNotes })}
                    </p>
                  )}
                </>
              ),
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
      {keeping && (
        <KeepLicenceModal
          licence={keeping}
          candidates={sameLine(rows, keeping)}
          onClose={() => setKeeping(null)}
        />
      )}
    </section>
  );
}
