import { expectNoViolations } from '../axe';
import { expect, test } from '../fixtures';
import { expectLargeTargets, expectReflow } from '../layout';
import { mobile, publicPages } from '../pages';
import { keepServerHeading, serverHeadingAdopted } from '../server-render';

/**
 * Every public page, opened directly, in both languages (the fr and en projects), checked once for all a
 * page owes a visitor: its own title, a clean console (the fixture fails the test on any warning or
 * error), the reader's language, a server render React adopts without a mismatch, no axe violation at
 * desktop and mobile width, no sideways scroll at 320 px and 200 % zoom (WCAG 1.4.10) and controls of
 * 24 × 24 px (WCAG 2.5.8). One load per page: each check used to open the page again in a test of its own.
 */
for (const { path, title, serverRendered } of publicPages) {
  test(`${path}: title, console, language, hydration, axe, reflow and targets`, async ({
    page,
    t,
    language,
    allowConsole,
  }) => {
    // An unknown path answers 404 (not-found.spec.ts): the browser reports the document's own status.
    if (path === '/no-such-page') allowConsole.push(/status of 404/);
    if (serverRendered) await keepServerHeading(page);
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const shown = title === 'heading' ? await heading.innerText() : t(title);
    await expect(page).toHaveTitle(t('common:pageTitle', { title: shown }));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.waitForLoadState('networkidle');
    if (serverRendered) expect(await serverHeadingAdopted(page)).toBe(true);

    await expectNoViolations(page, `${path} (desktop)`);
    await expectReflow(page, path);
    await expectLargeTargets(page, path);
    await page.setViewportSize(mobile);
    await expectNoViolations(page, `${path} (mobile)`);
  });
}
