import type { Product, PublicConfig } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { product, publicConfig } from '@/test/fixtures';
import { ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { FreePage } from './FreePage';

const languages: Language[] = ['fr', 'en'];
const freeOnes = [
  product({
    _id: 'f1',
    slug: 'vwap-lite',
    name: 'VWAP Lite',
    price: { amount: 0, currency: 'eur' },
    usdPrice: null,
  }),
  product({
    _id: 'f2',
    slug: 'pivots',
    name: 'Pivots',
    price: { amount: 0, currency: 'eur' },
    usdPrice: null,
  }),
];

describe.each(languages)('free page (%s)', (language) => {
  test('lists only free indicators with their count, asking the server for free ones', async () => {
    const paid = product({ _id: 'p1', price: { amount: 4500, currency: 'eur' } });
    const { calls } = stubApi({
      'GET /products': ok<Product[]>([...freeOnes, paid]),
      'GET /config/public': ok<PublicConfig>(publicConfig()),
    });
    const { t } = await renderWithApp(<FreePage />, { language, url: '/free' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('catalog:free.title'));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByTestId('free-count')).toHaveTextContent(t('catalog:free.count', { count: 2 }));
    for (const price of screen.getAllByTestId('product-price'))
      expect(price).toHaveTextContent(t('catalog:card.free'));
    expect(calls.find((call) => call.path === '/products')?.query.get('free')).toBe('true');
    expect(screen.queryByTestId('partner-widget')).toBeNull();
  });

  test('loads the partner widget only when the shop configures one', async () => {
    stubApi({
      'GET /products': ok<Product[]>(freeOnes),
      'GET /config/public': ok<PublicConfig>(
        publicConfig({ partnerWidgetUrl: 'https://partner.test/widget.js' }),
      ),
    });
    const { t } = await renderWithApp(<FreePage />, { language, url: '/free' });
    const widget = await screen.findByTestId('partner-widget');
    expect(widget).toHaveAccessibleName(t('catalog:free.partner'));
    expect(widget.querySelector('script')).toHaveAttribute('src', 'https://partner.test/widget.js');
  });
});
