import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../axe';
import {
  adminToken,
  createProduct,
  e2eBilling,
  expect,
  signInAdminViaApi,
  test,
  tickWithdrawalConsent,
} from '../fixtures';
import { createAccountViaApi } from '../signup';
import { advanceTestClockPast } from '../test-clock';

type Lease = {
  _id: string;
  productName: string;
  nextRenewalAt: string | null;
  currentPeriodEnd: string;
  graceUntil: string | null;
  licenceUntil: string | null;
};

/** A date as the web app writes it (shared/format.ts formatDate). */
const longDate = (iso: string, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

async function leaseOf(request: APIRequestContext, token: string, name: string): Promise<Lease> {
  const answer = await request.get('/api/leases', { headers: { authorization: `Bearer ${token}` } });
  const lease = ((await answer.json()) as { leases: Lease[] }).leases.find((row) => row.productName === name);
  expect(lease, `no lease of ${name}`).toBeDefined();
  return lease!;
}

/** Pays a subscription checkout on the sandbox's page with `card`, back to the customer area. */
async function payLease(page: Page, t: (key: string) => string, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/stripe\/pay\/cs_test_/);
  await page.getByLabel(t('sandbox:card')).fill(card);
  await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
  await expect(page).toHaveURL(/\/profile\?tab=indicators/);
}

/**
 * Opens the lease's Customer Portal from its profile row (the sandbox's portal page), cancels at period end or
 * resumes there, and comes back to the customer area.
 */
async function openPortalAndChange(
  page: Page,
  t: (key: string) => string,
  row: Locator,
  action: 'cancel' | 'resume',
) {
  await row.getByTestId('subscription-portal').click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/portal\?session=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('sandbox:portal.title'));
  await page.getByTestId(`portal-${action}`).click();
  await expect(page.getByTestId(action === 'cancel' ? 'portal-resume' : 'portal-cancel')).toBeVisible();
  await expectNoViolations(page, `sandbox customer portal after ${action}`);
  await page.getByTestId('portal-return').click();
  await expect(page).toHaveURL(/\/profile\?tab=indicators/);
}

