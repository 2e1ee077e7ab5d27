import { type MyReview, REVIEW_TEXT_MAX } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { serverMessage } from '@/shared/api/client';
import { useSession } from '@/shared/session/store';
import { Button } from '@/shared/ui/Button';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { fieldClass } from '@/shared/ui/fieldClass';
import { useMyReview, useSaveReview } from './form-api';

const STAR_CHOICES = [5, 4, 3, 2, 1] as const;

/**
 * The reader's part of the reviews: sign in, "buyers only", or the form (write, then edit, their own review).
 * The limits are the server's: its translated message says what to fix.
 */
export function ReviewFormArea({ productId }: { productId: string }) {
  const { t } = useTranslation('reviews');
  const signedIn = useSession((state) => Boolean(state.userInfo));
  const mine = useMyReview(productId);
  // From the router, not `window`: the server renders this page too.
  const { pathname } = useLocation();
  const note = 'rounded-lg border border-slate-800 bg-slate-900 p-4 text-sm text-slate-300';
  if (!signedIn) {
    return (
      <p className={note} data-testid="review-sign-in">
        <Link
          to={`/signin?redirect=${encodeURIComponent(pathname)}`}
          className="inline-flex min-h-6 items-center text-brand-400 hover:underline"
        >
          {t('form.signIn')}
        </Link>
      </p>
    );
  }
  if (!mine.data) return null;
  if (!mine.data.review && !mine.data.canReview) {
    return (
      <p className={note} data-testid="review-not-buyer">
        {t('form.notBuyer')}
      </p>
    );
  }
  return <ReviewForm key={productId} productId={productId} mine={mine.data} />;
}

function ReviewForm({ productId, mine }: { productId: string; mine: MyReview }) {
  const { t } = useTranslation(['reviews', 'common']);
  const review = mine.review;
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [saved, setSaved] = useState(false);
  const save = useSaveReview(productId, review !== null);
  const textId = useId();
  const counterId = `${textId}-counter`;
  const length = text.trim().length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    save.mutate({ stars, text }, { onSuccess: () => setSaved(true) });
  };
  const failure = save.isError ? serverMessage(save.error, t('common:errors.generic')) : null;

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-800 bg-slate-900 p-5"
      data-testid="review-form"
    >
      <h3 className="text-lg font-semibold text-white">{review ? t('form.editTitle') : t('form.title')}</h3>
      {review?.hidden && (
        <p className="text-sm text-amber-300" data-testid="review-hidden-notice">
          {t('form.hidden', { reason: review.hiddenReason ?? '' })}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-300">{t('form.starsLegend')}</legend>
        <div className="flex flex-wrap gap-3">
          {STAR_CHOICES.map((value) => (
            <label key={value} className="flex min-h-6 items-center gap-1 text-sm text-slate-200">
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                className="accent-brand-500"
              />
              <span aria-hidden="true" className="text-accent-400">
                {'★'.repeat(value)}
              </span>
              <span className="sr-only">{t('form.starOption', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-300">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          aria-describedby={counterId}
          className={fieldClass('md')}
        />
        <p id={counterId} className="mt-1 text-xs text-slate-400" data-testid="review-counter">
          {t('form.counter', { count: length, max: REVIEW_TEXT_MAX })}
        </p>
      </div>
      <p className="text-xs text-slate-400">{t('form.publicName')}</p>
      {failure && <ErrorAlert message={failure} />}
      {saved && (
        <p role="status" className="text-sm text-green-400" data-testid="review-saved">
          {t('form.saved')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('form.sending') : review ? t('form.update') : t('form.submit')}
      </Button>
    </form>
  );
}
