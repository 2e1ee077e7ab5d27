import { expect, signInAdminViaApi, test } from '../fixtures';

/**
 * The owner adds a webhook endpoint in the back-office (docs/rules/webhooks.md): its signing secret shown once,
 * the endpoint listed with its events. The address is a public IP, so registering it resolves no name.
 */
test('the owner adds a webhook endpoint and sees its secret once', async ({ page, t }) => {
  await signInAdminViaApi(page);
  await page.goto('/admin?tab=webhooks');
  const url = `https://93.184.216.34/hooks/${Date.now()}`;
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-description').fill('Discord');
  await page.getByTestId('webhook-event-licence.issued').check();
  await page.getByTestId('webhook-save').click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect(page.getByTestId('webhook-outcome')).toHaveText(t('admin:webhooks.created'));
  const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: url });
  await expect(endpoint).toContainText('order.paid, licence.issued');
  await expect(endpoint.getByTestId('webhook-state')).toHaveText(t('admin:webhooks.on'));
  await page.reload();
  await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url })).toBeVisible();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
});
