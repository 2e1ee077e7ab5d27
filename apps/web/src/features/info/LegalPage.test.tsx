import type { PublicConfig } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { publicConfig } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { SupportPage } from './legal-pages/info-pages';
import { LegalNoticePage } from './legal-pages/notices';
import { NinjaTraderPage } from './NinjaTraderPage';

const languages: Language[] = ['fr', 'en'];

describe.each(languages)('legal and information pages (%s)', (language) => {
  test("the legal notice names the seller from the server's configuration, its bullet lines as a list", async () => {
    const config = publicConfig();
    stubApi({ 'GET /config/public': ok<PublicConfig>(config) });
    const { t } = await renderWithApp(<LegalNoticePage />, { language });
    const page = await screen.findByTestId('legal-legalNotice');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(t('legal:legalNotice.title'));
    expect(page).toHaveTextContent(`${config.seller.name}, ${config.seller.legalForm}`);
    expect(page).toHaveTextContent(config.seller.publisher);
    expect(
      within(page)
        .getAllByRole('listitem')
        .some((item) => item.textContent?.includes(config.seller.siret)),
    ).toBe(true);
  });

  test('a seller field not set yet reads "not set" in the page language, never a raw placeholder', async () => {
    const config = publicConfig();
    stubApi({
      'GET /config/public': ok<PublicConfig>({ ...config, seller: { ...config.seller, publisher: '' } }),
    });
    const { t } = await renderWithApp(<LegalNoticePage />, { language });
    const page = await screen.findByTestId('legal-legalNotice');
    expect(page).toHaveTextContent(t('legal:sellerNotSet'));
    expect(page).not.toHaveTextContent('{{');
  });

  test('the support page renders its text with the contact form under it', async () => {
    stubApi({ 'GET /config/public': ok<PublicConfig>(publicConfig()) });
    const { t } = await renderWithApp(<SupportPage contact={<form aria-label="contact" />} />, { language });
    const page = await screen.findByTestId('legal-support');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(t('legal:support.title'));
    expect(within(page).getByRole('form', { name: 'contact' })).toBeInTheDocument();
  });

  test('the NinjaTrader page links out in new tabs and lists five platform features', async () => {
    const { t } = await renderWithApp(<NinjaTraderPage />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('info:ninjatrader.title'));
    const signup = screen.getByRole('link', { name: new RegExp(t('info:ninjatrader.signup')) });
    expect(signup).toHaveAttribute('target', '_blank');
    expect(signup).toHaveAccessibleName(expect.stringContaining(t('info:external')));
    expect(screen.getByRole('link', { name: new RegExp(t('info:ninjatrader.dataLink')) })).toHaveAttribute(
      'href',
      expect.stringMatching(/rithmic/),
    );
    expect(within(screen.getByTestId('platform-features')).getAllByRole('listitem')).toHaveLength(5);
  });
});
