import type { Language } from '@shop/i18n/language';
import { expect, test, translate } from '../fixtures';

test('switching language translates the page, follows in <html lang> and persists across reloads', async ({
  page,
  language,
  t,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  await page.goto('/indicators');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:title') })).toBeVisible();

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: translate(other, `languages.${other}`) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'catalog:title') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page
      .getByTestId('site-header')
      .getByRole('link', { name: translate(other, 'nav.indicators'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(other);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'catalog:title') }),
  ).toBeVisible();

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'home:hero.title') }),
  ).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText(translate(other, 'footer.riskTitle'));
});

test('a page opened with ?lang= shows that language, and a later switch updates the URL', async ({
  page,
  language,
  t,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  await page.goto(`/indicators?lang=${other}`);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(
    page.getByRole('heading', { level: 1, name: translate(other, 'catalog:title') }),
  ).toBeVisible();

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: t(`languages.${language}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/indicators\\?lang=${language}$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:title') })).toBeVisible();
});

test('a product page fetched without a browser already names the product, its price and its languages', async ({
  request,
  language,
}) => {
  const answer = await request.get(`/product/vwap-premium?lang=${language}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(`<html lang="${language}"`);
  expect(html).toMatch(/<title>VWAP Premium · Ninja Indicators<\/title>/);
  expect(html).toContain('hreflang="fr"');
  expect(html).toContain('hreflang="en"');
  expect(html).toContain('hreflang="x-default"');
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR' } });
  // The built app still boots from the page, as an async module (decision 18): it runs as soon as it has arrived
  // and holds the clicks made while the rest of the page is still parsed.
  const boot = html.match(/<script\b[^>]*\bsrc="\/assets\/index-[\w-]+\.js"[^>]*>/)?.[0];
  expect(boot).toMatch(/\btype="module"/);
  expect(boot).toMatch(/\basync\b/);
});

test('the stored choice (the lang cookie) beats the browser language alike in the page, the API and the app, whose cache keeps each language apart', async ({
  page,
  context,
  language,
  baseURL,
}) => {
  const other: Language = language === 'fr' ? 'en' : 'fr';
  const description = async (lang: string) =>
    (
      (await (await page.request.get(`/api/products/vwap-premium?lang=${lang}`)).json()) as {
        description: string;
      }
    ).description;
  const texts = { fr: await description('fr'), en: await description('en') };
  expect(texts.fr).not.toBe(texts.en);

  // The browser's language is `language` (its Accept-Language too); the cookie says `other`.
  await context.addCookies([{ name: 'lang', value: other, url: baseURL! }]);
  const api = await page.request.get('/api/products/vwap-premium', {
    headers: { 'accept-language': language },
  });
  expect(((await api.json()) as { description: string }).description).toBe(texts[other]);
  const served = await (await page.request.get('/product/vwap-premium')).text();
  expect(served).toContain(`<html lang="${other}"`);
  expect(served).toContain(texts[other]);

  // The app starts in the same language and hydrates the server's page (a mismatch fails the test).
  await page.goto('/product/vwap-premium');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.getByText(texts[other])).toBeVisible();

  // A switch shows the product in the new language, and switching back never shows a cached other language.
  for (const next of [language, other] as const) {
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: translate(next, `languages.${next}`) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', next);
    await expect(page.getByText(texts[next])).toBeVisible();
    const previous = next === language ? other : language;
    await expect(page.getByText(texts[previous])).toHaveCount(0);
  }
});
