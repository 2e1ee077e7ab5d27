import type { Page } from '@playwright/test';
import type { Product } from '@shop/contracts';
import { buyFreeIndicatorViaApi, expect, signUpViaApi, test, tickWithdrawalConsent } from '../fixtures';

type T = (key: string, params?: Record<string, string | number>) => string;

async function products(page: Page, language: string) {
  const response = await page.request.get(`/api/products?lang=${language}`);
  const list = (await response.json()) as Product[];
  return { free: list.filter((p) => p.price.amount === 0), paid: list.filter((p) => p.price.amount > 0) };
}

/** Puts lines in the stored cart as the product page does, then opens the cart. */
async function fillCart(page: Page, items: Product[]) {
  await page.goto('/');
  const cart = items.map((p) => ({
    product: p._id,
    slug: p.slug,
    name: p.name,
    image: p.image,
    images: p.images,
    price: p.price,
    countInStock: p.countInStock,
    downloadLink: p.downloadLink,
    qty: 1,
    addedAt: new Date().toISOString(),
  }));
  await page.evaluate((stored) => localStorage.setItem('cartItems', stored), JSON.stringify(cart));
  await page.goto('/cart');
}

async function payOnSandbox(page: Page, t: T) {
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
  await page.getByLabel(t('sandbox:card')).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
}

async function expectSuccessThenOrders(page: Page, t: (key: string) => string, title: string) {
  await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t(title) })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await expect(page.getByTestId('checkout-success')).toContainText(orderId.slice(-8));
  expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
  await page.getByTestId('checkout-view-orders').click();
  await expect(page).toHaveURL(/\/profile\?tab=orders&newpurchase=true/);
  const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row).toBeVisible();
  // The order number shown is the id's end (shortOrderId): its start is the clock, shared by orders of a minute.
  await expect(row).toContainText(orderId.slice(-8));
  await expect(row).not.toContainText(orderId.slice(0, 8));
  return { orderId, row };
}

/** Fills the checkout's billing step (a buyer without billing details), as a buyer types it. */
async function fillBilling(page: Page, t: T, zip = '69002') {
  const billing = page.getByTestId('checkout-billing');
  await expect(billing).toBeVisible();
  await billing.getByLabel(t('account:billingForm.address')).fill('12 rue des Essais');
  await billing.getByLabel(t('account:billingForm.zip')).fill(zip);
  await billing.getByLabel(t('account:billingForm.city')).fill('Lyon');
  await billing.getByLabel(t('account:billingForm.country')).selectOption('FR');
}

