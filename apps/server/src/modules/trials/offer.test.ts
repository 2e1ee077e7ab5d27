import { adminProductSchema, money, productSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createModuleTestApp } from '../../../test/module-app';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { trialsModule } from '.';

/**
 * The trial routes, the licences they deliver, the checkout that converts them, the leases a trial may start,
 * and the signed file route (files).
 */
const composed = [trialsModule, licencesModule, checkoutModule, leasesModule, filesModule];

let ctx: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createModuleTestApp(composed, { MAIL_WORKER_ENABLED: 'false' });
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

const details = (name: string, extra: object = {}) => ({
  translations: {
    fr: { name, description: 'Un indicateur.', features: [] },
    en: { name, description: 'An indicator.', features: [] },
  },
  category: 'analyse',
  compatibility: 'NinjaTrader 8',
  countInStock: 10,
  ...extra,
});
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'fr') =>
  ctx.app.inject({ method, url, payload, headers: { ...admin, 'accept-language': language } });

describe('the trial a product offers (back-office product form)', () => {
  it('is set on creation, kept by an edit that leaves it out, removed with null, and shown by the storefront', async () => {
    const created = await send('POST', '/api/admin/products', {
      ...details('Trial Flow'),
      price: money(3000, 'eur'),
      trialDays: 14,
    });
    expect(created.statusCode).toBe(201);
    const product = adminProductSchema.parse(created.json());
    expect(product.trialDays).toBe(14);
    const storefront = async () =>
      productSchema.parse((await ctx.app.inject({ url: `/api/products/${product.slug}?lang=en` })).json());
    expect((await storefront()).trialDays).toBe(14);

    const kept = await send('PUT', `/api/admin/products/${product._id}`, details('Trial Flow'));
    expect(kept.json().trialDays).toBe(14);
    const removed = await send('PUT', `/api/admin/products/${product._id}`, {
      ...details('Trial Flow'),
      trialDays: null,
    });
    expect(removed.json().trialDays).toBeNull();
    expect((await storefront()).trialDays).toBeNull();
  });

  it('refuses anything but whole days from 1 to 90, with the form’s message in both languages', async () => {
    for (const trialDays of [0, 91, 2.5, '14']) {
      const fr = await send(
        'POST',
        '/api/admin/products',
        { ...details('Bad Trial'), price: money(500, 'eur'), trialDays },
        'fr',
      );
      const en = await send(
        'POST',
        '/api/admin/products',
        { ...details('Bad Trial'), price: money(500, 'eur'), trialDays },
        'en',
      );
      expect(fr.statusCode, String(trialDays)).toBe(400);
      expect(fr.json().message).toContain('1 à 90 jours');
      expect(en.json().message).toContain('1 to 90 days');
    }
  });
});
