import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NewsletterStatusBanner } from './NewsletterStatusBanner';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('newsletter notice of the e-mail links (%s)', (language) => {
  test.each([
    ['confirmed', 'messaging:newsletter.confirmed'],
    ['unsubscribed', 'messaging:newsletter.unsubscribed'],
  ] as const)('?newsletter=%s shows its notice, dismissed by its button', async (outcome, key) => {
    const { user, t } = await renderWithApp(<NewsletterStatusBanner />, {
      language,
      url: `/?newsletter=${outcome}`,
    });
    const banner = screen.getByTestId('newsletter-status-banner');
    expect(banner).toHaveRole('status');
    expect(banner).toHaveTextContent(t(key));
    await user.click(screen.getByRole('button', { name: t('messaging:newsletter.dismiss') }));
    expect(screen.queryByTestId('newsletter-status-banner')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test('an invalid link is an alert that offers the form again, focusing its field', async () => {
    const { user, t } = await renderWithApp(
      <>
        <NewsletterStatusBanner />
        <section id="newsletter">
          <input type="email" aria-label="email" />
        </section>
      </>,
      { language, url: '/?newsletter=invalid' },
    );
    const banner = screen.getByTestId('newsletter-status-banner');
    expect(banner).toHaveRole('alert');
    expect(banner).toHaveTextContent(t('messaging:newsletter.invalidLink'));
    expect(banner).not.toHaveTextContent('invalidToken');
    await user.click(screen.getByRole('button', { name: t('messaging:newsletter.subscribeAgain') }));
    expect(screen.getByLabelText('email')).toHaveFocus();
  });

  test('an unknown outcome shows nothing', async () => {
    await renderWithApp(<NewsletterStatusBanner />, { language, url: '/?newsletter=whatever' });
    expect(screen.queryByTestId('newsletter-status-banner')).toBeNull();
  });
});
