import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from '../axe';
import { adminToken, createProduct, expect, signInAdminViaApi, signUpViaApi, test } from '../fixtures';
import { createAccountViaApi } from '../signup';

const machineId = () => randomBytes(16).toString('hex').toUpperCase();

test.describe('free trials', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor sees the 14-day trial, signs up, starts it on a machine and downloads its licence file', async ({
    page,
    t,
    language,
  }) => {
    const name = `Zz Trial ${language} ${Date.now()}`;
    const product = await createProduct(page.request, await adminToken(page.request), name, 49, {
      trialDays: 14,
    });

    // Signed out: the offer on the catalogue's card, in the product's facts and on the panel, which asks to
    // sign in first.
    await page.goto('/indicators');
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card.getByTestId('product-card-trial')).toHaveText(t('catalog:card.trial', { count: 14 }));
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('product-trial')).toHaveText(t('catalog:card.trial', { count: 14 }));
    const panel = page.getByTestId('trial-panel');
    await expect(panel).toContainText(t('catalog:card.trial', { count: 14 }));
    await expect(panel.getByTestId('trial-sign-in')).toHaveText(t('catalog:trial.signIn'));

    await signUpViaApi(page);
    await page.goto(`/product/${product.slug}`);
    const machine = machineId();
    await panel.getByTestId('trial-machine').fill('ABCDEF12');
    await panel.getByTestId('trial-start').click();
    await expect(panel.getByRole('alert')).toHaveText(t('errors:license.validation.missingDash'));
    await expectNoViolations(page, 'product page, trial form with its error');
    await panel.getByTestId('trial-machine').fill(`${machine}-TradingPC`);
    await panel.getByTestId('trial-start').click();
    await expect(panel.getByTestId('trial-started')).toContainText(t('catalog:trial.area'));

    // A second trial of the product on the same account is refused with the server's message.
    await page.reload();
    await panel.getByTestId('trial-machine').fill(`${machineId()}-Laptop`);
    await panel.getByTestId('trial-start').click();
    await expect(panel.getByRole('alert')).toHaveText(t('errors:trial.alreadyUsed'));

    await page.goto('/profile?tab=indicators');
    const row = page.getByTestId('my-trial').filter({ hasText: name });
    await expect(row).toContainText(`${machine}-TradingPC`);
    await expect(row.getByTestId('my-trial-status')).toHaveText(t('licences:trials.running'));
    const download = page.waitForEvent('download');
    await row.getByTestId('trial-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${product.slug}-trial-${machine}.lic`);
    const payload = (await readFile((await file.path())!, 'utf8')).trim().split('.')[1]!;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ kind: 'trial', machineId: machine, product: product.slug, orderId: null });
    expect(Date.parse(claims.expiresAt) - Date.parse(claims.issuedAt)).toBe(14 * 86_400_000);
  });

  test('an admin sees a trial in the Trials tab and extends it by five days', async ({
    page,
    t,
    language,
  }) => {
    const token = await adminToken(page.request);
    const product = await createProduct(page.request, token, `Zz Trial admin ${language} ${Date.now()}`, 29, {
      trialDays: 7,
    });
    const buyer = await createAccountViaApi(page.request, {
      name: 'Trial Buyer',
      email: `trial-${machineId()}@e2e.test`,
      password: 'correct-horse-battery-9',
    });
    const machine = machineId();
    const started = await page.request.post('/api/trials', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { productId: product._id, machineIdName: `${machine}-Desk` },
    });
    expect(started.status()).toBe(201);
    const { endsAt } = (await started.json()) as { endsAt: string };

    await signInAdminViaApi(page);
    await page.goto('/admin?tab=trials');
    const row = page.getByTestId('admin-trial-row').filter({ hasText: machine });
    await expect(row).toContainText(t('admin:trials.running'));
    await expectNoViolations(page, 'admin Trials tab');
    await row.getByTestId('admin-trial-days').fill('5');
    await row.getByTestId('admin-trial-extend').click();
    await expect(page.getByTestId('admin-trial-outcome')).toBeVisible();
    const list = await page.request.get('/api/admin/trials', {
      headers: { authorization: `Bearer ${token}` },
    });
    const trial = ((await list.json()) as { trials: { machineId: string; endsAt: string }[] }).trials.find(
      (candidate) => candidate.machineId === machine,
    );
    expect(Date.parse(trial!.endsAt) - Date.parse(endsAt)).toBe(5 * 86_400_000);
  });
});