/** The claims of a downloaded licence file, a JWS whose payload is its second part. */
async function licenceClaims(path: string): Promise<Record<string, unknown>> {
  const payload = (await readFile(path, 'utf8')).trim().split('.')[1]!;
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

async function signInThroughForm(page: Page, t: (key: string) => string, email: string, password: string) {
  await page.getByLabel(t('account:login.email')).fill(email);
  await page.getByLabel(t('account:login.password')).fill(password);
  await page.getByRole('button', { name: t('account:login.submit') }).click();
}

test.describe('monthly and yearly leases', () => {
  // The journey takes about a minute, and may first wait for another journey holding the test clock (test-clock.ts).
  test.describe.configure({ timeout: 300_000 });

  test('a buyer subscribes monthly, sees the next renewal, cancels and resumes; the back-office lists it', async ({
    page,
    t,
    language,
    testClock: _heldForTheJourney,
  }) => {
    const token = await adminToken(page.request);
    const name = `Zz Lease ${language} ${Date.now()}`;
    const product = await createProduct(page.request, token, name, 149, {
      monthlyPrice: 19,
      yearlyPrice: 190,
    });

    // Signed out: the panel asks to sign in first, and the sign-in comes back to the product page.
    await page.goto(`/product/${product.slug}`);
    const panel = page.getByTestId('lease-panel');
    await panel.getByTestId('lease-sign-in').click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const email = `lease-${language}-${Date.now()}@e2e.test`;
    const password = 'correct-horse-battery-9';
    const buyerToken = (await createAccountViaApi(page.request, { name: 'Lease Buyer', email, password }))
      .token;
    await signInThroughForm(page, t, email, password);
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));

    // Both plans with their price wording.
    await expect(panel.getByTestId('lease-plan-monthly')).toBeChecked();
    await expect(panel).toContainText(t('checkout:lease.monthly'));
    await expect(panel).toContainText(t('checkout:lease.yearly'));
    // No billing address yet: the billing step is asked, as at the card checkout.
    const billing = panel.getByTestId('checkout-billing');
    await billing.getByLabel(t('account:billingForm.name')).fill(e2eBilling.billingName);
    await billing.getByLabel(t('account:billingForm.address')).fill(e2eBilling.billingAddress);
    await billing.getByLabel(t('account:billingForm.zip')).fill(e2eBilling.billingZip);
    await billing.getByLabel(t('account:billingForm.city')).fill(e2eBilling.billingCity);
    await billing.getByLabel(t('account:billingForm.country')).selectOption(e2eBilling.billingCountry);
    await panel.getByTestId('lease-subscribe').click();
    await expect(panel.getByRole('alert')).toHaveText(t('checkout:withdrawal.required'));
    await expectNoViolations(page, 'product page, subscribe panel with its consent error');
    await tickWithdrawalConsent(page);
    await panel.getByTestId('lease-subscribe').click();

    // The sandbox's subscription checkout, then back to the customer area.
    await payLease(page, t, '4242 4242 4242 4242');
    const lease = await leaseOf(page.request, buyerToken, name);
    const row = page.getByTestId('my-subscription').filter({ hasText: name });
    await expect(row.getByTestId('my-subscription-status')).toHaveText(
      t('account:subscriptions.status.active'),
    );
    await expect(row.getByTestId('my-subscription-renewal')).toHaveText(
      longDate(lease.nextRenewalAt!, language),
    );
    await expectNoViolations(page, 'profile, subscriptions');

    // Its licence: the machine first, in the licence request's form and checks, then the lease's file.
    const machine = randomBytes(16).toString('hex').toUpperCase();
    await row.getByTestId('subscription-bind').click();
    const modal = page.getByTestId('licence-modal');
    await modal.getByTestId('licence-input').fill('ABCDEF12');
    await expect(modal.getByTestId('licence-invalid')).toBeVisible();
    await modal.getByTestId('licence-input').fill(`${machine}-TradingPC`);
    await expect(modal.getByTestId('licence-valid')).toBeVisible();
    await expectNoViolations(page, 'profile, binding a lease to a machine');
    await modal.getByTestId('licence-submit').click();
    await expect(modal).toBeHidden();
    await expect(row.getByTestId('subscription-machine')).toHaveText(`${machine}-TradingPC`);
    const bound = await leaseOf(page.request, buyerToken, name);
    await expect(row.getByTestId('subscription-licence-until')).toHaveText(
      t('account:subscriptions.licence.validUntil', { date: longDate(bound.licenceUntil!, language) }),
    );
    const download = page.waitForEvent('download');
    await row.getByTestId('subscription-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${product.slug}-lease-${machine}.lic`);
    expect(await licenceClaims((await file.path())!)).toMatchObject({
      kind: 'lease',
      licenceId: lease._id,
      machineId: machine,
      product: product.slug,
    });

    // Moved to another machine from the same form; a second move waits the move limit, told in the form.
    const laptop = randomBytes(16).toString('hex').toUpperCase();
    await row.getByTestId('subscription-move').click();
    await modal.getByTestId('licence-input').fill(`${laptop}-Laptop`);
    await modal.getByTestId('licence-submit').click();
    await expect(modal).toBeHidden();
    await expect(row.getByTestId('subscription-machine')).toHaveText(`${laptop}-Laptop`);
    await row.getByTestId('subscription-move').click();
    await modal.getByTestId('licence-input').fill(`${machine}-TradingPC`);
    await modal.getByTestId('licence-submit').click();
    await expect(modal.getByRole('alert')).toContainText(
      t('errors:license.moveCooldown', { date: '' }).slice(0, 30),
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(row.getByTestId('subscription-machine')).toHaveText(`${laptop}-Laptop`);

    // Cancel at period end, with a reason (this product makes no save offer): it runs until the period's end and
    // no longer renews.
    await row.getByTestId('subscription-cancel').click();
    const cancelDialog = page.getByTestId('cancel-lease-dialog');
    await cancelDialog.getByLabel(t('account:leaseCancel.reasons.not_using')).check();
    await cancelDialog.getByRole('button', { name: t('account:leaseCancel.confirm') }).click();
    await expect(row.getByTestId('my-subscription-status')).toHaveText(
      t('account:subscriptions.status.canceling', { date: longDate(lease.currentPeriodEnd, language) }),
    );
    await expect(row.getByTestId('my-subscription-renewal')).toHaveText('—');
    await row.getByTestId('subscription-resume').click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: t('account:subscriptions.confirm.resume.confirm') })
      .click();
    await expect(row.getByTestId('my-subscription-status')).toHaveText(
      t('account:subscriptions.status.active'),
    );
    await expect(row.getByTestId('my-subscription-renewal')).toHaveText(
      longDate(lease.nextRenewalAt!, language),
    );

    // The Customer Portal (the sandbox's): cancel there, come back, the profile shows the cancellation; then
    // resume there, so the renewal below still happens.
    await openPortalAndChange(page, t, row, 'cancel');
    await expect(row.getByTestId('my-subscription-status')).toHaveText(
      t('account:subscriptions.status.canceling', { date: longDate(lease.currentPeriodEnd, language) }),
    );
    await expect(row.getByTestId('my-subscription-renewal')).toHaveText('—');
    await openPortalAndChange(page, t, row, 'resume');
    await expect(row.getByTestId('my-subscription-status')).toHaveText(
      t('account:subscriptions.status.active'),
    );

    // A second product leased with the card that declines renewals: the clock's move below leaves it past due.
    const failingName = `Zz Grace ${language} ${Date.now()}`;
    const failing = await createProduct(page.request, token, failingName, 99, { monthlyPrice: 9 });
    const checkout = await page.request.post('/api/leases/checkout', {
      headers: { authorization: `Bearer ${buyerToken}` },
      data: { productId: failing._id, plan: 'monthly', withdrawalConsent: true },
    });
    expect(checkout.ok(), await checkout.text()).toBeTruthy();
    await page.goto(((await checkout.json()) as { url: string }).url);
    await payLease(page, t, '4000 0000 0000 0341');
    const failingLease = await leaseOf(page.request, buyerToken, failingName);

    // The sandbox's test clock past both period ends: the first lease renews, and its next renewal moves a
    // month on; the second one's renewal fails.
    await advanceTestClockPast(page.request, failingLease.currentPeriodEnd);
    const pastDue = await leaseOf(page.request, buyerToken, failingName);
    expect(pastDue.graceUntil).not.toBeNull();
    const renewed = await leaseOf(page.request, buyerToken, name);
    expect(Date.parse(renewed.nextRenewalAt!)).toBeGreaterThan(Date.parse(lease.nextRenewalAt!));
    await page.reload();
    await expect(row.getByTestId('my-subscription-renewal')).toHaveText(
      longDate(renewed.nextRenewalAt!, language),
    );

    // The back-office lists it, with its buyer, status and renewal.
    await page.evaluate(() => localStorage.clear());
    await signInAdminViaApi(page);
    await page.goto('/admin?tab=subscriptions');
    await page.getByTestId('admin-subscriptions-status').selectOption('active');
    const listed = page.getByTestId('admin-subscription-row').filter({ hasText: name });
    await expect(listed).toContainText(email);
    await expect(listed.getByTestId('admin-subscription-status')).toHaveText(
      t('admin:subscriptions.states.active'),
    );
    await expect(listed.getByTestId('admin-subscription-renewal')).toHaveText(
      longDate(renewed.nextRenewalAt!, language),
    );
    await expect(listed.getByTestId('admin-subscription-failures')).toHaveText('0');
    await expectNoViolations(page, 'admin Subscriptions tab');

    // The past-due one: its grace period extended by 10 days from its row, the list showing the new end.
    await page.getByTestId('admin-subscriptions-status').selectOption('past_due');
    const late = page.getByTestId('admin-subscription-row').filter({ hasText: failingName });
    await expect(late.getByTestId('admin-subscription-failures')).toHaveText('1');
    const extended = longDate(
      new Date(Date.parse(pastDue.graceUntil!) + 10 * 86_400_000).toISOString(),
      language,
    );
    await late.getByTestId('admin-subscription-grace-days').fill('10');
    await late.getByTestId('admin-subscription-grace').click();
    await expect(page.getByTestId('admin-subscription-outcome')).toHaveText(
      t('admin:subscriptions.grace.extended', { product: failingName, date: extended }),
    );
    await expect(late.getByTestId('admin-subscription-status')).toHaveText(
      t('admin:subscriptions.states.pastDue', { date: extended }),
    );
    await expectNoViolations(page, 'admin Subscriptions tab, grace extended');
    // A refused extension (more than 60 days) is SubscriptionsTab.test.tsx's; the bounds are leases.test.ts's.
  });
});
