import { pages } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { useExportData } from '../selfServiceApi';

const exportClass = buttonClass({ variant: 'outline', size: 'sm' });
const dangerClass = buttonClass({ variant: 'dangerOutline', size: 'sm' });

interface PartProps {
  title: string;
  body: string;
  /** A link under the text (the privacy policy for the export). */
  more?: ReactNode;
  children: ReactNode;
}

function Part({ title, body, more, children }: PartProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 py-4">
      <div className="max-w-xl">
        <h3 className="font-semibold text-white">{title}</h3>
        <p className="mt-1 text-sm text-slate-400">{body}</p>
        {more}
      </div>
      {children}
    </div>
  );
}

interface PrivacyBlockProps {
  onSignOutEverywhere(): void;
  onCloseAccount(): void;
}

/** "My data and security": download my data, sign out everywhere, close my account. */
export function PrivacyBlock({ onSignOutEverywhere, onCloseAccount }: PrivacyBlockProps) {
  const { t } = useTranslation('selfService');
  const exportData = useExportData();
  const [done, setDone] = useState(false);

  const onExport = async () => {
    setDone(false);
    await exportData.mutateAsync();
    setDone(true);
  };

  return (
    <section
      className="rounded-xl border border-slate-800 bg-slate-900/60 p-6 lg:col-span-2"
      aria-labelledby="privacy-block-title"
      data-testid="privacy-block"
    >
      <h2 id="privacy-block-title" className="text-xl font-semibold text-white">
        {t('privacy.title')}
      </h2>
      <div className="divide-y divide-slate-800">
        <Part
          title={t('privacy.exportTitle')}
          body={t('privacy.exportBody')}
          more={
            <Link
              to={pages.privacy}
              className="mt-1 inline-block py-1 text-sm text-brand-400 hover:underline"
            >
              {t('privacy.policyLink')}
            </Link>
          }
        >
          <div className="text-right">
            <button
              type="button"
              className={exportClass}
              disabled={exportData.isPending}
              onClick={() => void onExport().catch(() => undefined)}
            >
              {exportData.isPending ? t('privacy.exporting') : t('privacy.exportButton')}
            </button>
            {done && (
              <p role="status" className="mt-2 text-sm text-green-300">
                {t('privacy.exportDone')}
              </p>
            )}
          </div>
        </Part>
        {exportData.error && <ErrorAlert message={exportData.error.message} />}
        <Part title={t('privacy.signOutTitle')} body={t('privacy.signOutBody')}>
          <button type="button" className={exportClass} onClick={onSignOutEverywhere}>
            {t('privacy.signOutButton')}
          </button>
        </Part>
        <Part title={t('privacy.closeTitle')} body={t('privacy.closeBody')}>
          <button type="button" className={dangerClass} onClick={onCloseAccount}>
            {t('privacy.closeButton')}
          </button>
        </Part>
      </div>
    </section>
  );
}
