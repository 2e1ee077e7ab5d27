import type { AdminProduct } from '@shop/contracts';
import type { Language } from '@shop/i18n/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { product } from '@/test/fixtures';
import { type Call, ok, stubApi } from '@/test/network';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/stores';
import { ProductFormDialog } from './ProductFormDialog';

const languages: Language[] = ['fr', 'en'];
const base = product();
const text = { name: base.name, description: base.description, features: base.features };
const created: AdminProduct = {
  ...base,
  translations: { fr: text, en: text },
  published: true,
  isProtected: false,
  machinesPerSeat: null,
  licenceBuild: null,
  licenceEdition: null,
  licenceFeatures: [],
};

/** Fills what a creation needs besides its prices. */
async function fillTexts(user: Awaited<ReturnType<typeof renderWithApp>>['user'], form: HTMLElement) {
  for (const language of ['fr', 'en'] as const) {
    await user.type(within(form).getByTestId(`form-name-${language}`), 'Order Flow');
    await user.type(within(form).getByTestId(`form-description-${language}`), 'Un indicateur.');
  }
}

describe.each(languages)('product form prices (%s)', (language) => {
  test('sends a typed 49,90 as 4990 euro cents, and a dollar lease price as dollars', async () => {
    signIn({ isAdmin: true });
    const posts: Call[] = [];
    stubApi({
      'POST /admin/products': (call) => {
        posts.push(call);
        return ok<AdminProduct>(created);
      },
    });
    const { user } = await renderWithApp(<ProductFormDialog onClose={() => {}} />, { language });
    const form = screen.getByTestId('product-form');
    await fillTexts(user, form);
    await user.type(within(form).getByTestId('form-price'), '49,90');
    await user.type(within(form).getByTestId('form-usdMonthlyPrice'), '9,5');
    await user.click(within(form).getByTestId('form-save'));
    expect(await within(form).findByTestId('form-success')).toBeVisible();
    expect(posts[0]?.body).toMatchObject({
      price: { amount: 4990, currency: 'eur' },
      usdMonthlyPrice: { amount: 950, currency: 'usd' },
      monthlyPrice: null,
    });
  });

  test('shows the translated message of a dollar lease price out of bounds, and sends nothing', async () => {
    signIn({ isAdmin: true });
    const { calls } = stubApi({});
    const { user, t } = await renderWithApp(<ProductFormDialog onClose={() => {}} />, { language });
    const form = screen.getByTestId('product-form');
    await fillTexts(user, form);
    await user.type(within(form).getByTestId('form-price'), '49,90');
    await user.type(within(form).getByTestId('form-usdMonthlyPrice'), '0,10');
    await user.type(within(form).getByTestId('form-yearlyPrice'), '12,345');
    await user.click(within(form).getByTestId('form-save'));
    expect(within(form).getByText(t('errors:adminCatalog.usdLeasePriceInvalid'))).toBeVisible();
    expect(within(form).getByText(t('errors:adminCatalog.leasePriceInvalid'))).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent(t('admin:products.form.invalid'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  test('editing a product: a dollar lease price out of bounds is refused, a good one is saved in dollars', async () => {
    signIn({ isAdmin: true });
    const leased: AdminProduct = { ...created, monthlyPrice: { amount: 1900, currency: 'eur' } };
    const puts: Call[] = [];
    stubApi({
      [`PUT /admin/products/${leased._id}`]: (call) => {
        puts.push(call);
        return ok<AdminProduct>({ ...leased, usdMonthlyPrice: { amount: 2100, currency: 'usd' } });
      },
    });
    const { user, t } = await renderWithApp(<ProductFormDialog product={leased} onClose={() => {}} />, {
      language,
    });
    const form = screen.getByTestId('product-form');
    await user.type(within(form).getByTestId('form-usdMonthlyPrice'), '0.1');
    await user.click(within(form).getByTestId('form-save'));
    expect(within(form).getByText(t('errors:adminCatalog.usdLeasePriceInvalid'))).toBeVisible();
    expect(puts).toHaveLength(0);

    await user.clear(within(form).getByTestId('form-usdMonthlyPrice'));
    await user.type(within(form).getByTestId('form-usdMonthlyPrice'), '21');
    await user.click(within(form).getByTestId('form-save'));
    expect(await within(form).findByTestId('form-success')).toHaveTextContent(t('admin:products.form.saved'));
    expect(puts[0]?.body).toMatchObject({ usdMonthlyPrice: { amount: 2100, currency: 'usd' } });
  });

  test('licence settings: opens on the product’s, refuses a key that is not one with its translated message, saves keys', async () => {
    signIn({ isAdmin: true });
    const premium: AdminProduct = { ...created, licenceBuild: 'vwap', licenceFeatures: ['delta-ladder'] };
    const puts: Call[] = [];
    stubApi({
      [`PUT /admin/products/${premium._id}`]: (call) => {
        puts.push(call);
        return ok<AdminProduct>({
          ...premium,
          licenceEdition: 'premium',
          licenceFeatures: ['delta-ladder', 'alerts'],
        });
      },
    });
    const { user, t } = await renderWithApp(<ProductFormDialog product={premium} onClose={() => {}} />, {
      language,
    });
    const form = screen.getByTestId('product-form');
    expect(within(form).getByLabelText(t('admin:products.form.licenceBuild'))).toHaveValue('vwap');
    const features = within(form).getByLabelText(t('admin:products.form.licenceFeatures'));
    expect(features).toHaveValue('delta-ladder');
    await user.type(features, '\nDelta Ladder!');
    await user.click(within(form).getByTestId('form-save'));
    expect(within(form).getByText(t('errors:adminCatalog.licenceFeatureInvalid'))).toBeVisible();
    expect(features).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);

    await user.clear(features);
    await user.type(features, 'delta-ladder\nalerts');
    await user.type(within(form).getByLabelText(t('admin:products.form.licenceEdition')), 'premium');
    await user.click(within(form).getByTestId('form-save'));
    expect(await within(form).findByTestId('form-success')).toHaveTextContent(t('admin:products.form.saved'));
    expect(puts[0]?.body).toMatchObject({
      licenceBuild: 'vwap',
      licenceEdition: 'premium',
      licenceFeatures: ['delta-ladder', 'alerts'],
    });
  });
});
