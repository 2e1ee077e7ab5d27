import type { Trial } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useLicenceFileDownload } from '@/shared/licenceFile';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadTrialFile, useMyTrials } from './api';

/** The customer area's free trials (shown once there is one): end date, status and the trial's licence file. */
export function TrialsList() {
  const { t, i18n } = useTranslation(['licences', 'common']);
  const language = pickLanguage(i18n.language);
  const trials = useMyTrials();
  const { download, downloading, error } = useLicenceFileDownload(downloadTrialFile);
  const rows = trials.data ?? [];
  if (rows.length === 0) return null;

  const status = (trial: Trial) => t(`trials.${trial.state}`);

  return (
    <section aria-labelledby="trials-title" data-testid="my-trials">
      <h3 id="trials-title" className="mb-3 text-lg font-semibold text-white">
        {t('trials.title')}
      </h3>
      {error && <ErrorAlert message={error} className="mb-3" />}
      <DataTable
        rows={rows}
        rowKey={(trial) => trial._id}
        rowTestId="my-trial"
        columns={[
          { header: t('trials.product'), cell: (trial) => trial.product.name },
          {
            header: t('trials.machine'),
            cell: (trial) => `${trial.machineId}-${trial.machineName}`,
            className: 'font-mono text-xs break-all',
          },
          {
            header: t('trials.ends'),
            testId: 'my-trial-ends',
            cell: (trial) => formatDateTime(trial.endsAt, language),
          },
          { header: t('trials.status'), testId: 'my-trial-status', cell: status },
          {
            header: '',
            cell: (trial) =>
              trial.active && (
                <Button
                  size="xs"
                  data-testid="trial-download"
                  disabled={downloading === trial._id}
                  onClick={() => download(trial._id)}
                >
                  {t('trials.download')}
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
