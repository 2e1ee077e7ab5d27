import type { Product } from '@shop/contracts';
import { expect, signUpViaApi, test, translate } from '../fixtures';

test('a purchase made in the other language reads in the reader’s language, and follows a switch', async ({
  page,
  language,
}) => {
  const other = language === 'fr' ? 'en' : 'fr';
  const buyer = await signUpViaApi(page);
  const free = async (lang: string) =>
    ((await (await page.request.get(`/api/products?free=true&lang=${lang}`)).json()) as Product[])[0]!;
  const texts = { fr: await free('fr'), en: await free('en') };
  const product = texts[language];
  expect(texts.fr._id).toBe(texts.en._id);
  expect(texts.fr.description).not.toBe(texts.en.description);
  // Ordered while the site was in the other language: the order's snapshot was taken in that language.
  const ordered = await page.request.post('/api/checkout/create-free-order', {
    headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': other },
    data: { withdrawalConsent: true, cartItems: [{ product: product._id, qty: 1 }] },
  });
  expect(ordered.ok()).toBeTruthy();

  await page.goto('/profile?tab=indicators');
  const purchase = page.getByTestId('purchased-product').first();
  await expect(purchase).toContainText(texts[language].name);
  await expect(purchase).toContainText(texts[language].description);

  await page.goto('/profile?tab=orders');
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(texts[language].name);

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: translate(other, `languages.${other}`) }).click();
  await expect(row).toContainText(texts[other].name);
  // The account's stored language (later e-mails use it) followed the switch.
  const exported = async () =>
    (
      await (
        await page.request.get('/api/users/me/export', {
          headers: { authorization: `Bearer ${buyer.token}` },
        })
      ).json()
    ).profile.language;
  await expect.poll(exported).toBe(other);
  await page.goto('/profile?tab=indicators');
  await expect(purchase).toContainText(texts[other].description);
});
