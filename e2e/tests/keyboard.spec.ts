import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from '../fixtures';
import { createAccountViaApi } from '../signup';

/** Presses Tab (or Shift+Tab) until `target` holds the focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}

/** Opens a dialog with Enter on its opener, checks focus is inside, closes it with Escape: focus returns. */
async function openAndCloseDialog(page: Page, opener: Locator, dialog: Locator) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Tab stays inside the open dialog.
  for (let presses = 0; presses < 12; presses += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the skip link is the first stop and jumps to the main content', async ({ page, t }) => {
  await page.goto('/indicators');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t('nav.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('sign in with the keyboard only', async ({ page, t }) => {
  const account = { email: `keys-${Date.now()}@e2e.test`, password: 'correct-horse-battery-9' };
  await createAccountViaApi(page.request, { name: 'Kai Keys', ...account });
  await page.goto('/login');
  await tabTo(page, page.getByLabel(t('account:login.email')));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t('account:login.password'))).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('add a free indicator to the cart, check out, then open and close every account dialog', async ({
  page,
  t,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, { name: 'Kim Keyboard' });
  await page.goto('/product/vwap-lite');
  await tabTo(page, page.getByRole('button', { name: t('catalog:product.addToCart') }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await tabTo(page, page.getByTestId('cart-link'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const consent = page.getByTestId('withdrawal-consent').getByRole('checkbox');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, page.getByTestId('checkout-button'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('free-checkout')).toBeVisible();
  await tabTo(page, page.getByTestId('free-checkout-confirm'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });

  await page.goto('/profile?tab=profile');
  await openAndCloseDialog(
    page,
    page.getByRole('button', { name: t('account:accountBlock.edit') }),
    page.getByTestId('edit-profile-modal'),
  );
  await openAndCloseDialog(
    page,
    page.getByRole('button', { name: t('account:billingBlock.update') }),
    page.getByTestId('billing-modal'),
  );
  await page.goto('/profile?tab=indicators');
  await openAndCloseDialog(page, page.getByTestId('get-licence').first(), page.getByTestId('licence-modal'));
});

test('the mobile menu opens, closes with Escape and navigates with the keyboard', async ({ page, t }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: t('header.openMenu') });
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: t('header.closeMenu') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const entries = menu.locator('a, button');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(entries.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: t('header.openMenu') })).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: t('nav.free'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/free$/);
  await expect(menu).toBeHidden();
});

test('the product image slider is a carousel announced and operated with the keyboard', async ({
  page,
  t,
}) => {
  await page.goto('/product/volume-profile-premium');
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const carousel = page.getByRole('region', { name: t('catalog:product.carouselLabel', { name }) });
  await expect(carousel).toHaveAttribute('aria-roledescription', t('catalog:product.carousel'));
  const slides = carousel.getByRole('group');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await expect(slides.nth(index)).toHaveAttribute('aria-roledescription', t('catalog:product.slide'));
    await expect(slides.nth(index)).toHaveAttribute(
      'aria-label',
      t('catalog:product.slideLabel', { index: index + 1, count }),
    );
  }
  const status = carousel.getByTestId('slider-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText(t('catalog:product.slideLabel', { index: 1, count }));

  const next = carousel.getByRole('button', { name: t('catalog:product.next') });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(t('catalog:product.slideLabel', { index: 2, count }));
  await expect(
    carousel.getByRole('button', { name: t('catalog:product.goTo', { index: 2 }) }),
  ).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText(t('catalog:product.slideLabel', { index: 1, count }));
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText(t('catalog:product.slideLabel', { index: 2, count }));
  await tabTo(page, carousel.getByRole('button', { name: t('catalog:product.goTo', { index: 1 }) }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(t('catalog:product.slideLabel', { index: 1, count }));
});
