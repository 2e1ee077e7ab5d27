import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from '../axe';
import { adminToken, createProduct, e2eBilling, expect, signUpViaApi, test } from '../fixtures';
import { linkFromOutbox } from '../outbox';
import { advanceTestClockPast } from '../test-clock';

type Lease = { productName: string; status: string; currentPeriodEnd: string; graceUntil: string | null };

async function leaseOf(request: APIRequestContext, token: string, name: string): Promise<Lease> {
  const answer = await request.get('/api/leases', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { leases: Lease[] }).leases.find((row) => row.productName === name)!;
}

/**
 * Dunning (issue 47, docs/rules/leases.md "The dunning e-mails"): a buyer whose renewal failed follows the
 * first e-mail's one-click link to the provider's page (the sandbox's Customer Portal), updates the card there,
 * and back in the shop sees the lease active: the open invoice was paid at once. In French and in English.
 */
test('a buyer in grace updates the card from the e-mail’s link and sees the lease active', async ({
  page,
  t,
  language,
  testClock: _heldForTheJourney,
}) => {
  // It may first wait for another journey holding the test clock (test-clock.ts).
  test.setTimeout(300_000);
  const token = await adminToken(page.request);
  const name = `Zz Dunning ${language} ${Date.now()}`;
  const product = await createProduct(page.request, token, name, 99, { monthlyPrice: 9 });
  const buyer = await signUpViaApi(page, { email: `dunning-${language}-${Date.now()}@e2e.test` });
  const auth = { authorization: `Bearer ${buyer.token}` };

  // Leased with the card that pays the first period and declines every renewal.
  const checkout = await page.request.post('/api/leases/checkout', {
    headers: auth,
    data: { productId: product._id, plan: 'monthly', withdrawalConsent: true, billing: e2eBilling },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByLabel(t('sandbox:card')).fill('4000 0000 0000 0341');
  await page.getByRole('button', { name: /^(Payer|Pay) / }).click();
  await expect(page).toHaveURL(/\/profile\?tab=indicators/);

  // The renewal fails on the test clock: the first dunning e-mail goes out with its card link.
  const paid = await leaseOf(page.request, buyer.token, name);
  if (paid.status === 'active') await advanceTestClockPast(page.request, paid.currentPeriodEnd);
  const pastDue = await leaseOf(page.request, buyer.token, name);
  expect(pastDue.status).toBe('past_due');
  const row = page.getByTestId('my-subscription').filter({ hasText: name });
  await page.reload();
  await expect(row.getByTestId('my-subscription-status')).toContainText(
    t('account:subscriptions.status.pastDue', { date: '' }).slice(0, 12),
  );
  const link = await linkFromOutbox(buyer.email, '/card');

  // The link opens the provider's page for this customer; the new card pays the pending invoice.
  await page.goto(link);
  await expect(page).toHaveURL(/\/sandbox\/stripe\/portal\?session=/);
  await expect(page.getByTestId('portal-state')).toHaveText(t('sandbox:portal.pastDue'));
  await page.getByLabel(t('sandbox:portal.card')).fill('4242 4242 4242 4242');
  await page.getByTestId('portal-update-card').click();
  await expect(page.getByTestId('portal-message')).toHaveText(t('sandbox:portal.cardUpdated'));
  await expectNoViolations(page, 'sandbox customer portal, card updated');
  await page.getByTestId('portal-return').click();

  // Back in the shop: the lease is active again.
  await expect(page).toHaveURL(/\/profile\?tab=indicators/);
  await expect(row.getByTestId('my-subscription-status')).toHaveText(
    t('account:subscriptions.status.active'),
  );
  expect((await leaseOf(page.request, buyer.token, name)).graceUntil).toBeNull();
});
