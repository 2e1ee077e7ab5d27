import type { MaintenanceResult, MaintenanceTask } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { Spinner } from '@/shared/ui/Spinner';
import { downloadCsv } from '../components/downloadCsv';

interface ResultsPaneProps {
  task: MaintenanceTask | undefined;
  pending: boolean;
  result: MaintenanceResult | undefined;
  /** Already translated: the call itself failed (no report came back). */
  failure: string | null;
}

const output = 'max-h-96 overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-xs whitespace-pre';

/**
 * The stored file of a run. Its link (the shop's own, whatever the storage) is bound to the admin and needs the
 * bearer token, so it is fetched and saved from memory.
 */
function FileLink({ file }: { file: NonNullable<MaintenanceResult['file']> }) {
  const { t } = useTranslation('admin');
  const token = useSession((state) => state.userInfo?.token);
  const [failed, setFailed] = useState(false);
  const label = t('maintenance.download', { name: file.name });
  const className =
    'inline-block rounded-md border border-brand-500 px-4 py-2 text-sm text-brand-300 hover:bg-brand-500/10';
  return (
    <div>
      <button
        type="button"
        className={className}
        data-testid="maintenance-file"
        onClick={() => {
          setFailed(false);
          if (token) downloadCsv(token, file.url, { name: file.name }).catch(() => setFailed(true));
        }}
      >
        {label}
      </button>
      {failed && <ErrorAlert message={t('shared.genericError')} className="mt-2" />}
    </div>
  );
}

/** The last run's stdout and stderr as the task printed them, and the file it stored, if any. */
export function ResultsPane({ task, pending, result, failure }: ResultsPaneProps) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="maintenance-results" data-testid="maintenance-results">
      <h2 id="maintenance-results" className="mb-3 text-lg font-semibold text-white">
        {task
          ? t('maintenance.resultsOf', { task: t(`maintenance.tasks.${task}`) })
          : t('maintenance.results')}
      </h2>
      {!task && <p className="text-slate-400">{t('maintenance.idle')}</p>}
      {pending && <Spinner />}
      {failure && <ErrorAlert message={failure} />}
      {result && !pending && (
        <div className="space-y-4">
          {result.file && <FileLink file={result.file} />}
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-300">{t('maintenance.stdout')}</h3>
            <pre className={`${output} text-slate-200`} data-testid="maintenance-stdout">
              {result.stdout || t('maintenance.empty')}
            </pre>
          </div>
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-300">{t('maintenance.stderr')}</h3>
            <pre
              className={`${output} ${result.stderr ? 'text-red-300' : 'text-slate-500'}`}
              data-testid="maintenance-stderr"
            >
              {result.stderr || t('maintenance.empty')}
            </pre>
          </div>
        </div>
      )}
    </section>
  );
}
