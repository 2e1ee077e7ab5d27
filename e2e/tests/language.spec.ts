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

test('the language dropdown closes on an outside click', async ({ page, language, t }) => {
  await page.goto('/indicators');
  await page.getByTestId('language-switcher').click();
  const menu = page.getByRole('menuitemradio', { name: t(`languages.${language}`) });
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
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
  // The built app still boots from the page.
  expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"/);
});
