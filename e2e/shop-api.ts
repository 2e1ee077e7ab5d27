import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  type CartItem,
  fromMajorUnits,
  type Money,
  type Product,
  type ProductLicensing,
} from '@shop/contracts';
import { type CreatedAccount, createAccountViaApi } from './signup';

/**
 * What journeys set up through the shop's API rather than its screens (accounts, the admin's session,
 * products, paid orders, a cart), so that each journey walks only the screens it is about.
 */
/** A complete billing address: checkout asks for one when the buyer has none (docs/rules/checkout.md). */
/** A German company whose VAT number the VIES stand-in confirms (e2e/vies-stand-in.mjs). */
export const germanCompany = {
  billingAsCompany: true,
  billingCompany: 'Berliner Handels GmbH',
  billingName: 'Greta Käuferin',
  billingAddress: 'Friedrichstraße 1',
  billingZip: '10117',
  billingCity: 'Berlin',
  billingCountry: 'DE',
  billingVAT: 'DE123456789',
};

export const e2eBilling = {
  billingName: 'E2E Buyer SARL',
  billingAddress: '12 rue des Essais',
  billingZip: '69002',
  billingCity: 'Lyon',
  billingCountry: 'FR',
};

/**
 * Registers a new customer through the API and stores the session as the web app does. The customer has a
 * billing address (so checkout does not ask for one) unless `billing: false`.
 */
