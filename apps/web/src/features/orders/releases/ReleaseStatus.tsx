import type { BuyerRelease } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseEmails } from './api';

const MarkdownText = lazy(() => import('@/shared/MarkdownText'));

/**
 * On a purchased product's card (docs/rules/releases.md): the version the buyer has, the newest they may
 * download, an "update available" badge with that release's changelog, and what renewing would add.
 */
export function ReleaseStatus({ release }: { release: BuyerRelease }) {
  const { t } = useTranslation('orders', { keyPrefix: 'indicators.release' });
  const latest = release.latestEntitled;
  return (
    <div className="mt-3 space-y-1 text-sm text-slate-300" data-testid="release-status">
      <p>
        {release.installedVersion
          ? t('installed', { version: release.installedVersion })
          : t('installedUnknown')}
      </p>
      {latest && <p>{t('latest', { version: latest.version, platform: latest.minPlatformVersion })}</p>}
      {latest && release.updateAvailable && (
        <details className="rounded-lg border border-accent-400/40 p-2" data-testid="update-available">
          <summary className="cursor-pointer">
            <span className="rounded bg-accent-400 px-2 py-0.5 text-xs font-semibold text-slate-950">
              {t('updateAvailable')}
            </span>{' '}
            {t('changelog', { version: latest.version })}
          </summary>
          <div className="prose prose-invert prose-sm mt-2 max-w-none" data-testid="release-changelog">
            <Suspense fallback={<p className="whitespace-pre-line">{latest.changelog}</p>}>
              <MarkdownText>{latest.changelog}</MarkdownText>
            </Suspense>
          </div>
        </details>
      )}
      {release.byRenewing.length > 0 && (
        <p className="text-xs text-slate-400" data-testid="release-by-renewing">
          {t('byRenewing', { versions: release.byRenewing.map((newer) => newer.version).join(', ') })}
        </p>
      )}
    </div>
  );
}

/** The profile's switch for new-version e-mails, beside the indicators it is about. */
export function ReleaseEmailsSwitch() {
  const { t } = useTranslation('orders', { keyPrefix: 'indicators.release' });
  const { setting, change } = useReleaseEmails();
  if (!setting.data) return null;
  return (
    <label className="flex items-center gap-2 py-1 text-sm text-slate-300">
      <input
        type="checkbox"
        checked={setting.data.releaseEmails}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ releaseEmails: event.target.checked })}
        data-testid="release-emails"
      />
      {t('emails')}
    </label>
  );
}
