import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/Button';

/** The recovery codes of a fresh enrolment, shown once, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('admin');
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  };

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="max-w-xl space-y-4 rounded-lg border border-emerald-500/40 bg-slate-900 p-6"
      data-testid="recovery-codes-panel"
    >
      <h2 id="recovery-codes-title" className="text-xl font-semibold text-white">
        {t('security.enabledTitle')}
      </h2>
      <p className="text-slate-300">{t('security.codesIntro')}</p>
      <ul
        aria-label={t('security.codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-950 p-4 font-mono text-slate-100"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={copyCodes}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('security.copy')}
        </button>
        <button type="button" onClick={onDone} className={buttonClass({ size: 'sm' })}>
          {t('security.continue')}
        </button>
        {copy && (
          <p role="status" className="text-sm text-slate-400">
            {t(`security.${copy}`)}
          </p>
        )}
      </div>
    </section>
  );
}
