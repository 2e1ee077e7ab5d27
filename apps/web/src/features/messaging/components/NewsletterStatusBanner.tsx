import { type NewsletterOutcome, newsletterOutcomes } from '@shop/contracts';
import { newsletterNotices } from '@shop/i18n/newsletter-notices';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mergeTexts } from '@/shared/i18n';

// Its texts come with this chunk: few visits open the home page from a newsletter e-mail's link.
mergeTexts('messaging', newsletterNotices);

const messages = {
  confirmed: 'newsletter.confirmed',
  unsubscribed: 'newsletter.unsubscribed',
  invalid: 'newsletter.invalidLink',
} as const satisfies Record<NewsletterOutcome, string>;

const isOutcome = (value: string | null): value is NewsletterOutcome =>
  (newsletterOutcomes as readonly (string | null)[]).includes(value);

const tones = {
  success: 'border-green-500/40 bg-green-500/10 text-green-300',
  error: 'border-red-500/40 bg-red-500/10 text-red-300',
};

/**
 * The confirm and unsubscribe links of the newsletter e-mails redirect to
 * `/?newsletter=confirmed|unsubscribed`, or `invalid` for a bad or expired link; this shows the matching
 * notice on the home page until dismissed (the invalid one offers the subscription form again).
 */
export function NewsletterStatusBanner() {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const value = params.get('newsletter');
  if (!isOutcome(value)) return null;
  const invalid = value === 'invalid';
  // Scrolls in place (a #hash link would change the location and the page would scroll back to the top).
  const showSubscribeForm = () => {
    document.getElementById('newsletter')?.scrollIntoView({ behavior: 'smooth' });
    document
      .querySelector<HTMLInputElement>('#newsletter input[type="email"]')
      ?.focus({ preventScroll: true });
  };

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
        role={invalid ? 'alert' : 'status'}
        className={`flex items-start justify-between gap-4 rounded-lg border px-4 py-3 ${invalid ? tones.error : tones.success}`}
        data-testid="newsletter-status-banner"
      >
        <p>
          {t(messages[value])}
          {invalid && (
            <button
              type="button"
              onClick={showSubscribeForm}
              className="ml-2 font-semibold text-white underline"
            >
              {t('newsletter.subscribeAgain')}
            </button>
          )}
        </p>
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