test.describe('checkout', () => {
  // Payment page, webhook, success polling and a PDF download: longer than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a paid purchase goes through the payment page to the orders tab and its invoice', async ({
    page,
    t,
    language,
  }) => {
    await signUpViaApi(page);
    const { paid } = await products(page, language);
    await fillCart(page, [paid[0]!]);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();

    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
    await expect(page.getByText(paid[0]!.name)).toBeVisible();
    await page.getByLabel(t('sandbox:card')).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
    await expect(page.getByTestId('sandbox-error')).toHaveText(t('sandbox:declined'));
    await payOnSandbox(page, t);

    const { orderId, row } = await expectSuccessThenOrders(page, t, 'checkout:success.title');
    await expect(row).toContainText(`${paid[0]!.name} × 1`);
    const download = page.waitForEvent('download');
    await row.getByTestId('invoice-button').click();
    expect((await download).suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
    await expect(page.getByTestId('invoice-success')).toHaveText(t('orders:history.invoiceSuccess'));
    await expect(page.getByTestId('invoice-success')).toBeHidden({ timeout: 6000 });

    await page.goto('/profile?tab=indicators');
    await expect(page.getByTestId('purchased-product').filter({ hasText: paid[0]!.name })).toBeVisible();
  });

  test('a free purchase goes through the free checkout', async ({ page, t, language }) => {
    // A buyer without billing details gives them once, at the first checkout.
    await signUpViaApi(page, { billing: false });
    const { free } = await products(page, language);
    await fillCart(page, [free[0]!]);
    await fillBilling(page, t);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/checkout\/free$/);
    await expect(page.getByTestId('free-checkout')).toContainText(free[0]!.name);
    await page.getByTestId('free-checkout-confirm').click();
    await expect(page.getByTestId('free-checkout-progress')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/success\?order_id=[\w-]+&free=true/, { timeout: 15_000 });
    const { row } = await expectSuccessThenOrders(page, t, 'checkout:success.freeTitle');
    // What the buyer sees: the phone layout's column label inside the cell is hidden on a wide screen.
    await expect(row.getByTestId('order-total')).toHaveText(t('orders:history.free'), { useInnerText: true });

    // The same free indicator again: no second order, straight to the indicators tab; billing is not asked again.
    await fillCart(page, [free[0]!]);
    await expect(page.getByTestId('checkout-button')).toBeVisible();
    await expect(page.getByTestId('checkout-billing')).toHaveCount(0);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await page.getByTestId('free-checkout-confirm').click();
    await expect(page).toHaveURL(/\/profile\?tab=indicators$/, { timeout: 15_000 });
    await expect(page.getByTestId('purchased-product').filter({ hasText: free[0]!.name })).toHaveCount(1);
    await page.goto('/profile?tab=orders');
    await expect(page.getByTestId('order-row')).toHaveCount(1);
  });

  test('a buyer without a billing address gives it at checkout, checked, once for all', async ({
    page,
    t,
    language,
  }) => {
    await signUpViaApi(page, { name: 'Bea Billing', billing: false });
    const { paid } = await products(page, language);
    await fillCart(page, [paid[0]!]);
    const billing = page.getByTestId('checkout-billing');
    await expect(page.getByRole('group', { name: t('checkout:billing.title') })).toBeVisible();
    // Prefilled with what the account knows: its name.
    await expect(billing.getByLabel(t('account:billingForm.name'))).toHaveValue('Bea Billing');
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(billing.getByText(t('errors:account.billing.addressRequired'))).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    await fillBilling(page, t, '#!');
    await page.getByTestId('checkout-button').click();
    await expect(billing.getByText(t('errors:account.billing.zipInvalid'))).toBeVisible();
    await billing.getByLabel(t('account:billingForm.zip')).fill('69002');
    await page.getByTestId('checkout-button').click();
    await payOnSandbox(page, t);
    await expectSuccessThenOrders(page, t, 'checkout:success.title');

    // Remembered: the profile shows it and the next checkout does not ask again.
    await page.goto('/profile?tab=profile');
    await expect(page.getByTestId('billing-city-value')).toHaveText('Lyon');
    await expect(page.getByTestId('billing-zip-value')).toHaveText('69002');
    await fillCart(page, [paid[0]!]);
    await expect(page.getByTestId('checkout-button')).toBeVisible();
    await expect(page.getByTestId('checkout-billing')).toHaveCount(0);
  });

  test('a mixed cart (free and paid) is paid through the payment page', async ({ page, t, language }) => {
    await signUpViaApi(page);
    const { free, paid } = await products(page, language);
    await fillCart(page, [free[0]!, paid[0]!]);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\//);
    await expect(page.getByText(free[0]!.name)).toBeVisible();
    await expect(page.getByText(paid[0]!.name)).toBeVisible();
    await payOnSandbox(page, t);
    const { row } = await expectSuccessThenOrders(page, t, 'checkout:success.title');
    await expect(row).toContainText(free[0]!.name);
    await expect(row).toContainText(paid[0]!.name);
  });

  test('the success page refuses malformed ids and a signed-out visitor goes to sign in first', async ({
    page,
    t,
  }) => {
    await page.goto('/checkout/success?session_id=bad.id&order_id=x');
    await expect(page.getByRole('alert')).toHaveText(t('checkout:success.errors.invalidId'));
    await page.goto('/');
    // A real product: the cart drops lines whose product no longer exists.
    const [product] = (await (await page.request.get('/api/products')).json()) as { _id: string }[];
    await page.evaluate(
      (productId) =>
        localStorage.setItem(
          'cartItems',
          JSON.stringify([
            {
              product: productId,
              slug: 's',
              name: 'N',
              image: '',
              images: [],
              price: 5,
              countInStock: 1,
              downloadLink: '',
              qty: 1,
              addedAt: new Date().toISOString(),
            },
          ]),
        ),
      product!._id,
    );
    await page.goto('/cart');
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/login\?redirect=cart/);
  });

  test("an unknown or another's order is only not found; a return naming another buyer signs the buyer out", async ({
    page,
    t,
  }) => {
    const other = await page.request.post('/api/users/signup', {
      data: { name: 'Other', email: `other-${Date.now()}@e2e.test`, password: 'correct-horse-battery-9' },
    });
    const { token, _id: otherId } = (await other.json()) as { token: string; _id: string };
    const othersOrder = await buyFreeIndicatorViaApi(page, token);
    await signUpViaApi(page);

    // The server confirms no order of another account (404, as an unknown id): the page stays signed in.
    for (const orderId of [crypto.randomUUID(), othersOrder]) {
      await page.goto(`/checkout/success?order_id=${orderId}&free=true`);
      await expect(page.getByRole('alert')).toHaveText(t('checkout:success.errors.notFound'));
    }
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile/);

    // The payment provider's return names its buyer: another account than the signed-in one signs out.
    await page.goto(`/checkout/success?order_id=${othersOrder}&free=true&buyer=${otherId}`);
    await expect(page).toHaveURL(/\/login\?error=session_mismatch/);
    await expect(page.getByTestId('session-mismatch')).toHaveText(t('account:login.sessionMismatch'));
  });
});
