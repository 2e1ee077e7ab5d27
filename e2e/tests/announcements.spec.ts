import type { Locator, Page } from '@playwright/test';
import {
  buyFreeIndicatorViaApi,
  expect,
  seedCart,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';

/**
 * Screen-reader announcements (WCAG 4.1.3 status messages, 3.3.1 error identification), in both languages.
 * A status text is announced only when it lands in a live region that was already in the page (a region
 * inserted together with its text is not reliably read out), so each journey marks the page's live regions
 * before the action and checks the message arrives in one of them. An alert is read out on insertion.
 */
const LIVE = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';

async function markLiveRegions(page: Page) {
  await page.evaluate((selector) => {
    for (const region of Array.from(document.querySelectorAll(selector))) {
      region.setAttribute('data-e2e-live', 'before');
    }
  }, LIVE);
}

async function expectAnnounced(message: Locator) {
  await expect(message).toBeVisible();
  const where = await message.evaluate((element, selector) => {
    const region = element.closest(selector);
    if (!region) return 'outside any live region';
    if (region.getAttribute('role') === 'alert' || region.hasAttribute('data-e2e-live')) return 'announced';
    return 'in a live region inserted with its text';
  }, LIVE);
  expect(where, `where ${message} landed`).toBe('announced');
}

/** A field marked invalid and described by an element holding `text`. */
async function expectFieldError(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const described = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain(text);
}

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

test('the newsletter and contact results are announced', async ({ page, t }) => {
  await page.goto('/');
  const newsletter = page.getByTestId('newsletter-form');
  await markLiveRegions(page);
  await newsletter.getByLabel(t('messaging:newsletter.emailLabel')).fill(uniqueEmail('live'));
  await newsletter.getByRole('button', { name: t('messaging:newsletter.submit') }).click();
  await expectAnnounced(page.getByTestId('newsletter-success'));

  const contact = page.getByTestId('contact-form');
  await contact.getByLabel(t('messaging:contact.nameLabel')).fill('Lee Live');
  await contact.getByLabel(t('messaging:contact.emailLabel'), { exact: true }).fill(uniqueEmail('live'));
  await contact.getByLabel(t('messaging:contact.subjectLabel')).fill('Screen reader');
  await contact.getByLabel(t('messaging:contact.messageLabel')).fill('Is the site usable with NVDA?');
  await contact.getByRole('button', { name: t('messaging:contact.submit') }).click();
  await expectAnnounced(page.getByTestId('contact-success'));
});

test('cart updates, the free checkout progress and the redirect countdown are announced', async ({
  page,
  t,
}) => {
  await signUpViaApi(page, { name: 'Lou Live' });
  // A free product is sold one at a time: the quantity that changes is a paid line's, removed after.
  await seedCart(page, ['vwap-lite', 'volume-profile-premium']);
  await page.goto('/cart');
  // The summary and its live region render once the cart's prices are checked: mark the regions after.
  await expect(page.getByTestId('cart-count')).toHaveText(t('cart:summary.items', { count: 2 }));
  await markLiveRegions(page);
  const paidLine = page.getByTestId('cart-line').nth(1);
  await paidLine.getByRole('combobox').selectOption('2');
  await expect(page.getByTestId('cart-count')).toHaveText(t('cart:summary.items', { count: 3 }));
  await expectAnnounced(page.getByTestId('cart-count'));
  await paidLine.getByRole('button').click();
  await expect(page.getByTestId('cart-count')).toHaveText(t('cart:summary.items', { count: 1 }));
  await expect(page.getByTestId('cart-line').getByRole('combobox').locator('option')).toHaveCount(1);

  await tickWithdrawalConsent(page);
  await page.getByTestId('checkout-button').click();
  await expect(page.getByTestId('free-checkout')).toBeVisible();
  await markLiveRegions(page);
  await page.getByTestId('free-checkout-confirm').click();
  await expectAnnounced(page.getByText(t('checkout:free.steps.verifying')));

  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  await markLiveRegions(page);
  // The next second's text lands in the region the success page already holds.
  await expectAnnounced(page.getByText(t('checkout:success.redirecting', { seconds: 3 })));
});

test('licence, invoice and file download results are announced', async ({ page }) => {
  const buyer = await signUpViaApi(page, { name: 'Liv Live' });
  await buyFreeIndicatorViaApi(page, buyer.token);

  await page.goto('/profile?tab=indicators');
  await expect(page.getByTestId('get-licence').first()).toBeVisible();
  await markLiveRegions(page);
  await page.getByTestId('get-licence').first().click();
  const machine = Array.from({ length: 16 }, () => 'ABCDEF0123456789'[Math.floor(Math.random() * 16)]).join(
    '',
  );
  await page.getByTestId('licence-input').fill(`${machine}-LivePC`);
  await page.getByTestId('licence-submit').click();
  await expectAnnounced(page.getByTestId('licence-success'));

  await markLiveRegions(page);
  await page.getByTestId('download-button').first().click();
  await expectAnnounced(page.getByTestId('download-success').first());

  await page.goto('/profile?tab=orders');
  await expect(page.getByTestId('invoice-button').first()).toBeVisible();
  await markLiveRegions(page);
  await page.getByTestId('invoice-button').first().click();
  await expectAnnounced(page.getByTestId('invoice-success'));
});

test('sign-in and registration errors are tied to their fields and announced', async ({ page, t }) => {
  await page.goto('/login');
  const login = page.getByTestId('login-form');
  await login.getByLabel(t('account:login.email')).fill('nobody@e2e.test');
  await login.getByLabel(t('account:login.password')).fill('not-the-password-at-all');
  await login.getByRole('button', { name: t('account:login.submit') }).click();
  const failure = login.getByRole('alert');
  await expectAnnounced(failure);
  const message = (await failure.textContent()) ?? '';
  expect(message).not.toBe('');
  await expectFieldError(login.getByLabel(t('account:login.email')), message);
  await expectFieldError(login.getByLabel(t('account:login.password')), message);

  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel(t('account:register.email'), { exact: true }).fill('not-an-address');
  await form.getByLabel(t('account:register.password'), { exact: true }).fill('short');
  await form.getByLabel(t('account:register.confirmPassword')).fill('different');
  await form.getByRole('button', { name: t('account:register.submit') }).click();
  await expectFieldError(form.getByLabel(t('account:register.name')), t('errors:account.nameRequired'));
  await expectFieldError(
    form.getByLabel(t('account:register.confirmPassword')),
    t('errors:account.passwordMismatch'),
  );
  for (const alert of await form.getByRole('alert').all()) await expectAnnounced(alert);
});
