import { LEGAL_TEXTS_REVISED_ON, legalShared } from '@shop/i18n/legal-shared';
import { pickLanguage } from '@shop/i18n/web';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { mergeTexts } from '@/shared/i18n';
import { sellerTextValues, useSellerIdentity } from '@/shared/site/useSellerIdentity';
import { Spinner } from '@/shared/ui/Spinner';

// The legal texts travel with the pages' lazy chunks (legal-pages/), each with its own part, never in the first load.
mergeTexts('legal', legalShared);

export type LegalGroup =
  | 'legalNotice'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'refund'
  | 'about'
  | 'faq'
  | 'help'
  | 'accessibility'
  | 'support';

/** A body is plain text: paragraphs separated by a blank line, bullet lines start with "- ". */
function Body({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={block} className="mt-3 list-disc space-y-1 pl-6">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={block} className="mt-3 whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </>
  );
}

/** Legal and information pages rendered from the `legal` namespace; `children` go under the text. */
export function LegalPage({ group, children }: { group: LegalGroup; children?: ReactNode }) {
  const { t, i18n } = useTranslation('legal');
  const language = pickLanguage(i18n.language);
  // The texts name the seller through {{seller…}} values configured on the server, never hard-coded.
  const seller = useSellerIdentity();
  if (!seller) return <Spinner />;
  const values = sellerTextValues(seller, t('sellerNotSet'));
  const sections = t(`${group}.sections`, { returnObjects: true, ...values }) as Record<
    string,
    { heading: string; body: string }
  >;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-slate-300" data-testid={`legal-${group}`}>
      <h1 className="text-4xl font-bold text-white">{t(`${group}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-500">
        {t('lastUpdated', { date: formatDate(new Date(`${LEGAL_TEXTS_REVISED_ON}T12:00:00Z`), language) })}
      </p>
      <p className="mt-6 text-lg leading-relaxed">{t(`${group}.intro`, values)}</p>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} className="mt-8">
          <h2 className="text-2xl font-semibold text-white">{section.heading}</h2>
          <div className="leading-relaxed">
            <Body text={section.body} />
          </div>
        </section>
      ))}
      {children && <div className="mt-10">{children}</div>}
    </article>
  );
}
