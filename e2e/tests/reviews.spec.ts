import { expectNoViolations } from '../axe';
import {
  adminToken,
  buyFreeIndicatorViaApi,
  createProduct,
  expect,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from '../fixtures';
import { matchFromOutbox } from '../outbox';
import { createAccountViaApi } from '../signup';

/** A free product of this test alone, so the two language projects never rate the same product. */
async function freshProduct(request: Parameters<typeof adminToken>[0], label: string) {
  const token = await adminToken(request);
  const name = `Zz Review ${label} ${Date.now().toString(36)}`;
  return { ...(await createProduct(request, token, name, 0)), name };
}

test.describe('verified-buyer reviews', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a buyer leaves a review, sees the rating change, then edits it', async ({ page, t, language }) => {
    const product = await freshProduct(page.request, `buyer ${language}`);
    const buyer = await signUpViaApi(page, { name: 'Jeanne Martin' });
    await buyFreeIndicatorViaApi(page, buyer.token, product.slug);

    await page.goto(`/product/${product.slug}`);
    const rating = page.getByTestId('product-rating');
    await expect(rating).toHaveText(t('catalog:product.noReviews'));
    const section = page.getByTestId('product-reviews');
    await expect(section.getByTestId('reviews-how-checked')).toHaveText(t('reviews:howChecked'));
    await expect(section.getByTestId('reviews-empty')).toBeVisible();

    const form = section.getByTestId('review-form');
    await form.getByRole('radio', { name: t('reviews:form.starOption', { count: 4 }), exact: true }).check();
    const text =
      language === 'fr' ? 'Très clair, installé en deux minutes.' : 'Very clear, installed in two minutes.';
    await form.getByLabel(t('reviews:form.text')).fill(text);
    await expect(form.getByTestId('review-counter')).toHaveText(
      t('reviews:form.counter', { count: text.length, max: 2000 }),
    );
    await expectNoViolations(page, 'product page with the review form');
    await form.getByRole('button', { name: t('reviews:form.submit') }).click();

    await expect(form.getByTestId('review-saved')).toHaveText(t('reviews:form.saved'));
    await expect(rating).toContainText(t('catalog:product.ratingSummary_one', { rating: '4', count: 1 }));
    const review = section.getByTestId('review');
    await expect(review).toContainText(text);
    await expect(review).toContainText('Jeanne M.');
    await expect(review).toContainText(t('reviews:verified'));
    await expect(review).not.toContainText('Martin');

    await form.getByRole('radio', { name: t('reviews:form.starOption', { count: 5 }), exact: true }).check();
    await form.getByRole('button', { name: t('reviews:form.update') }).click();
    await expect(rating).toContainText(t('catalog:product.ratingSummary_one', { rating: '5', count: 1 }));

    // Best rated first: a five-star review is among the home page's testimonials, author shortened.
    await page.goto('/');
    const testimonials = page.getByTestId('testimonials');
    await expect(testimonials).toContainText(text);
    await expect(testimonials).toContainText('Jeanne M.');
    await expectNoViolations(page, 'home page with testimonials from reviews');
  });

  test('an admin hides a review with a reason: the rating drops and the author gets the reason', async ({
    page,
    t,
    language,
  }) => {
    const product = await freshProduct(page.request, `admin ${language}`);
    const email = `reviewer-${Date.now()}-${language}@e2e.test`;
    const buyer = await createAccountViaApi(
      page.request,
      { name: 'Paul Durand', email, password: 'correct-horse-battery-9' },
      { 'accept-language': language },
    );
    await buyFreeIndicatorViaApi(page, buyer.token, product.slug);
    const posted = await page.request.post(`/api/products/${product._id}/reviews`, {
      headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': language },
      data: { stars: 2, text: 'Spam spam spam spam spam.' },
    });
    expect(posted.status()).toBe(201);
    const ratingOf = async () =>
      (await (await page.request.get(`/api/products/${product._id}`)).json()).rating;
    expect(await ratingOf()).toBe(2);

    await signInAdminViaApi(page);
    await page.goto('/admin?tab=reviews');
    const row = page.getByTestId('admin-review-row').filter({ hasText: product.name });
    await row.getByRole('button', { name: t('admin:reviews.hide') }).click();
    const modal = page.getByTestId('hide-review-modal');
    const reason = `Spam (${language})`;
    await modal.getByLabel(t('admin:reviews.reason')).fill(reason);
    await modal.getByTestId('hide-review-submit').click();
    await expect(page.getByTestId('review-visibility-saved')).toHaveText(t('admin:reviews.hidden'));
    await expect(row).toContainText(t('admin:reviews.hiddenBecause', { reason }));
    expect(await ratingOf()).toBeNull();
    await matchFromOutbox(email, new RegExp(reason.replace(/[()]/g, '\\$&')), 'the reason for hiding');

    await row.getByRole('button', { name: t('admin:reviews.show') }).click();
    await expect(page.getByTestId('review-visibility-saved')).toHaveText(t('admin:reviews.shown'));
    expect(await ratingOf()).toBe(2);
  });
});
