import {
  type AdminProduct,
  type AdminProductList,
  type AdminProductStats,
  money,
  type PriceHistoryEntry,
  type ProductCategory,
} from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectLoadErrorBanner, onePage } from '@/test/admin';
import { product } from '@/test/fixtures';
import { type Call, failure, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { ProductsTab } from './ProductsTab';

const languages: Language[] = ['fr', 'en'];
const labels = {
  fr: { price: '45,00 €', basket: '22,50 € · 40,50 $US', usdOld: '40,50 $US' },
  en: { price: '€45.00', basket: '€22.50 · US$40.50', usdOld: 'US$40.50' },
};

function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const base = product(overrides);
  const text = { name: base.name, description: base.description, features: base.features };
  return {
    ...base,
    translations: { fr: text, en: text },
    published: true,
    isProtected: false,
    machinesPerSeat: null,
    licenceBuild: null,
    licenceEdition: null,
    licenceFeatures: [],
    ...overrides,
  };
}
const paid = adminProduct();
const free = adminProduct({
  _id: 'id-free',
  slug: 'free-pivots',
  name: 'Free Pivots',
  price: money(0, 'eur'),
  countInStock: 0,
});
const offSale = adminProduct({ _id: 'id-old', slug: 'old-tool', name: 'Old Tool', published: false });
const list = (products: AdminProduct[]): AdminProductList => ({
  products,
  categories: ['volume'] as ProductCategory[],
  pagination: onePage(products),
});
const stats: AdminProductStats = {
  totalProducts: 3,
  totalRevenue: [money(9000, 'eur'), money(4050, 'usd')],
  totalSales: 5,
  averageBasket: [money(2250, 'eur'), money(4050, 'usd')],
};

function stubProducts(products: AdminProduct[], more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /admin/products': ok<AdminProductList>(list(products)),
    'GET /admin/products/stats': ok<AdminProductStats>(stats),
    ...more,
  });
}

