import type { PublicConfig } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onCurrencyChange } from '@/shared/currency';
import { publicConfig } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { Footer } from './Footer';

const languages: Language[] = ['fr', 'en'];
const config = publicConfig();

async function renderFooter(language: Language) {
  stubApi({ 'GET /config/public': ok<PublicConfig>(config) });
  const view = await renderWithApp(<Footer />, { language });
  return { ...view, footer: screen.getByTestId('site-footer') };
}

describe.each(languages)('footer (%s)', (language) => {
  test('shows partners in new tabs, the disclosures and the current year', async () => {
    const { t, footer } = await renderFooter(language);
    for (const name of ['NinjaTrader', 'Rithmic']) {
      const link = within(footer).getByRole('link', { name: t('common:footer.partnerLink', { name }) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(link).getByRole('img', { name })).toBeInTheDocument();
    }
    for (const key of ['risk', 'hypothetical', 'testimonials'] as const) {
      expect(footer).toHaveTextContent(t(`common:footer.${key}`));
    }
    expect(screen.getByTestId('copyright')).toHaveTextContent(String(new Date().getFullYear()));
  });

  test("links the seller's support address once the configuration has arrived", async () => {
    const { footer } = await renderFooter(language);
    const mail = await within(footer).findByRole('link', { name: config.seller.email });
    expect(mail).toHaveAttribute('href', `mailto:${config.seller.email}`);
  });

  test('every footer link leads to a page of the shop', async () => {
    const { user, t, footer } = await renderFooter(language);
    await user.click(within(footer).getByRole('link', { name: t('common:footer.links.refund') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/refund');
  });

  test('the currency switch keeps the choice in the cookie and tells the page', async () => {
    const { user, t } = await renderFooter(language);
    const chosen: string[] = [];
    const stop = onCurrencyChange((currency) => chosen.push(currency));
    const select = screen.getByLabelText(t('common:currency.label'));
    expect(select).toHaveValue('eur');
    await user.selectOptions(select, 'usd');
    stop();
    expect(chosen).toEqual(['usd']);
    expect(document.cookie).toContain('currency=usd');
  });
});
