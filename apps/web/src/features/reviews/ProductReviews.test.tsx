import { type MyReview, REVIEW_TEXT_MAX, type Review, type ReviewList } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { ProductReviews } from './ProductReviews';

const languages: Language[] = ['fr', 'en'];
const base = '/products/p1/reviews';

function review(id: string, language: Language, text: string): Review {
  return {
    _id: id,
    productId: 'p1',
    author: 'Alice M.',
    language,
    stars: 4,
    text,
    verifiedPurchase: true,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
  };
}

/** The reviews as the server pages them: two pages of one review in the reader's language, none otherwise. */
function reviewPages(call: Call) {
  const page = Number(call.query.get('page'));
  const mixed = call.query.get('otherLanguage') === 'true';
  const list: ReviewList = {
    reviews: mixed ? [] : [review(`r${page}`, 'fr', `Review page ${page}`)],
    pagination: { current: page, total: mixed ? 0 : 2, totalItems: mixed ? 0 : 2, limit: 10 },
  };
  return ok<ReviewList>(list);
}

describe.each(languages)('product reviews (%s)', (language) => {
  test('lists verified reviews and pages through them', async () => {
    stubApi({ [`GET ${base}`]: reviewPages });
    const { user, t } = await renderWithApp(<ProductReviews productId="p1" />, { language });
    const first = await screen.findByTestId('review');
    expect(first).toHaveTextContent('Review page 1');
    expect(first).toHaveTextContent(t('reviews:verified'));
    await user.click(screen.getByRole('button', { name: new RegExp(t('reviews:more')) }));
    expect(await screen.findByText('Review page 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(t('reviews:more')) })).toBeNull();
  });

  test('the empty state differs with the other language mixed in', async () => {
    stubApi({
      [`GET ${base}`]: ok<ReviewList>({
        reviews: [],
        pagination: { current: 1, total: 0, totalItems: 0, limit: 10 },
      }),
    });
    const { user, t } = await renderWithApp(<ProductReviews productId="p1" />, { language });
    expect(await screen.findByTestId('reviews-empty')).toHaveTextContent(t('reviews:noneInLanguage'));
    await user.click(screen.getByRole('checkbox', { name: t('reviews:otherLanguage') }));
    expect(screen.getByTestId('reviews-empty')).toHaveTextContent(t('reviews:none'));
  });

  test('a signed-out reader is offered to sign in, coming back to the page', async () => {
    stubApi({ [`GET ${base}`]: reviewPages });
    const { t } = await renderWithApp(<ProductReviews productId="p1" />, { language, url: '/product/p1' });
    const link = await screen.findByRole('link', { name: t('reviews:form.signIn') });
    expect(link).toHaveAttribute('href', '/signin?redirect=%2Fproduct%2Fp1');
  });

  test('a signed-in reader who did not buy is told only buyers review', async () => {
    signIn();
    stubApi({
      [`GET ${base}`]: reviewPages,
      [`GET ${base}/mine`]: ok<MyReview>({ review: null, canReview: false }),
    });
    const { t } = await renderWithApp(<ProductReviews productId="p1" />, { language });
    expect(await screen.findByTestId('review-not-buyer')).toHaveTextContent(t('reviews:form.notBuyer'));
  });

  test("a buyer's review is sent with its stars; a refusal shows the server's message", async () => {
    signIn();
    const { calls } = stubApi({
      [`GET ${base}`]: reviewPages,
      [`GET ${base}/mine`]: ok<MyReview>({ review: null, canReview: true }),
      [`POST ${base}`]: failure(400, { code: 'reviews.textLength', message: 'Texte trop court' }),
    });
    const { user, t } = await renderWithApp(<ProductReviews productId="p1" />, { language });
    const form = await screen.findByTestId('review-form');
    await user.click(within(form).getByRole('radio', { name: t('reviews:form.starOption', { count: 5 }) }));
    await user.type(within(form).getByLabelText(t('reviews:form.text')), 'Short');
    expect(screen.getByTestId('review-counter')).toHaveTextContent(
      t('reviews:form.counter', { count: 5, max: REVIEW_TEXT_MAX }),
    );
    await user.click(within(form).getByRole('button', { name: t('reviews:form.submit') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Texte trop court');
    expect(calls.at(-1)?.body).toEqual({ stars: 5, text: 'Short' });
  });
});
