import { expect, test } from '../fixtures';

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

test.describe('newsletter form on the home page', () => {
  test('subscribes (double opt-in message) and clears the field', async ({ page, t }) => {
    await page.goto('/');
    const form = page.getByTestId('newsletter-form');
    const email = form.getByLabel(t('messaging:newsletter.emailLabel'));
    await email.fill(uniqueEmail('reader'));
    await form.getByRole('button', { name: t('messaging:newsletter.submit') }).click();
    await expect(page.getByTestId('newsletter-success')).toHaveText(t('messaging:newsletter.success'));
    await expect(email).toHaveValue('');
  });

  test("holds a submit made before the form's code has arrived, and checks it once it has", async ({
    page,
    t,
  }) => {
    let deliver!: () => void;
    const held = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(/\/assets\/forms-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    // The server-rendered form, without its handlers yet (its chunk is held): the browser would submit it itself.
    const form = page.getByTestId('newsletter-form');
    const email = form.getByLabel(t('messaging:newsletter.emailLabel'));
    await email.fill('not-an-address');
    await form.getByRole('button', { name: t('messaging:newsletter.submit') }).click();
    deliver();
    // React's handler takes it once the chunk has arrived: its check, the same page, the input kept.
    await expect(page.getByTestId('newsletter-error')).toHaveText(
      t('errors:home.newsletter.validation.error'),
    );
    await expect(email).toHaveValue('not-an-address');
    expect(navigations).toBe(0);
  });

  test('an expired or tampered e-mail link lands on a translated banner with a way to subscribe again', async ({
    page,
    t,
  }) => {
    // The real link, as the e-mail carries it, with a broken signature.
    await page.goto('/api/newsletter/confirm?token=tampered.token');
    await expect(page).toHaveURL(/\/\?newsletter=invalid$/);
    const banner = page.getByTestId('newsletter-status-banner');
    await expect(banner).toHaveRole('alert');
    await expect(banner).toContainText(t('messaging:newsletter.invalidLink'));
    await expect(page.locator('body')).not.toContainText('invalidToken');
    await banner.getByRole('button', { name: t('messaging:newsletter.subscribeAgain') }).click();
    await expect(page.getByTestId('newsletter-form')).toBeInViewport();

    await page.goto('/api/newsletter/unsubscribe');
    await expect(page.getByTestId('newsletter-status-banner')).toContainText(
      t('messaging:newsletter.invalidLink'),
    );
  });
});

test.describe('contact form on the home page', () => {
  test('sends a message: loading label, green success, fields cleared', async ({ page, t }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/email/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(t('messaging:contact.nameLabel')).fill('E2E Visitor');
    await form.getByLabel(t('messaging:contact.emailLabel'), { exact: true }).fill(uniqueEmail('visitor'));
    await form.getByLabel(t('messaging:contact.subjectLabel')).fill('Installation question');
    const message = form.getByLabel(t('messaging:contact.messageLabel'));
    await expect(message).toHaveAttribute('rows', '3');
    await message.fill('How do I install the VWAP indicator?');
    await form.getByRole('button', { name: t('messaging:contact.submit') }).click();

    const sending = form.getByRole('button', { name: t('messaging:contact.sending') });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByTestId('contact-success')).toHaveText(t('messaging:contact.success'));
    await expect(form.getByLabel(t('messaging:contact.nameLabel'))).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(form.getByRole('button', { name: t('messaging:contact.submit') })).toBeEnabled();
  });

  test('requires all four fields and keeps the honeypot out of reach', async ({ page, t }) => {
    await page.goto('/');
    const form = page.getByTestId('contact-form');
    await form.getByLabel(t('messaging:contact.nameLabel')).fill('Only a name');
    await form.getByRole('button', { name: t('messaging:contact.submit') }).click();
    await expect(page.getByTestId('contact-error')).toHaveText(t('errors:home.contact.validation.required'));

    const honeypot = page.getByTestId('contact-website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: t('messaging:contact.websiteLabel') })).toHaveCount(0);
  });
});
