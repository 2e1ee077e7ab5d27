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
