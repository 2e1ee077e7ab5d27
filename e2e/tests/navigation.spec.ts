import { expect, signUpViaApi, test } from '../fixtures';

const headerLinks = [
  ['nav.home', '/'],
  ['nav.indicators', '/indicators'],
  ['nav.free', '/free'],
  ['nav.ninjatrader', '/ninjatrader'],
  // The sign-in page belongs to the account feature.
  ['nav.login', '/login'],
] as const;

const footerLinks = [
  'indicators',
  'platform',
  'about',
  'help',
  'faq',
  'accessibility',
  'legal',
  'privacy',
  'terms',
  'cookies',
  'refund',
] as const;

test('every header link reaches a real page', async ({ page, t }) => {
  await page.goto('/cookies');
  const header = page.getByTestId('site-header');
  await header.getByTestId('cart-link').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [key, path] of headerLinks) {
    await header.getByRole('link', { name: t(key), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
});

test('every footer link reaches a real page', async ({ page, t }) => {
  await page.goto('/indicators');
  const footer = page.getByTestId('site-footer');
  for (const key of footerLinks) {
    await footer.getByRole('link', { name: t(`footer.links.${key}`), exact: true }).click();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await footer.getByRole('link', { name: t('footer.links.contact'), exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
});

test('the header turns translucent after scrolling', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});

test('undeclared routes redirect: /legal/cookies and /signin keeping redirect', async ({ page, t }) => {
  await page.goto('/legal/cookies');
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: t('legal:cookies.title') })).toBeVisible();
  await page.goto('/signin?redirect=/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('a signed-in user sees their menu and logging out goes to /login', async ({ page, t }) => {
  const user = await signUpViaApi(page, { name: 'Menu Tester' });
  await page.goto('/indicators');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: t('nav.login'), exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: t('nav.admin'), exact: true })).toHaveCount(0);
  await header.getByTestId('user-menu').click();
  await expect(header.getByText(user.email)).toBeVisible();
  await expect(header.getByRole('menuitem', { name: t('nav.profile') })).toHaveAttribute('href', '/profile');
  await header.getByRole('menuitem', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});