export async function signUpViaApi(
  page: Page,
  overrides: { name?: string; email?: string; password?: string; billing?: false } = {},
) {
  const email = overrides.email ?? `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const password = overrides.password ?? 'correct-horse-battery-9';
  let user: CreatedAccount = await createAccountViaApi(page.request, {
    name: overrides.name ?? 'E2E Buyer',
    email,
    password,
  });
  if (overrides.billing !== false) {
    const billed = await page.request.put('/api/users/billing', {
      headers: { authorization: `Bearer ${user.token}` },
      data: e2eBilling,
    });
    expect(billed.ok(), await billed.text()).toBeTruthy();
    user = await billed.json();
  }
  await storeSessionOnce(page, user);
  return { ...user, password } as {
    _id: string;
    name: string;
    email: string;
    token: string;
    password: string;
  };
}

/**
 * Stores the session as the web app does, once per browser context: a later sign-out or password change
 * must not be undone by the next navigation.
 */
async function storeSessionOnce(page: Page, user: unknown) {
  await page.addInitScript((stored) => {
    if (localStorage.getItem('e2e-session-seeded')) return;
    localStorage.setItem('e2e-session-seeded', '1');
    localStorage.setItem('userInfo', stored);
  }, JSON.stringify(user));
}

/** The admin account start-server.mjs creates. */
export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-password-42' };

/** Signs the e2e admin in through the API and stores the session as the web app does. */
export async function signInAdminViaApi(page: Page) {
  const response = await page.request.post('/api/users/signin', { data: e2eAdmin });
  expect(response.ok()).toBeTruthy();
  const user = await response.json();
  await storeSessionOnce(page, user);
  return user as { _id: string; name: string; email: string; token: string };
}

/** The e2e admin's bearer token, without storing a session in the page (the page may hold a buyer's). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/signin', { data: e2eAdmin });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/**
 * A product of one test alone, so the two language projects never change each other's prices. Category
 * volume and a name starting with "Zz" keep it last in the storefront's default order, which other
 * journeys read. Prices are given as the admin types them (euros, and dollars for the `usd…` plans) and sent
 * as Money, as the product form does.
 */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  name: string,
  price: number,
  details: {
    trialDays?: number;
    monthlyPrice?: number;
    yearlyPrice?: number;
    usdMonthlyPrice?: number;
    usdYearlyPrice?: number;
    /** Who delivers its licence: the shop (left out) or NinjaTrader's own licensing. */
    licensing?: ProductLicensing;
  } = {},
) {
  const text = (language: string) => ({ name, description: `E2E ${language}`, features: ['E2E'] });
  const { licensing, ...prices } = details;
  const response = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      translations: { fr: text('fr'), en: text('en') },
      category: 'volume',
      compatibility: 'NinjaTrader 8',
      countInStock: 100,
      price: fromMajorUnits(price, 'eur'),
      ...(licensing ? { licensing } : {}),
      ...Object.fromEntries(
        Object.entries(prices).map(([field, value]) =>
          field.endsWith('Price')
            ? [field, fromMajorUnits(value, field.startsWith('usd') ? 'usd' : 'eur')]
            : [field, value],
        ),
      ),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; slug: string };
}

/** An admin's price change, as the back-office makes it (the new euro price as typed, in euros). */
export async function setProductPrice(request: APIRequestContext, token: string, id: string, price: number) {
  const response = await request.put(`/api/admin/products/${id}/price`, {
    headers: { authorization: `Bearer ${token}` },
    data: { price: fromMajorUnits(price, 'eur'), reason: 'E2E' },
  });
  expect(response.ok()).toBeTruthy();
}

/**
 * Buys a free indicator through the API (an already paid order), for journeys that start after a purchase;
 * answers the order's id.
 */
export async function buyFreeIndicatorViaApi(page: Page, token: string, slug = 'vwap-lite'): Promise<string> {
  const products = (await (await page.request.get('/api/products')).json()) as {
    _id: string;
    slug: string;
  }[];
  const product = products.find((candidate) => candidate.slug === slug);
  expect(product, `no product ${slug}`).toBeDefined();
  const response = await page.request.post('/api/checkout/create-free-order', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      withdrawalConsent: true,
      billing: e2eBilling,
      cartItems: [{ product: product!._id, qty: 1, expectedPrice: { amount: 0, currency: 'eur' } }],
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { orderId: string }).orderId;
}

/**
 * Ticks the cart's (or the free checkout's) withdrawal-consent box, which every checkout requires
 * (docs/rules/checkout.md); found by its test id so journeys in both languages share it.
 */
export async function tickWithdrawalConsent(page: Page) {
  await page.getByTestId('withdrawal-consent').getByRole('checkbox').check();
}

/**
 * Buys the first paid indicator through the API and the payment sandbox's card form (a paid order with its
 * invoice), for journeys that start after a paid purchase. Returns the order id and the product.
 */
export async function buyPaidIndicatorViaApi(
  page: Page,
  token: string,
  qty = 1,
  /** The billing details sent with the checkout; null: the buyer's profile's, as they stand. */
  billing: typeof e2eBilling | null = e2eBilling,
) {
  const products = (await (await page.request.get('/api/products')).json()) as {
    _id: string;
    name: string;
    price: Money;
    downloadLink: string;
  }[];
  const product = products.find((candidate) => candidate.price.amount > 0)!;
  const created = await page.request.post('/api/checkout/create-session', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      withdrawalConsent: true,
      ...(billing ? { billing } : {}),
      cartItems: [{ product: product._id, qty }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { sessionUrl, orderId } = (await created.json()) as { sessionUrl: string; orderId: string };
  const paid = await page.request.post(new URL(sessionUrl).pathname, {
    form: { card: '4242 4242 4242 4242' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { orderId, product };
}

/** A cart line as the product page stores it (one unit), from the catalogue's answer. */
export function cartLineOf(product: Product): CartItem {
  const { _id, slug, name, image, images, price, countInStock, downloadLink } = product;
  return {
    product: _id,
    ...{ slug, name, image, images, price, countInStock, downloadLink },
    qty: 1,
    addedAt: new Date().toISOString(),
  };
}

/**
 * Stores a cart holding one unit of each product named by `slugs`, before the page's first load and once per
 * browser context (the buyer's later changes stay). Adding through the product page is a journey of its own
 * (product-cart.spec.ts, hydration.spec.ts); a test that starts with a full cart need not repeat it.
 */
export async function seedCart(page: Page, slugs: string[]) {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const lines = slugs.map((slug) => {
    const product = products.find((candidate) => candidate.slug === slug);
    expect(product, `no product ${slug}`).toBeDefined();
    return cartLineOf(product!);
  });
  await page.addInitScript((stored) => {
    if (localStorage.getItem('e2e-cart-seeded')) return;
    localStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cartItems', stored);
  }, JSON.stringify(lines));
}
