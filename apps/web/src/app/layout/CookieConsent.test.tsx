import { CONSENT_TEXT_VERSION, type PublicConfig } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { COOKIE_CONSENT_KEY } from '@/shared/consent/consent';
import { publicConfig } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';

const languages: Language[] = ['fr', 'en'];
const storedConsent = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
const measurementUrl = 'https://stats.test/m.js';

async function renderBanner(language: Language) {
  stubApi({ 'GET /config/public': ok<PublicConfig>(publicConfig({ measurementScriptUrl: measurementUrl })) });
  const view = await renderWithApp(
    <>
      <CookieConsent />
      <Footer />
    </>,
    { language },
  );
  const banner = await screen.findByTestId('cookie-banner');
  const button = (key: 'decline' | 'customize' | 'accept' | 'save') =>
    within(screen.getByTestId('cookie-banner')).getByRole('button', { name: view.t(`cookieBanner:${key}`) });
  const checkbox = (key: 'necessary' | 'measurement') =>
    screen.getByRole('checkbox', { name: new RegExp(view.t(`cookieBanner:${key}`)) });
  return { ...view, banner, button, checkbox };
}

const measurementScript = () => document.head.querySelector(`script[src="${measurementUrl}"]`);

// The script an earlier test's consent added stays in the document's head, which outlives each render.
beforeEach(() => measurementScript()?.remove());

describe.each(languages)('cookie banner (%s)', (language) => {
  test('declining stores a refusal of measurement with its text version and hides the banner', async () => {
    const { user, button } = await renderBanner(language);
    await user.click(button('decline'));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(storedConsent()).toMatchObject({
      choice: 'declined',
      necessary: true,
      measurement: false,
      version: CONSENT_TEXT_VERSION,
    });
    expect(measurementScript()).toBeNull();
  });

  test('customising shows per-purpose toggles: necessary always on, measurement off until switched on', async () => {
    const { user, button, checkbox } = await renderBanner(language);
    await user.click(button('customize'));
    expect(button('customize')).toHaveAttribute('aria-expanded', 'true');
    expect(checkbox('necessary')).toBeChecked();
    expect(checkbox('necessary')).toBeDisabled();
    expect(checkbox('measurement')).not.toBeChecked();
    expect(storedConsent()).toBeNull();
    await user.click(checkbox('measurement'));
    await user.click(button('save'));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(storedConsent()).toMatchObject({ choice: 'customized', necessary: true, measurement: true });
  });

  test('the footer link reopens the settings with the stored choice, and a new choice replaces it', async () => {
    const { user, t, button, checkbox } = await renderBanner(language);
    await user.click(button('accept'));
    expect(storedConsent()).toMatchObject({ choice: 'accepted', measurement: true });
    await user.click(screen.getByRole('button', { name: t('common:footer.cookieSettings') }));
    expect(checkbox('measurement')).toBeChecked();
    await user.click(checkbox('measurement'));
    await user.click(button('save'));
    expect(storedConsent()).toMatchObject({ choice: 'customized', measurement: false });
  });

  test('accepting loads the configured measurement script, once', async () => {
    const { user, button } = await renderBanner(language);
    expect(measurementScript()).toBeNull();
    await user.click(button('accept'));
    await screen.findByTestId('site-footer');
    await expect.poll(measurementScript).not.toBeNull();
    expect(document.head.querySelectorAll('script[data-measurement]')).toHaveLength(1);
  });

  test('the banner links to the cookie policy', async () => {
    const { user, t, banner } = await renderBanner(language);
    await user.click(within(banner).getByRole('link', { name: t('cookieBanner:policy') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cookies');
  });
});
