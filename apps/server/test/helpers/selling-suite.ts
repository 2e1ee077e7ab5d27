import { beforeAll } from 'vitest';
import { indicatorKey } from '../../src/lib/storage/storage';
import type { ShopModule } from '../../src/modules/shop-module';
import type { TestApp } from '../test-app';
import type { Catalogue } from './checkout';
import { type Admin, setupRefundSuite } from './refunds';
import { productsBySlug } from './selling';

export interface SellingSuite {
  ctx: TestApp;
  shop: Catalogue;
  admin: Admin;
  /** The seeded products by slug (the bundle and the Lite/Premium pairs of docs/rules/bundles.md, upgrades.md). */
  bySlug: Awaited<ReturnType<typeof productsBySlug>>;
}

/**
 * The shared setup of a selling test file (coupons, dollars, bundles, upgrades): one listening test app of
 * `modules` and what they need (the SDK reaches the sandbox over HTTP), its catalogue, its products by slug and
 * a signed-in admin, with a file to download for each product `downloads` names. The fields are filled before
 * all the file's tests: read them in tests and hooks, never at import.
 */
export function sellingSuite(
  modules: readonly ShopModule[],
  downloads: readonly string[] = [],
): SellingSuite {
  const suite = {} as SellingSuite;
  setupRefundSuite(modules, (ready) => Object.assign(suite, ready));
  beforeAll(async () => {
    suite.bySlug = await productsBySlug(suite.ctx);
    for (const slug of downloads) {
      const key = indicatorKey(suite.bySlug.get(slug)!.downloadFile);
      await suite.ctx.app.storage.put(key, Buffer.from('zip'), { overwrite: true });
    }
  });
  return suite;
}
