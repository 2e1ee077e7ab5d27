import type { Browser, Page } from '@playwright/test';
import { formatMoney, type Product, pageLinks } from '@shop/contracts';
import { expectNoViolations } from '../axe';
import {
  cartLineOf,
  declinedConsent,
  expect,
  type Language,
  signInAdminViaApi,
  signUpViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';
import { payOnSandboxPage } from '../payments';

/** A browser of its own (the partner's, the owner's), in the project's language, its cookie choice made. */
async function ownBrowser(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  await context.addInitScript((declined) => localStorage.setItem('cookieConsent', declined), declinedConsent);
  return context.newPage();
}

/** Puts one unit of `product` in the stored cart as the product page does, then opens the cart. */
async function fillCart(page: Page, product: Product) {
  await page.evaluate(
    (stored) => localStorage.setItem('cartItems', stored),
    JSON.stringify([cartLineOf(product)]),
  );
  await page.goto('/cart');
}

test.describe('affiliates (docs/rules/affiliates.md)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a partner applies, the owner approves, a visitor buys through the link, the partner sees the commission', async ({
    page,
    browser,
    t,
    language,
  }) => {
    const wished = `E2E${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;

    // The partner, in a browser of their own, applies from the customer area's Partner tab.
    const partner = await ownBrowser(browser, language);
    await signUpViaApi(partner, { name: 'E2E Partner' });
    await partner.goto(pageLinks.profileTab('partner'));
    const form = partner.getByTestId('partner-apply');
    await form.getByLabel(t('affiliates:apply.message')).fill('A Discord of 2,000 futures traders.');
    await form.getByLabel(t('affiliates:apply.code')).fill(wished.toLowerCase());
    await expectNoViolations(partner, 'the partner application form');
    await form.getByRole('button', { name: t('affiliates:apply.submit') }).click();
    await expect(partner.getByTestId('partner-pending')).toContainText(wished);

    // The owner approves it in the back-office's Partners tab: 20 % of the first purchase.
    const owner = await ownBrowser(browser, language);
    await signInAdminViaApi(owner);
    await owner.goto('/admin?tab=partners');
    const row = owner.locator(`[data-testid="admin-partner-row"][data-code="${wished}"]`);
    await expect(row).toContainText(t('affiliates:admin.statuses.applied'));
    await row.getByTestId('partner-terms').click();
    const dialog = owner.getByTestId('partner-terms-dialog');
    await dialog.getByLabel(t('affiliates:admin.percent')).fill('20');
    await expectNoViolations(owner, 'the approval dialog');
    await dialog.getByRole('button', { name: t('affiliates:admin.approve') }).click();
    await expect(dialog.getByTestId('partner-terms-dialog-done')).toBeVisible();
    await expect(row.getByTestId('partner-status')).toHaveText(t('affiliates:admin.statuses.approved'));

    // The partner's area now shows their link.
    await partner.reload();
    await expect(partner.getByTestId('partner-area')).toBeVisible();
    const link = (await partner.getByTestId('partner-link-indicators').locator('code').textContent())!;
    expect(new URL(link).searchParams.get('ref')).toBe(wished);

    // A visitor lands through the link (the parameter leaves the address once reported), signs up and buys.
    await signUpViaApi(page);
    const { pathname, search } = new URL(link);
    const clicked = page.waitForResponse((answer) => answer.url().endsWith('/api/affiliates/clicks'));
    await page.goto(`${pathname}${search}`);
    expect(await (await clicked).json()).toEqual({ recorded: true });
    await expect(page).toHaveURL(/\/indicators$/);
    const products = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
    const product = products.find((candidate) => candidate.price.amount > 0)!;
    await fillCart(page, product);
    await tickWithdrawalConsent(page);
    await page.getByTestId('checkout-button').click();
    const orderId = await payOnSandboxPage(page, t);

    // The partner sees one click, the order and its commission in euros: 20 % of the price net of the French VAT
    // (20 %), rounded down to the cent. It is pending during the refund window, measured on the lease clock; the
    // lease and dunning journeys move the sandbox's test clock weeks ahead, after which the same commission shows
    // as payable at once. So the euro row holds it in one of the two, and nothing else earned it.
    const net = Math.round((product.price.amount * 100) / 120);
    const commission = formatMoney({ amount: Math.floor((net * 20) / 100), currency: 'eur' }, language);
    await partner.reload();
    await expect(partner.getByTestId('partner-clicks')).toHaveText('1');
    const euros = partner.locator('[data-testid="partner-currency"][data-currency="eur"]');
    await expect(euros).toContainText(commission);
    await expect(euros.getByTestId('partner-paid')).toHaveText(
      formatMoney({ amount: 0, currency: 'eur' }, language),
    );
    const entry = partner.getByTestId('partner-commission').filter({ hasText: orderId.slice(-8) });
    await expect(entry).toContainText(t('affiliates:area.commissions.kinds.purchase'));
    await expect(entry).toContainText(product.name);
    await expect(entry.getByTestId('partner-commission-amount')).toContainText(commission);
    await expectNoViolations(partner, 'the partner area');

    // The owner sees the same partner approved with its clicks.
    await owner.reload();
    await expect(row).toContainText(t('affiliates:admin.statuses.approved'));
    await partner.context().close();
    await owner.context().close();
  });
});
