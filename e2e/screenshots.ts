// `npm run screenshots`: captures home, catalogue, product and cart in French and English, at desktop and
// mobile width, into docs/screenshots/ (shown in the README).
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { makeConsent } from '@shop/contracts';
import { languages } from '@shop/i18n/language';
import { startShop } from '../scripts/shop-process.mjs';

const outDir = resolve(import.meta.dirname, '../docs/screenshots');
const declinedConsent = JSON.stringify(makeConsent('declined', false));
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

const { child, baseUrl } = await startShop({
  port: Number(process.env.SCREENSHOT_PORT ?? 4310),
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
});
try {
  const products = (await (await fetch(`${baseUrl}/api/products?sort=price_desc`)).json()) as {
    _id: string;
    slug: string;
  }[];
  const product = products[0]!;
  for (const language of languages) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
      await context.addInitScript((declined) => {
        localStorage.setItem('cookieConsent', declined);
        sessionStorage.setItem('guaranteePopupShown', 'true');
      }, declinedConsent);
      const page = await context.newPage();
      const shots: [string, string][] = [
        ['home', '/'],
        ['catalogue', '/indicators'],
        ['product', `/product/${product.slug}`],
      ];
      for (const [name, path] of shots) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `${outDir}/${name}-${language}-${device}.png` });
      }
      await page
        .getByRole('button', { name: language === 'fr' ? /ajouter au panier/i : /add to cart/i })
        .click();
      await page.waitForURL('**/cart');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${outDir}/cart-${language}-${device}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
console.log(`screenshots written to ${outDir}`);
