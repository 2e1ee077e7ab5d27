import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe-core on the page as it stands and fails on any violation, whatever its impact. The rule checking
 * that an accessible name contains the visible label is experimental in axe, so it is switched on explicitly.
 */
export async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  // Colour transitions (hover, header on scroll) must have settled before contrast is measured; endless
  // animations (a spinner) never settle and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** Adds one indicator to the cart from its product page. */
export async function addToCart(page: Page, buttonName: string, slug: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByTestId('cart-badge')).toBeVisible();
}
