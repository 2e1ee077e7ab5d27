import { intlLocale, type Language } from '@shop/i18n/language';
import {
  adminToken,
  createProduct,
  expect,
  setProductPrice,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';

const euros = (language: Language, amount: number) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(amount);

const uniqueName = (language: string) =>
  `Zz Cart ${language} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

test('the cart shows a price that changed as old → new, and drops a product that no longer exists', async ({
  page,
  t,
  language,
}) => {
  const token = await adminToken(page.request);
  const name = uniqueName(language);
  const product = await createProduct(page.request, token, name, 30);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-total')).toContainText(euros(language, 30));

  await setProductPrice(page.request, token, product._id, 45);
  // A line of an older catalogue, whose product is gone.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Record<string, unknown>[];
    items.push({ ...items[0], product: '0192f000-0000-7000-8000-00000000dead', name: 'Ghost Indicator' });
    localStorage.setItem('cartItems', JSON.stringify(items));
  });
  await page.reload();

  const notices = page.getByTestId('cart-notices');
  await expect(notices).toBeVisible();
  await expect(notices.getByTestId('cart-price-change')).toHaveText(
    t('cart:notices.priceChanged', { name, from: euros(language, 30), to: euros(language, 45) }),
  );
  await expect(notices.getByTestId('cart-removed')).toHaveText(
    t('cart:notices.removed', { name: 'Ghost Indicator' }),
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toContainText(euros(language, 45));
  await notices.getByRole('button', { name: t('cart:notices.dismiss') }).click();
  await expect(notices).toBeHidden();
});

test('checkout re-reads prices first: a change stops it, shows old → new, and the next click pays the new price', async ({
  page,
  t,
  language,
}) => {
  const token = await adminToken(page.request);
  await signUpViaApi(page);
  const name = uniqueName(language);
  const product = await createProduct(page.request, token, name, 20);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
  await expect(page.getByTestId('cart-total')).toContainText(euros(language, 20));

  // The price changes while the buyer looks at the cart.
  await setProductPrice(page.request, token, product._id, 25);
  await tickWithdrawalConsent(page);
  await page.getByTestId('checkout-button').click();
  await expect(page.getByTestId('cart-price-change')).toHaveText(
    t('cart:notices.priceChanged', { name, from: euros(language, 20), to: euros(language, 25) }),
  );
  await expect(page.getByTestId('cart-notices')).toContainText(t('cart:notices.review'));
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-total')).toContainText(euros(language, 25));

  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_\w+$/);
  await expect(page.getByText(name)).toBeVisible();
});
