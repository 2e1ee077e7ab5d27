import type { UpgradeOffer, UpgradeOffers as UpgradeOffersAnswer } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { UpgradeOffers } from './UpgradeOffers';

const languages: Language[] = ['fr', 'en'];

const offer: UpgradeOffer = {
  fromOrderId: 'order-lite',
  from: { _id: 'id-lite', slug: 'volume-profile-lite', name: 'Volume Profile Lite' },
  to: { _id: 'id-premium', slug: 'volume-profile-premium', name: 'Volume Profile Premium' },
  seats: 1,
  price: { amount: 10_000, currency: 'eur' },
  windowEndsAt: null,
};

describe.each(languages)('upgrade offers in the customer area (%s)', (language) => {
  test('offers each upgrade the server lists, with its own buy button', async () => {
    signIn();
    stubApi({ 'GET /upgrades': ok<UpgradeOffersAnswer>({ offers: [offer] }) });
    const { t } = await renderWithApp(<UpgradeOffers />, { language });
    const form = await screen.findByTestId('upgrade-offer', {}, { timeout: 10_000 });
    expect(form).toHaveTextContent(
      t('checkout:upgrade.title', { from: 'Volume Profile Lite', to: 'Volume Profile Premium' }),
    );
    expect(within(form).getByTestId('upgrade-buy')).toBeEnabled();
  });

  test('offers nothing when the server lists no upgrade the checkout would accept', async () => {
    signIn();
    stubApi({ 'GET /upgrades': ok<UpgradeOffersAnswer>({ offers: [] }) });
    const { queryClient } = await renderWithApp(<UpgradeOffers />, { language });
    // The answer has arrived and rendered: only then does an absent offer mean none is shown.
    await expect.poll(() => queryClient.getQueryState(['upgrades'])?.status).toBe('success');
    expect(screen.queryByTestId('upgrade-offers')).toBeNull();
    expect(screen.queryByTestId('upgrade-buy')).toBeNull();
  });
});
