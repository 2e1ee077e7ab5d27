import type { Language } from '@shop/i18n/web';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { ServerMarkup } from '@/shared/hydration/ServerMarkup';
import { Spinner } from '@/shared/ui/Spinner';
import { useProductDescription, useProductReleases } from '../api';

const markdownClass =
  'text-slate-300 leading-relaxed [&_a]:text-brand-400 [&_a]:underline [&_h3]:mt-6 [&_h3]:text-2xl [&_h3]:font-bold [&_h3]:text-white [&_h4]:mt-6 [&_h4]:text-xl [&_h4]:font-semibold [&_h4]:text-white [&_h5]:mt-4 [&_h5]:text-lg [&_h5]:font-semibold [&_h5]:text-white [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-white [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_code]:rounded [&_code]:bg-slate-800 [&_code]:px-1 [&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-700 [&_th]:px-3 [&_th]:py-2 [&_th]:text-white [&_td]:border-b [&_td]:border-slate-800 [&_td]:px-3 [&_td]:py-2 [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]';

/**
 * The Markdown renderer is its own chunk, fetched only when the browser renders a text itself (another
 * language, a page it rendered): a server-rendered text keeps the server's markup (ServerMarkup).
 */
const MarkdownText = lazy(() => import('@/shared/MarkdownText'));

/** The long Markdown description of a product, in the interface language or French. */
export function ProductDescription({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation('catalog');
  const { data, isPending } = useProductDescription(slug, language);
  return (
    <section className="mt-12 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:p-6 md:p-8">
      <h2 className="text-2xl font-bold text-white">{t('product.description')}</h2>
      {isPending ? (
        <Spinner />
      ) : data ? (
        <ServerMarkup source={data} className={markdownClass} data-testid="long-description">
          <Suspense fallback={<Spinner />}>
            <MarkdownText>{data}</MarkdownText>
          </Suspense>
        </ServerMarkup>
      ) : (
        <p className="mt-3 text-slate-400">{t('product.descriptionMissing')}</p>
      )}
    </section>
  );
}

/**
 * The changelog section (docs/rules/releases.md): each kept release with its date and platform, its notes
 * rendered by the description's own Markdown chunk. Server-rendered, so crawlers read it; nothing when the
 * product has no release yet.
 */
export function ProductChangelog({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTranslation('catalog');
  const releases = useProductReleases(slug, language).data ?? [];
  if (releases.length === 0) return null;
  return (
    <section
      className="mt-12 rounded-xl border border-slate-800 bg-slate-900/60 p-4 sm:p-6 md:p-8"
      data-testid="changelog"
    >
      <h2 className="text-2xl font-bold text-white">{t('product.changelog')}</h2>
      {releases.map((release) => (
        <article key={release.version} className={markdownClass}>
          <h3 className="mt-6 text-lg font-semibold text-white">
            {t('product.release', {
              version: release.version,
              date: formatDate(release.publishedAt, language),
              platform: release.minPlatformVersion,
            })}
          </h3>
          <ServerMarkup source={release.changelog}>
            <Suspense fallback={<p className="whitespace-pre-line">{release.changelog}</p>}>
              <MarkdownText>{release.changelog}</MarkdownText>
            </Suspense>
          </ServerMarkup>
        </article>
      ))}
    </section>
  );
}
