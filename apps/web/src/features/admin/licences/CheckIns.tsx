import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadCsv } from '../components/downloadCsv';
import { useLicenceCheckIns } from './api';

const versions = (list: { version: string; machines: number }[]) =>
  list.map(({ version, machines }) => `${version} (${machines})`).join(', ');

/**
 * The indicators' online check-ins (docs/licence-verification.md): active machines per product and the client
 * and NinjaTrader versions they run, and the vendor kit that puts the check into an indicator.
 */
export function CheckIns() {
  const { t } = useTranslation('admin');
  const token = useSession((state) => state.userInfo?.token);
  const checkIns = useLicenceCheckIns();
  const [kitFailed, setKitFailed] = useState(false);
  const downloadKit = () => {
    setKitFailed(false);
    // The same authenticated blob download as the CSV exports; the name comes from the answer.
    if (token) downloadCsv(token, '/api/admin/licence-vendor-kit').catch(() => setKitFailed(true));
  };
  if (!checkIns.data) return null;
  const { products, activeWithinDays } = checkIns.data;
  return (
    <section aria-labelledby="licence-check-ins" className="space-y-3 text-sm text-slate-300">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="licence-check-ins" className="text-base font-semibold text-white">
          {t('licences.checkIns.title')}
        </h3>
        <button
          type="button"
          data-testid="licence-vendor-kit"
          onClick={downloadKit}
          className="rounded-md border border-slate-600 px-3 py-1 text-white hover:bg-slate-800"
        >
          {t('licences.checkIns.kit')}
        </button>
      </div>
      {kitFailed && <ErrorAlert message={t('licences.checkIns.kitFailed')} />}
      <p>{t('licences.checkIns.help', { days: activeWithinDays })}</p>
      {products.length === 0 ? (
        <p data-testid="licence-check-ins-empty">{t('licences.checkIns.none')}</p>
      ) : (
        <table data-testid="licence-check-ins" className="w-full text-left">
          <thead>
            <tr>
              <th scope="col">{t('licences.checkIns.product')}</th>
              <th scope="col">{t('licences.checkIns.machines')}</th>
              <th scope="col">{t('licences.checkIns.clientVersions')}</th>
              <th scope="col">{t('licences.checkIns.platformVersions')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((row) => (
              <tr key={row.product}>
                <td>{row.product}</td>
                <td>{row.activeMachines}</td>
                <td>{versions(row.clientVersions)}</td>
                <td>{versions(row.platformVersions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
