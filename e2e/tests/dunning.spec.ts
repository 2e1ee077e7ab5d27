import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from '../axe';
import { adminToken, createProduct, e2eBilling, expect, signUpViaApi, test } from '../fixtures';
import { linkFromOutbox } from '../outbox';

type Lease = { productName: string; status: string; currentPeriodEnd: string; graceUntil: string | null };

async function leaseOf(request: APIRequestContext, token: string, name: string): Promise<Lease> {
  const answer = await request.get('/api/leases', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { leases: Lease[] }).leases.find((row) => row.productName === name)!;
}

/**
 * Moves the sandbox's one test clock just past `periodEnd`, unless the other language's journey already did
 * (the clock never moves back, and a second month's move would end the other journey's lease).
 */
async function advanceClockPast(request: APIRequestContext, periodEnd: string) {
  const secret = await readFile(join(process.env.E2E_DATA_DIR!, 'secrets', 'payment-sandbox-key'), 'utf8');
  const headers = { authorization: `Bearer sk_test_${secret.trim()}` };
  const url = '/v1/test_helpers/test_clocks/clock_sandbox';
  const now = ((await (await request.get(url, { headers })).json()) as { frozen_time: number }).frozen_time;
  const target = Math.floor(Date.parse(periodEnd) / 1000) + 60;
  if (now >= target) return;
  const moved = await request.post(`${url}/advance`, { headers, form: { frozen_time: String(target) } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
}

/**
 * The two languages' journeys share the clock: each marks its lease paid, and waits (a minute at most) for the
 * other's before moving the clock, so both leases were opened on the same month and one move fails both.
 */
const marker = (language: string, step: string) =>
  join(process.env.E2E_DATA_DIR!, `e2e-dunning-${language}-${step}`);
const marked = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
async function waitForTheOtherLease(language: string) {
  await writeFile(marker(language, 'paid'), '');
  const other = language === 'fr' ? 'en' : 'fr';
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (!(await marked(marker(other, 'started'))) || (await marked(marker(other, 'paid')))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
}) => {
  test.setTimeout(150_000);
  await writeFile(marker(language, 'started'), '');
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
  await waitForTheOtherLease(language);
  if (paid.status === 'active') await advanceClockPast(page.request, paid.currentPeriodEnd);
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
