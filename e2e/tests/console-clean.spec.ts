import { expect, test } from '../fixtures';

// Redirects with a clean console (the shared fixture fails a test on any console warning or error);
// page-sweep.spec.ts opens each public page, accessibility-account.spec.ts each profile and back-office tab.
for (const [from, to] of [
  ['/legal/cookies', /\/cookies$/],
  ['/signin?redirect=/cart', /\/login\?redirect=%2Fcart$/],
  ['/settings', /\/login/],
  // Signed out, the free checkout sends to sign-in first.
  ['/checkout/free', /\/login/],
] as const) {
  test(`${from} redirects with a clean console`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
}
