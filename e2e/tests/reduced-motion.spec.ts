import type { Locator } from '@playwright/test';
import { expect, seedCart, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';

/**
 * prefers-reduced-motion (WCAG 2.3.3): with the setting on, the free checkout's progress bar and the success
 * page's countdown bar jump instead of sliding (the same journey without the setting proves they slide, so
 * the check can fail), and the guarantee popup, the header and the page scrolling move without animation.
 */

async function motion(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      transition: Math.max(...style.transitionDuration.split(',').map((part) => Number.parseFloat(part))),
      animation: Math.max(...style.animationDuration.split(',').map((part) => Number.parseFloat(part))),
    };
  });
}

for (const reduce of [false, true]) {
  test(`the free checkout progress and the countdown bar ${reduce ? 'jump with reduced motion' : 'slide by default'}`, async ({
    page,
  }) => {
    if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpViaApi(page, { name: 'Max Motion' });
    await seedCart(page, ['vwap-lite']);
    await page.goto('/cart');
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await page.getByTestId('free-checkout-confirm').click();
    const progress = await motion(page.getByTestId('free-checkout-bar'));
    await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
    const countdown = await motion(page.getByTestId('redirect-bar'));
    if (reduce) {
      expect(progress.transition).toBeLessThan(0.01);
      expect(countdown.transition).toBeLessThan(0.01);
    } else {
      expect(progress.transition).toBeGreaterThan(0.1);
      expect(countdown.transition).toBeGreaterThan(0.1);
    }
  });
}

test('the guarantee popup and the header appear without motion when reduced motion is asked', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-keep-defaults')) return;
    sessionStorage.setItem('e2e-keep-defaults', '1');
    sessionStorage.removeItem('guaranteePopupShown');
  });
  await page.goto('/');
  const popup = page.getByTestId('guarantee-popup');
  await expect(popup).toBeVisible({ timeout: 9000 });
  const shown = await motion(popup);
  expect(Math.max(shown.transition, shown.animation)).toBeLessThan(0.01);
  const header = await motion(page.getByTestId('site-header'));
  expect(header.transition).toBeLessThan(0.01);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
