import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const messages = { confirmed: 'newsletter.confirmed', unsubscribed: 'newsletter.unsubscribed' } as const;

/**
 * The confirm and unsubscribe links of the newsletter e-mails redirect to `/?newsletter=confirmed|unsubscribed`;
 * this shows the matching notice on the home page until dismissed.
 */
export function NewsletterStatusBanner() {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const value = params.get('newsletter');
  if (value !== 'confirmed' && value !== 'unsubscribed') return null;

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('newsletter');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6">
      <div
        role="status"
        className="flex items-start justify-between gap-4 rounded-lg border border-green-500/40 bg-green-500/10 px-4 py-3 text-green-300"
        data-testid="newsletter-status-banner"
      >
        <p>{t(messages[value])}</p>
        <button
          type="button"
          onClick={dismiss}
          className="shrink-0 text-sm font-semibold text-green-200 underline hover:text-white"
        >
          {t('newsletter.dismiss')}
        </button>
      </div>
    </div>
  );
}
