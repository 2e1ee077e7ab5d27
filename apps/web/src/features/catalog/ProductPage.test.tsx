import type { Product, PublicRelease } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useCart } from '@/shared/cart/store';
import { product } from '@/test/fixtures';
import { failure, markdown, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { ProductPage } from './ProductPage';

const languages: Language[] = ['fr', 'en'];
const item = product({
  _id: '0193a1b2-0000-7000-8000-000000000001',
  slug: 'volume-profile-premium',
  name: 'Volume Profile Premium',
  images: ['/images/a.svg', '/images/b.svg'],
  rating: 4.5,
  numReviews: 2,
});

function stubProduct(answer: Product, language: Language) {
  return stubApi({
    [`GET /products/${answer.slug}`]: ok<Product>(answer),
    [`GET /products/${answer.slug}/releases`]: ok<PublicRelease[]>([]),
    [`GET /descriptions/${answer.slug}.${language}.md`]: markdown(
      '### Settings\n\n| Setting | Default |\n| --- | --- |\n| Period | 14 |',
    ),
  });
}

const renderProduct = (slug: string, language: Language) =>
  renderWithApp(<ProductPage />, { language, url: `/product/${slug}`, path: '/product/:id' });

describe.each(languages)('product page (%s)', (language) => {
  test('shows the details and adds the chosen quantity to the cart', async () => {
    stubProduct(item, language);
    const { user, t } = await renderProduct(item.slug, language);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(item.name);
    expect(screen.getByTestId('stock-status')).toHaveTextContent(t('catalog:product.inStock'));
    expect(screen.getByText(t('catalog:product.compatibility'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('catalog:product.next') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('catalog:product.goTo', { index: 2 }) })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(t('catalog:product.quantity')), '2');
    await user.click(screen.getByRole('button', { name: t('catalog:product.addToCart') }));
    // The count first, the cart page once that frame is shown.
    expect(useCart.getState().cartItems).toMatchObject([{ product: item._id, name: item.name, qty: 2 }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  });

  test("the long description's settings table renders as a table", async () => {
    stubProduct(item, language);
    await renderProduct(item.slug, language);
    const description = await screen.findByTestId('long-description');
    const table = await within(description).findByRole('table');
    expect(within(table).getByRole('cell', { name: '14' })).toBeInTheDocument();
    expect(description).not.toHaveTextContent('| ---');
  });

  test('an out-of-stock product cannot be added', async () => {
    stubProduct({ ...item, countInStock: 0 }, language);
    const { t } = await renderProduct(item.slug, language);
    expect(await screen.findByTestId('stock-status')).toHaveTextContent(t('catalog:product.outOfStock'));
    expect(screen.getByRole('button', { name: t('catalog:product.addToCart') })).toBeDisabled();
  });

  test('a missing product shows an error and a way back to the catalogue', async () => {
    stubApi({
      'GET /products/no-such-product': failure(404, {
        code: 'productNotFound',
        message: 'Produit introuvable',
      }),
    });
    const { user, t } = await renderProduct('no-such-product', language);
    const error = await screen.findByTestId('product-error');
    expect(within(error).getByRole('alert')).toHaveTextContent('Produit introuvable');
    await user.click(screen.getByRole('link', { name: new RegExp(t('catalog:product.back')) }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/indicators$/);
  });

  test('a legacy slug is replaced in the URL by the current one', async () => {
    stubApi({
      'GET /products/volume-profile': ok<Product>(item),
      [`GET /products/${item.slug}/releases`]: ok<PublicRelease[]>([]),
    });
    await renderProduct('volume-profile', language);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(item.name);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/product/${item.slug}`));
  });
});

describe('product price by currency', () => {
  test.each([
    ['fr', 'eur', '45,00 €'],
    ['en', 'usd', 'US$40.50'],
  ] as const)('%s in %s reads %s', async (language, currency, price) => {
    stubProduct(item, language);
    await renderWithApp(<ProductPage />, {
      language,
      currency,
      url: `/product/${item.slug}`,
      path: '/product/:id',
    });
    expect(await screen.findByTestId('product-price')).toHaveTextContent(price);
  });

  test.each(languages)('a product without a dollar price says so in dollars (%s)', async (language) => {
    stubProduct({ ...item, usdPrice: null }, language);
    const { t } = await renderWithApp(<ProductPage />, {
      language,
      currency: 'usd',
      url: `/product/${item.slug}`,
      path: '/product/:id',
    });
    expect(await screen.findByTestId('product-price')).toHaveTextContent(t('common:currency.unavailable'));
  });
});
