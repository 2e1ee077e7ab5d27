import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DeviceCodeResponse, Product } from '@shop/contracts';
import { buyFreeIndicatorViaApi, expect, signUpViaApi, test } from '../fixtures';

const SLUG = 'vwap-lite';

/** The indicator's side of RFC 8628, driven through the API as the NinjaScript client does it. */
async function indicatorAsks(request: APIRequestContext, machineName: string) {
  const response = await request.post('/api/device/code', {
    data: {
      product: SLUG,
      machineId: randomBytes(16).toString('hex').toUpperCase(),
      machineName,
      platformVersion: '8.1.5.2',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as DeviceCodeResponse;
}

async function indicatorPolls(request: APIRequestContext, code: DeviceCodeResponse) {
  const response = await request.post('/api/device/token', {
    form: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: code.device_code },
  });
  return { status: response.status(), body: await response.json() };
}

/** The buyer follows the indicator's link (the code filled in) and approves on the shop. */
async function approveFromLink(page: Page, code: DeviceCodeResponse) {
  await openLink(page, code);
  await page.getByTestId('activate-approve').click();
}

/** The `verification_uri_complete` on this test's server (the shop's public URL may name another host). */
async function openLink(page: Page, code: DeviceCodeResponse) {
  const link = new URL(code.verification_uri_complete);
  await page.goto(`${link.pathname}${link.search}`);
}

test.describe('signing in from the indicator (RFC 8628) and machines per seat', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a buyer approves two machines, the third is refused until one is freed, then it signs in', async ({
    page,
    t,
    language,
  }) => {
    const buyer = await signUpViaApi(page);
    await buyFreeIndicatorViaApi(page, buyer.token, SLUG);

    // First machine: the link the indicator shows, the machine's name and NinjaTrader's version on the page.
    const desk = await indicatorAsks(page.request, 'Desk');
    await openLink(page, desk);
    await expect(page.getByTestId('activate-machine')).toHaveText('Desk');
    await expect(page.getByTestId('activate-platform')).toHaveText('8.1.5.2');
    await page.getByTestId('activate-approve').click();
    await expect(page.getByTestId('activate-approved')).toHaveText(t('devices:activate.approved'));

    // Second machine: the buyer types the code as shown, lower case.
    const laptop = await indicatorAsks(page.request, 'Laptop');
    await page.getByTestId('activate-another').click();
    await page.getByLabel(t('devices:activate.codeLabel')).fill(laptop.user_code.toLowerCase());
    await page.getByRole('button', { name: t('devices:activate.check') }).click();
    await expect(page.getByTestId('activate-machine')).toHaveText('Laptop');
    await page.getByTestId('activate-approve').click();
    await expect(page.getByTestId('activate-approved')).toBeVisible();
    for (const code of [desk, laptop]) {
      const answer = await indicatorPolls(page.request, code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.licence.split('.')).toHaveLength(3);
    }

    // A third machine does not fit one seat of two machines: the page says to free one.
    const vps = await indicatorAsks(page.request, 'VPS');
    await approveFromLink(page, vps);
    const products = (await (await page.request.get(`/api/products?lang=${language}`)).json()) as Product[];
    const name = products.find((product) => product.slug === SLUG)!.name;
    await expect(page.getByRole('alert')).toHaveText(
      t('errors:device.seatsFull', { seats: 1, machines: 2, product: name }),
    );

    // The customer area lists both machines; the buyer frees the desk.
    await page.goto('/profile?tab=indicators');
    const machines = page.getByTestId('my-machines');
    await expect(machines.getByTestId('machine')).toHaveCount(2);
    await expect(machines.getByTestId('machine-name').first()).toContainText('Desk');
    await machines.getByTestId('machine-free').first().click();
    await expect(page.getByTestId('machine-freed')).toHaveText(
      t('devices:machines.freed', { machine: 'Desk' }),
    );
    await expect(machines.getByTestId('machine')).toHaveCount(1);

    // Now the third machine's code, still pending, is approved and its indicator gets its file.
    await approveFromLink(page, vps);
    await expect(page.getByTestId('activate-approved')).toBeVisible();
    expect((await indicatorPolls(page.request, vps)).status).toBe(200);
  });
});
