import { productSellingSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import { expectTranslatedRefusal, productsBySlug } from '../../../../test/helpers/selling';
import { createModuleTestApp } from '../../../../test/module-app';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog } from '../../../lib/db/schema';
import { catalogModule } from '..';

let ctx: TestApp;
let adminAuth: Record<string, string>;
let bySlug: Awaited<ReturnType<typeof productsBySlug>>;
beforeAll(async () => {
  ctx = await createModuleTestApp([catalogModule]);
  adminAuth = (await createUser(ctx.app, { isAdmin: true })).auth;
  bySlug = await productsBySlug(ctx);
});
afterAll(() => ctx.close());

const id = (slug: string) => bySlug.get(slug)!.id;
const put = (slug: string, path: string, payload: object, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id(slug)}/${path}`,
    headers: { ...adminAuth, 'accept-language': language },
    payload,
  });

describe('the product form’s bundle contents (docs/rules/bundles.md)', () => {
  it('sets, reads and audits a bundle’s contents', async () => {
    const saved = await put('trading-sessions', 'bundle', {
      productIds: [id('risk-reward'), id('vwap-lite')],
    });
    expect(saved.statusCode).toBe(200);
    expect(productSellingSchema.parse(saved.json()).contains.map((row) => row.slug)).toEqual([
      'risk-reward',
      'vwap-lite',
    ]);
    const read = await ctx.app.inject({
      url: `/api/admin/products/${id('trading-sessions')}/selling`,
      headers: adminAuth,
    });
    expect(read.json().contains).toHaveLength(2);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `product:${id('trading-sessions')}`));
    expect(audit.map((row) => row.action)).toContain('product.bundle');
    expect((await put('trading-sessions', 'bundle', { productIds: [] })).json().contains).toEqual([]);
  });

  it('refuses a bundle containing itself, another bundle, an unknown product or a product twice', async () => {
    await expectTranslatedRefusal(
      (language) => put('risk-reward', 'bundle', { productIds: [id('risk-reward')] }, language),
      400,
      'bundle.containsItself',
    );
    const nested = await expectTranslatedRefusal(
      (language) => put('trading-sessions', 'bundle', { productIds: [id('pack-sessions')] }, language),
      400,
      'bundle.containsBundle',
    );
    expect(nested.en).toContain('Sessions Bundle');
    await expectTranslatedRefusal(
      (language) => put('risk-reward', 'bundle', { productIds: [id('vwap-lite')] }, language),
      400,
      'bundle.isContained',
    );
    await expectTranslatedRefusal(
      (language) =>
        put('trading-sessions', 'bundle', { productIds: ['0190f7a4-0000-7000-8000-000000000000'] }, language),
      400,
      'bundle.unknownProduct',
    );
    const twice = await put('trading-sessions', 'bundle', { productIds: [id('vwap-lite'), id('vwap-lite')] });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'bundle.duplicate']);
  });
});

describe('the product form’s upgrade paths (docs/rules/upgrades.md)', () => {
  it('sets a path with its window and refuses one to itself, its reverse, a bundle and a bad window', async () => {
    const saved = await put('trading-sessions', 'upgrade-paths', {
      paths: [{ to: id('enhanced-session-levels'), withinDays: 30 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().upgradesTo).toEqual([
      expect.objectContaining({ slug: 'enhanced-session-levels', withinDays: 30 }),
    ]);
    await expectTranslatedRefusal(
      (language) =>
        put(
          'trading-sessions',
          'upgrade-paths',
          { paths: [{ to: id('trading-sessions'), withinDays: null }] },
          language,
        ),
      400,
      'upgrade.toItself',
    );
    await expectTranslatedRefusal(
      (language) =>
        put(
          'enhanced-session-levels',
          'upgrade-paths',
          { paths: [{ to: id('trading-sessions'), withinDays: null }] },
          language,
        ),
      400,
      'upgrade.cycle',
    );
    await expectTranslatedRefusal(
      (language) =>
        put(
          'trading-sessions',
          'upgrade-paths',
          { paths: [{ to: id('pack-sessions'), withinDays: null }] },
          language,
        ),
      400,
      'bundle.isUpgradeSide',
    );
    const badWindow = await put('trading-sessions', 'upgrade-paths', {
      paths: [{ to: id('enhanced-session-levels'), withinDays: 0 }],
    });
    expect([badWindow.statusCode, badWindow.json().code]).toEqual([400, 'upgrade.windowRange']);
  });
});
