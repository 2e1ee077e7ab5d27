import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/shared/format';
import { useSession } from '@/shared/session/store';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { downloadCsv, type ExportProgress } from './downloadCsv';

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'done'; rows: number }
  | { step: 'failed' };

/**
 * A CSV export's button: while the file streams in, a progress bar of the rows received against the rows the
 * server announced; then how many rows the file holds.
 */
export function ExportButton({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t, i18n } = useTranslation('admin');
  const token = useSession((state) => state.userInfo?.token);
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const number = (value: number) => formatCount(value, pickLanguage(i18n.language));

  const start = () => {
    if (!token) return;
    let rows = 0;
    setState({ step: 'running', progress: { rows: 0, total: undefined } });
    downloadCsv(token, url, {
      onProgress: (progress) => {
        rows = progress.rows;
        setState({ step: 'running', progress });
      },
    }).then(
      () => setState({ step: 'done', rows }),
      () => setState({ step: 'failed' }),
    );
  };

  return (
    <div className="space-y-2" data-testid={testId}>
      <button
        type="button"
        onClick={start}
        disabled={state.step === 'running'}
        className="rounded-md border border-slate-700 px-4 py-2 text-slate-200 disabled:opacity-50"
      >
        {label}
      </button>
      <div aria-live="polite" className="text-sm text-slate-400">
        {state.step === 'running' && (
          <div className="flex items-center gap-2">
            <progress
              className="h-2 w-48"
              max={state.progress.total || undefined}
              value={state.progress.total ? state.progress.rows : undefined}
              aria-label={label}
            />
            {state.progress.total !== undefined &&
              t('shared.exportProgress', {
                rows: number(state.progress.rows),
                total: number(state.progress.total),
              })}
          </div>
        )}
        {state.step === 'done' && t('shared.exportDone', { count: state.rows, rows: number(state.rows) })}
      </div>
      {state.step === 'failed' && <ErrorAlert message={t('shared.genericError')} />}
    </div>
  );
}
