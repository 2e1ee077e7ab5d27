import { expect, seedCart, signUpViaApi, test } from '../fixtures';

test.describe('withdrawal consent at checkout (Directive 2011/83/EU art. 16(m))', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the cart refuses to check out until the unticked box is ticked, then goes through', async ({
    page,
    t,
  }) => {
    await signUpViaApi(page, { name: 'Wanda Withdrawal' });
    await seedCart(page, ['vwap-lite']);
    await page.goto('/cart');
    const consent = page.getByRole('checkbox', { name: t('checkout:withdrawal.consent') });
    await expect(consent).not.toBeChecked();
    await expect(page.getByTestId('withdrawal-consent')).toContainText(t('checkout:withdrawal.guarantee'));

    await page.getByTestId('checkout-button').click();
    const error = page.getByTestId('withdrawal-consent').getByRole('alert');
    await expect(error).toHaveText(t('checkout:withdrawal.required'));
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(
      new RegExp(t('checkout:withdrawal.required').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(page).toHaveURL(/\/cart$/);

    await consent.check();
    await expect(error).toBeHidden();
    await page.getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/checkout\/free$/);
    // Ticked in the cart a moment ago: the free checkout page shows it ticked and confirms.
    await expect(page.getByRole('checkbox', { name: t('checkout:withdrawal.consent') })).toBeChecked();
    await page.getByTestId('free-checkout-confirm').click();
    await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  });

  test('the free checkout page, reached directly, asks for it too', async ({ page, t }) => {
    await signUpViaApi(page, { name: 'Frida Free' });
    await seedCart(page, ['vwap-lite']);
    await page.goto('/checkout/free');
    const consent = page.getByRole('checkbox', { name: t('checkout:withdrawal.consent') });
    await expect(consent).not.toBeChecked();
    await page.getByTestId('free-checkout-confirm').click();
    await expect(page.getByRole('alert')).toHaveText(t('checkout:withdrawal.required'));
    await expect(page.getByTestId('free-checkout-progress')).toBeHidden();
    await consent.check();
    await page.getByTestId('free-checkout-confirm').click();
    await expect(page.getByTestId('checkout-success')).toBeVisible({ timeout: 20_000 });
  });
});
