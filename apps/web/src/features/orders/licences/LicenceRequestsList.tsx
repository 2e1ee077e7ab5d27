import type { LicenceRequest } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
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
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="w-full text-left text-sm text-slate-300">
            <thead className="bg-slate-900 text-xs uppercase text-slate-400">
              <tr>
                <th className="px-3 py-2">{t('list.product')}</th>
                <th className="px-3 py-2">{t('list.machine')}</th>
                <th className="px-3 py-2">{t('list.status')}</th>
                <th className="px-3 py-2">{t('list.date')}</th>
                <th className="px-3 py-2">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((licence) => (
                <tr key={licence._id} className="border-t border-slate-800" data-testid="licence-request">
                  <td className="px-3 py-2">{licence.product.name}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{licence.machineIdName}</td>
                  <td className="px-3 py-2" data-testid="licence-status">
                    {t(`status.${licence.status}`)}
                  </td>
                  <td className="px-3 py-2">{formatDateTime(licence.createdAt, language)}</td>
                  <td className="space-x-2 px-3 py-2 whitespace-nowrap">
                    {licence.licenseAvailable && LIVE.has(licence.status) && (
                      <button
                        type="button"
                        data-testid="licence-download"
                        disabled={downloading === licence._id}
                        onClick={() => download(licence)}
                        className="rounded bg-brand-500 px-2 py-1 text-xs font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
                      >
                        {t('list.download')}
                      </button>
                    )}
                    {LIVE.has(licence.status) &&
                      (licence.nextMoveAt ? (
                        <span className="text-xs text-slate-400">
                          {t('list.nextMove', { date: formatDateTime(licence.nextMoveAt, language) })}
                        </span>
                      ) : (
                        <button
                          type="button"
                          data-testid="licence-move"
                          onClick={() =>
                            onMove({
                              productId: licence.product._id,
                              productName: licence.product.name,
                              orderId: licence.orderId,
                              replaces: licence,
                            })
                          }
                          className="rounded border border-slate-600 px-2 py-1 text-xs text-slate-200 hover:bg-slate-800"
                        >
                          {t('list.move')}
                        </button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
