import { type AdminProduct, RELEASE_ZIP_MAX_BYTES } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/api/client';
import { formatDate } from '@/shared/format';
import { buttonClass } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useAdminReleases, usePublishRelease } from './api';

const textFields = ['version', 'minPlatformVersion'] as const;
const changelogFields = ['changelogFr', 'changelogEn'] as const;

/**
 * A saved product's releases (docs/rules/releases.md): publish a new one (the zip's upload shows its
 * progress) and list the kept ones with how many buyers downloaded each.
 */
export function ProductReleases({ product }: { product: AdminProduct }) {
  const { t, i18n } = useTranslation('admin', { keyPrefix: 'products' });
  const language = pickLanguage(i18n.language);
  const releases = useAdminReleases(product._id);
  const publish = usePublishRelease(product._id);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('zip');
    setMessage(null);
    if (!(file instanceof File) || !file.name.toLowerCase().endsWith('.zip')) {
      return setMessage({ kind: 'error', text: t('form.zipType') });
    }
    if (file.size > RELEASE_ZIP_MAX_BYTES) return setMessage({ kind: 'error', text: t('form.zipTooLarge') });
    const text = (name: string) => String(data.get(name) ?? '').trim();
    try {
      setProgress(0);
      const { release, republished } = await publish.mutateAsync({
        version: text('version'),
        minPlatformVersion: text('minPlatformVersion'),
        changelogFr: text('changelogFr'),
        changelogEn: text('changelogEn'),
        // Browsers name zips differently (application/x-zip-compressed on Windows): send the one type the API takes.
        zip: new Blob([file], { type: 'application/zip' }),
        onProgress: setProgress,
      });
      form.reset();
      const key = republished ? 'releases.republished' : 'releases.published';
      setMessage({ kind: 'ok', text: t(key, { version: release.version }) });
    } catch (error) {
      setMessage({ kind: 'error', text: serverMessage(error, t('form.error')) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="mt-6 space-y-4 border-t border-slate-800 pt-5" data-testid="product-releases">
      <h3 className="font-semibold text-white">{t('releases.title')}</h3>
      <form className="space-y-3" onSubmit={onSubmit}>
        <div className="grid gap-3 sm:grid-cols-2">
          {textFields.map((name) => (
            <label key={name} className="block text-sm text-slate-300">
              <span className="mb-1 block">{t(`releases.${name}`)}</span>
              <input name={name} required className={fieldClass('sm')} />
            </label>
          ))}
        </div>
        {changelogFields.map((name) => (
          <label key={name} className="block text-sm text-slate-300">
            <span className="mb-1 block">{t(`releases.${name}`)}</span>
            <textarea name={name} required rows={3} className={fieldClass('sm')} />
          </label>
        ))}
        <label className="block text-sm text-slate-300">
          <span className="mb-1 block">{t('releases.file')}</span>
          <input type="file" name="zip" required accept=".zip,application/zip" data-testid="release-zip" />
        </label>
        {progress !== null && (
          <p className="text-sm text-slate-300">
            <progress value={progress} max={1} className="mr-2 align-middle" />
            {t('releases.progress', { percent: Math.round(progress * 100) })}
          </p>
        )}
        <button type="submit" className={buttonClass({ size: 'sm' })} disabled={publish.isPending}>
          {t('releases.publish')}
        </button>
      </form>
      {message?.kind === 'error' && <ErrorAlert message={message.text} />}
      {message?.kind === 'ok' && (
        <p role="status" className="text-green-400" data-testid="release-success">
          {message.text}
        </p>
      )}
      {releases.data?.releases.length === 0 && <p className="text-sm text-slate-400">{t('releases.none')}</p>}
      {(releases.data?.releases.length ?? 0) > 0 && (
        <table className="w-full text-left text-sm text-slate-300">
          <thead>
            <tr>
              <th scope="col">{t('releases.version')}</th>
              <th scope="col">{t('releases.minPlatformVersion')}</th>
              <th scope="col">{t('releases.publishedAt')}</th>
              <th scope="col">{t('releases.downloaders')}</th>
            </tr>
          </thead>
          <tbody>
            {releases.data?.releases.map((release) => (
              <tr key={release.id} data-testid="release-row">
                <td>{release.version}</td>
                <td>{release.minPlatformVersion}</td>
                <td>{formatDate(release.publishedAt, language)}</td>
                <td>{release.downloaders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
