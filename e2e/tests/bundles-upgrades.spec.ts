import type { Page } from '@playwright/test';
import { type Product, shortOrderId, subtractMoney, toMajorUnits } from '@shop/contracts';
import {
  adminToken,
  e2eBilling,
  expect,
  signInAdminViaApi,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';
import { invoiceText, payOnSandboxPage } from '../payments';

const money = (euros: number, language: string) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' })
    .format(euros)
    .replace(/\s/g, ' ');

const machineId = () =>
  Array.from({ length: 16 }, () => 'ABCDEF0123456789'[Math.floor(Math.random() * 16)]).join('');

async function productBySlug(page: Page, slug: string, language: string): Promise<Product> {
  const response = await page.request.get(`/api/products/${slug}?lang=${language}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Product;
}

test.describe('bundles and upgrades (docs/rules/bundles.md, docs/rules/upgrades.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a buyer sees what a bundle contains, buys it and finds each indicator in their downloads and on the invoice', async ({
    page,
    t,
    language,
  }) => {
    await signUpViaApi(page);
    const bundle = await productBySlug(page, 'pack-sessions', language);
    expect(bundle.contains?.map((product) => product.slug)).toEqual([
      'asian-session-levels',
      'enhanced-session-levels',
      'risk-reward',
    ]);

    await page.goto(`/product/${bundle.slug}`);
    const contents = page.getByTestId('bundle-contents');
    await expect(contents.getByRole('heading')).toHaveText(t('catalog:bundle.title', { count: 3 }));
    for (const product of bundle.contains!)
      await expect(contents.getByRole('link', { name: product.name })).toBeVisible();
    await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
    await page.goto('/cart');
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    const orderId = await payOnSandboxPage(page, t);

    await page.goto('/profile?tab=indicators');
    // One purchase: the bundle's card at the price paid, holding a card per contained indicator, each saying
    // the bundle it came in; the bundle is no indicator card of its own.
    const bundleCard = page
      .getByTestId('purchased-bundle')
      .filter({ has: page.getByRole('heading', { name: bundle.name, exact: true }) });
    await expect(bundleCard).toContainText(
      t('orders:indicators.price', { price: money(toMajorUnits(bundle.price), language) }),
    );
    for (const product of bundle.contains!) {
      const card = bundleCard
        .getByTestId('purchased-product')
        .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
      await expect(card).toContainText(t('orders:indicators.includedIn', { bundle: bundle.name }));
    }
    await expect(
      page.getByTestId('purchased-product').getByRole('heading', { name: bundle.name, exact: true }),
    ).toHaveCount(0);

    const text = await invoiceText(page, orderId);
    // The lines in the order's language: the bundle at its price, each contained indicator under it.
    const included = language === 'fr' ? 'inclus dans Pack Sessions' : 'included in Sessions Bundle';
    expect(text).toContain(language === 'fr' ? 'Pack Sessions' : 'Sessions Bundle');
    for (const name of ['Asian Session Levels', 'Enhanced Session Levels', 'Risk/Reward']) {
      expect(text).toContain(`${name} (${included})`);
    }
  });

  test('the cart shows what an indicator already bought takes off a bundle, as the server charges it', async ({
    page,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const owned = await productBySlug(page, 'asian-session-levels', language);
    const bundle = await productBySlug(page, 'pack-sessions', language);
    const bought = await page.request.post('/api/checkout', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { withdrawalConsent: true, billing: e2eBilling, cartItems: [{ product: owned._id, qty: 1 }] },
    });
    expect(bought.ok(), await bought.text()).toBeTruthy();
    await page.goto(new URL(((await bought.json()) as { url: string }).url).pathname);
    await payOnSandboxPage(page, t);

    await page.goto(`/product/${bundle.slug}`);
    await page.getByRole('button', { name: t('catalog:product.addToCart') }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const credit = page.getByTestId('bundle-credit');
    await expect(credit).toContainText(owned.name);
    await expect(credit.getByTestId('bundle-credit-amount')).toHaveText(
      `−${money(toMajorUnits(owned.price), language)}`,
    );
    await expect(credit.getByTestId('bundle-credit-total')).toHaveText(
      money(toMajorUnits(subtractMoney(bundle.price, owned.price)), language),
    );
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toHaveText(
      money(toMajorUnits(subtractMoney(bundle.price, owned.price)), language),
    );
  });

  test('a Lite buyer upgrades to Premium for the difference: the licence is replaced on the same machine and the invoice names the original order', async ({
    page,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    const auth = { authorization: `Bearer ${buyer.token}` };
    const lite = await productBySlug(page, 'volume-profile-lite', language);
    const premium = await productBySlug(page, 'volume-profile-premium', language);

    // Lite, paid, with an approved licence on one machine.
    const bought = await page.request.post('/api/checkout', {
      headers: auth,
      data: { withdrawalConsent: true, billing: e2eBilling, cartItems: [{ product: lite._id, qty: 1 }] },
    });
    expect(bought.ok(), await bought.text()).toBeTruthy();
    const { url, orderId: liteOrderId } = (await bought.json()) as { url: string; orderId: string };
    await page.goto(new URL(url).pathname);
    await payOnSandboxPage(page, t);
    const machine = machineId();
    const requested = await page.request.post('/api/license/request', {
      headers: auth,
      data: { orderId: liteOrderId, productId: lite._id, machineIdName: `${machine}-TradingPC` },
    });
    expect(requested.ok(), await requested.text()).toBeTruthy();
    const admin = { authorization: `Bearer ${await adminToken(page.request)}` };
    const approved = await page.request.put(`/api/admin/license-requests/${(await requested.json())._id}`, {
      headers: admin,
      data: { status: 'approved' },
    });
    expect(approved.ok()).toBeTruthy();

    // The upgrade offer in the customer area, at the difference; bought there and paid on the payment page.
    const difference = toMajorUnits(subtractMoney(premium.price, lite.price));
    await page.goto('/profile?tab=indicators');
    const offer = page.getByTestId('upgrade-offer').filter({ hasText: premium.name });
    await expect(offer.getByTestId('upgrade-price')).toContainText(money(difference, language));
    await offer.getByRole('checkbox').check();
    await offer.getByTestId('upgrade-buy').click();
    await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
    await expect(page.getByTestId('sandbox-total')).toContainText(String(Math.trunc(difference)));
    const upgradeOrderId = await payOnSandboxPage(page, t);

    // The customer area: Premium live on the same machine, Lite replaced by the upgrade (not by a move).
    await page.goto('/profile?tab=indicators');
    const rows = page.getByTestId('licence-request').filter({ hasText: machine });
    // The Lite row names Premium in its status, so Premium's row is the one not naming Lite.
    const premiumRow = rows.filter({ hasText: premium.name }).filter({ hasNotText: lite.name });
    await expect(premiumRow.getByTestId('licence-status')).toHaveText(t('licences:buyerStatus.approved'));
    await expect(rows.filter({ hasText: lite.name }).getByTestId('licence-status')).toHaveText(
      t('licences:replacedByUpgrade', { product: premium.name }),
    );

    // The back-office's Licences tab says the same of the Lite licence.
    const adminPage = await page
      .context()
      .browser()!
      .newPage({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
    await signInAdminViaApi(adminPage);
    await adminPage.goto('/admin?tab=licenses');
    await adminPage.getByTestId('licence-status-filter').selectOption('replaced');
    const adminRow = adminPage
      .getByTestId('admin-licence-row')
      .filter({ hasText: machine })
      .filter({ hasText: lite.name });
    await expect(adminRow.getByTestId('admin-licence-status')).toHaveText(
      t('licences:replacedByUpgrade', { product: premium.name }),
    );
    await adminPage.close();

    const text = await invoiceText(page, upgradeOrderId);
    const short = shortOrderId(liteOrderId);
    expect(text).toContain(
      language === 'fr'
        ? `mise à niveau depuis Volume Profile Lite (commande n° ${short})`
        : `upgrade from Volume Profile Lite (order #${short})`,
    );
  });
});
