import type { AdminSaveOfferList, AdminSaveOfferStats } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { onePage } from '@/test/admin';
import { failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { SaveOffersPanel } from './SaveOffersPanel';

const languages: Language[] = ['fr', 'en'];
const row: AdminSaveOfferStats = {
  productId: 'p1',
  productName: 'Order Flow Pro',
  offer: { kind: 'pause', maxMonths: 2 },
  reasons: { too_expensive: 3, not_using: 0, missing_feature: 1, switching: 0, other: 0, none: 2 },
  shown: 4,
  accepted: 1,
  declined: 3,
};

async function renderPanel(language: Language, put: Parameters<typeof stubApi>[0][string]) {
  signIn({ isAdmin: true });
  const stub = stubApi({
    'GET /admin/subscriptions/save-offers': ok<AdminSaveOfferList>({ products: [row] }),
    'PUT /admin/subscriptions/save-offers/p1': put,
    'GET /admin/subscriptions/cancellation-notes': ok({ notes: [], pagination: onePage([]) }),
  });
  const view = await renderWithApp(<SaveOffersPanel />, { language });
  await screen.findByTestId('admin-save-offer-row');
  return { ...view, ...stub };
}

describe.each(languages)('the save offers panel (%s)', (language) => {
  test('shows each product’s offer and its cancellations counted by reason and answer', async () => {
    const { t } = await renderPanel(language, ok<AdminSaveOfferList>({ products: [row] }));
    const line = screen.getByTestId('admin-save-offer-row');
    expect(within(line).getByRole('combobox', { name: t('admin:saveOffers.offer') })).toHaveValue('pause');
    expect(within(line).getByRole('combobox', { name: t('admin:saveOffers.maxMonths') })).toHaveValue('2');
    expect(within(line).getByTestId('admin-save-offer-reasons')).toHaveTextContent(
      `${t('admin:saveOffers.reasonNames.too_expensive')} 3 · ${t('admin:saveOffers.reasonNames.missing_feature')} 1 · ${t('admin:saveOffers.reasonNames.none')} 2`,
    );
    expect(line).toHaveTextContent(/4\s*1\s*3$/);
  });

  test('saves a coupon offer and says so', async () => {
    const saved = { ...row, offer: { kind: 'coupon' as const, percentOff: 25, periods: 2 } };
    const { user, t, calls } = await renderPanel(language, ok<AdminSaveOfferList>({ products: [saved] }));
    const line = screen.getByTestId('admin-save-offer-row');
    await user.selectOptions(
      within(line).getByRole('combobox', { name: t('admin:saveOffers.offer') }),
      'coupon',
    );
    const percent = within(line).getByRole('spinbutton', { name: t('admin:saveOffers.percentOff') });
    await user.clear(percent);
    await user.type(percent, '25');
    const periods = within(line).getByRole('spinbutton', { name: t('admin:saveOffers.periods') });
    await user.clear(periods);
    await user.type(periods, '2');
    await user.click(within(line).getByRole('button', { name: t('admin:saveOffers.save') }));
    expect(await screen.findByTestId('admin-save-offer-outcome')).toHaveTextContent(
      t('admin:saveOffers.saved', { product: row.productName }),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'coupon',
      percentOff: 25,
      periods: 2,
    });
  });

  test("shows the server's refusal", async () => {
    const { user, t } = await renderPanel(
      language,
      failure(400, { code: 'leaseSaveOffer.settingsInvalid', message: 'Offre invalide' }),
    );
    const line = screen.getByTestId('admin-save-offer-row');
    await user.click(within(line).getByRole('button', { name: t('admin:saveOffers.save') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Offre invalide'));
  });
});