describe.each(languages)('back-office products tab (%s)', (language) => {
  test('lists products with their price or free, off-sale and out-of-stock badges, and the shop figures', async () => {
    signIn({ isAdmin: true });
    stubProducts([paid, free, offSale]);
    const { t } = await renderWithApp(<ProductsTab />, { language });
    const row = await screen.findByTestId('product-row-vwap-premium');
    expect(within(row).getByTestId('product-price')).toHaveTextContent(labels[language].price);
    const freeRow = screen.getByTestId('product-row-free-pivots');
    expect(within(freeRow).getByTestId('product-price')).toHaveTextContent(t('admin:products.free'));
    expect(within(freeRow).getByTestId('product-out-of-stock')).toBeVisible();
    expect(
      within(screen.getByTestId('product-row-old-tool')).getByTestId('product-off-sale'),
    ).toHaveTextContent(t('admin:products.publication.offSale'));
    expect(within(row).queryByTestId('product-off-sale')).toBeNull();
    expect(await screen.findByTestId('stat-averageBasket')).toHaveTextContent(
      `${t('admin:products.stats.averageBasket')}${labels[language].basket}`,
    );
  });

  test('no product says so', async () => {
    signIn({ isAdmin: true });
    stubProducts([]);
    const { t } = await renderWithApp(<ProductsTab />, { language });
    expect(await screen.findByText(t('admin:products.empty'))).toBeVisible();
  });

  test("a failed load shows the server's message", async () => {
    await expectLoadErrorBanner(<ProductsTab />, 'GET /admin/products', language, {
      'GET /admin/products/stats': ok<AdminProductStats>(stats),
    });
  });

  test('a session the server no longer takes for an admin sees Access denied, no product', async () => {
    signIn({ isAdmin: true });
    stubProducts([paid], {
      'GET /admin/products': failure(403, { code: 'auth.forbidden', message: 'Interdit' }),
    });
    const { t } = await renderWithApp(<ProductsTab />, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin:shell.accessDenied'));
    expect(screen.queryByTestId('product-row-vwap-premium')).toBeNull();
  });

  test("the price modal saves only a price entered and not negative; a refusal shows the server's message", async () => {
    signIn({ isAdmin: true });
    const changes: Call[] = [];
    stubProducts([paid], {
      [`PUT /admin/products/${paid._id}/price`]: (call) => {
        changes.push(call);
        return changes.length === 1
          ? failure(400, { code: 'adminCatalog.priceInvalid', message: 'Prix refusé' })
          : ok<AdminProduct>({ ...paid, price: money(1234, 'eur') });
      },
    });
    const { user, t } = await renderWithApp(<ProductsTab />, { language });
    await user.click(
      within(await screen.findByTestId('product-row-vwap-premium')).getByTestId('action-price'),
    );
    const modal = screen.getByTestId('price-modal');
    expect(modal).toHaveTextContent(
      t('admin:products.priceModal.current', { price: labels[language].price }),
    );
    const save = within(modal).getByTestId('price-save');
    expect(save).toBeDisabled();
    await user.type(within(modal).getByTestId('price-input'), '-1');
    expect(save).toBeDisabled();
    await user.clear(within(modal).getByTestId('price-input'));
    await user.type(within(modal).getByTestId('price-input'), '12.34');
    expect(within(modal).getByTestId('price-input')).toHaveValue(12.34);
    await user.type(within(modal).getByTestId('price-reason'), 'Salon');
    expect(save).toBeEnabled();
    // happy-dom checks step="0.01" in floating point and blocks the button's submit (12.34 % 0.01 ≠ 0), which a
    // browser does not: the form is submitted directly (the browser journey clicks the button).
    fireEvent.submit(save.closest('form')!);
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Prix refusé');
    fireEvent.submit(save.closest('form')!);
    await screen.findByTestId('product-row-vwap-premium');
    expect(screen.queryByTestId('price-modal')).toBeNull();
    expect(changes[1]?.body).toEqual({ price: { amount: 1234, currency: 'eur' }, reason: 'Salon' });
  });

  test('the price history lists each change in its currency, or says there is none', async () => {
    signIn({ isAdmin: true });
    const change: PriceHistoryEntry = {
      _id: 'h1',
      productId: paid._id,
      currency: 'usd',
      oldPrice: money(4050, 'usd'),
      newPrice: null,
      reason: 'Fin du dollar',
      changedAt: '2026-11-20T10:00:00.000Z',
      changedBy: null,
    };
    stubProducts([paid, free], {
      [`GET /admin/products/${paid._id}/price-history`]: ok<{ history: PriceHistoryEntry[] }>({
        history: [change],
      }),
      [`GET /admin/products/${free._id}/price-history`]: ok<{ history: PriceHistoryEntry[] }>({
        history: [],
      }),
    });
    const { user, t } = await renderWithApp(<ProductsTab />, { language });
    await user.click(
      within(await screen.findByTestId('product-row-vwap-premium')).getByTestId('action-history'),
    );
    const row = await screen.findByTestId('price-history-row');
    expect(row).toHaveTextContent(labels[language].usdOld);
    expect(row).toHaveTextContent('—');
    expect(row).toHaveTextContent(t('admin:products.history.deletedAdmin'));
    expect(row).toHaveTextContent('Fin du dollar');
    await user.click(screen.getByRole('button', { name: t('admin:shared.close') }));
    await user.click(within(screen.getByTestId('product-row-free-pivots')).getByTestId('action-history'));
    expect(await screen.findByText(t('admin:products.history.empty'))).toBeVisible();
  });

  test('the product form refuses a product without its names, in the page language, and sends nothing', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubProducts([paid]);
    const { user, t } = await renderWithApp(<ProductsTab />, { language });
    await user.click(await screen.findByTestId('product-create'));
    const form = screen.getByTestId('product-form');
    await user.click(within(form).getByTestId('form-save'));
    expect(within(form).getAllByText(t('errors:adminCatalog.nameRequired')).length).toBeGreaterThan(0);
    expect(within(form).getByRole('alert')).toHaveTextContent(t('admin:products.form.invalid'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
