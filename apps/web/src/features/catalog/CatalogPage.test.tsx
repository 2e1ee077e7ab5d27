import type { Product } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { product } from '@/test/fixtures';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { CatalogPage } from './CatalogPage';

const languages: Language[] = ['fr', 'en'];
const vwap = product({
  _id: 'p1',
  slug: 'vwap-premium',
  name: 'VWAP Premium',
  price: { amount: 4500, currency: 'eur' },
});
const lite = product({
  _id: 'p2',
  slug: 'vwap-lite',
  name: 'VWAP Lite',
  price: { amount: 0, currency: 'eur' },
  usdPrice: null,
});
const levels = product({
  _id: 'p3',
  slug: 'levels',
  name: 'Key Levels',
  category: 'niveaux',
  price: { amount: 3000, currency: 'eur' },
});

/** The catalogue as the server filters it: by category and by a search in the name. */
function catalogue(call: Call) {
  const category = call.query.get('category');
  const search = call.query.get('search')?.toLowerCase();
  const shown = [vwap, lite, levels].filter(
    (item) =>
      (!category || item.category === category) && (!search || item.name.toLowerCase().includes(search)),
  );
  return ok<Product[]>(shown);
}

describe.each(languages)('catalogue page (%s)', (language) => {
  test('filters by category, keeping the filter in the URL and asking in the page language', async () => {
    const { calls } = stubApi({ 'GET /products': catalogue });
    const { user, t } = await renderWithApp(<CatalogPage />, { language, url: '/indicators' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.getByTestId('result-count')).toHaveTextContent(t('catalog:results', { count: 3 }));
    await user.selectOptions(screen.getByLabelText(t('catalog:filters.category')), 'niveaux');
    await screen.findByText(t('catalog:results', { count: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/indicators?category=niveaux');
    expect(calls.at(-1)?.query.get('lang')).toBe(language);
    expect(screen.getByTestId('product-name')).toHaveTextContent(levels.name);
  });

  test('sorts: the choice goes to the URL and the request', async () => {
    const { calls } = stubApi({ 'GET /products': catalogue });
    const { user, t } = await renderWithApp(<CatalogPage />, { language, url: '/indicators' });
    await screen.findAllByTestId('product-card');
    const sort = screen.getByLabelText(t('catalog:filters.sort'));
    await user.selectOptions(sort, 'price_desc');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=price_desc');
    expect(within(sort).getByRole('option', { selected: true })).toHaveTextContent(
      t('catalog:sorts.price_desc'),
    );
    await screen.findAllByTestId('product-card');
    expect(calls.at(-1)?.query.get('sort')).toBe('price_desc');
  });

  test('searches by text once typing pauses, and shows the empty state when nothing matches', async () => {
    stubApi({ 'GET /products': catalogue });
    const { user, t } = await renderWithApp(<CatalogPage />, { language, url: '/indicators' });
    await screen.findAllByTestId('product-card');
    const search = screen.getByLabelText(t('catalog:filters.search'));
    await user.type(search, 'VWAP');
    await screen.findByText(t('catalog:results', { count: 2 }));
    expect(screen.getByTestId('location')).toHaveTextContent('search=VWAP');
    await user.clear(search);
    await user.type(search, 'zzz-no-such-indicator');
    expect(await screen.findByTestId('empty-products')).toHaveTextContent(t('catalog:empty'));
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });

  test('cards show at most three features, a price or free, and a view link to the product', async () => {
    stubApi({ 'GET /products': catalogue });
    const { user, t } = await renderWithApp(<CatalogPage />, { language, url: '/indicators' });
    const [first, second] = await screen.findAllByTestId('product-card');
    expect(within(first!).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    expect(within(second!).getByTestId('product-price')).toHaveTextContent(t('catalog:card.free'));
    await user.click(within(first!).getByRole('link', { name: `${t('catalog:card.view')} ${vwap.name}` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${vwap._id}`);
  });

  test("a failed load shows the server's message", async () => {
    stubApi({ 'GET /products': failure(500, { code: 'internal', message: 'Catalogue indisponible' }) });
    await renderWithApp(<CatalogPage />, { language, url: '/indicators' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalogue indisponible');
  });
});
