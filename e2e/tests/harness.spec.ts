import { expectNoViolations } from '../axe';
import { expect, test, watchConsole } from '../fixtures';

/**
 * The suite's own checks fail when they should. Neither depends on the page's language, so they run once (a
 * journey's one language, languages.ts), while the checks they guard run in both.
 */
test('axe: the check itself fails on a deliberate violation', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An image without a text alternative (WCAG 1.1.1), added to the page as it stands.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectNoViolations(page, 'a page with an image without alt')).rejects.toThrow(/image-alt/);
});

test('a hydration mismatch fails the browser test that meets it', async ({ browser }) => {
  // A page of its own, watched as the fixture watches every test's page (the fixture's page would fail this test).
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  // Test-only hook: the server's heading is changed before the app starts, so React's first render differs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('#root h1');
      if (document.readyState === 'interactive' && heading) heading.textContent = 'Not the server’s heading';
    });
  });
  await page.goto('/indicators');
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
  await expect.poll(() => problems.join('\n')).toMatch(/console\.error: Hydration mismatch/);
  await context.close();
});
