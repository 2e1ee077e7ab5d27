import type { LicencePayload } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../src/lib/db/schema';
import type { Catalogue } from '../helpers/checkout';
import { askDeviceCode, decide, pollToken } from '../helpers/devices';
import { buyerWithFreeOrder, liveLicenceWithFile } from '../helpers/licences';
import type { TestApp } from '../test-app';
import { claimsOf } from './cases';

/** One `entitled` row of the client's table (clients/ninjascript/test/EntitlementTests.cs). */
export interface EntitledCase {
  name: string;
  expected: string;
  build: string;
  file: string;
  edition: string;
  granted: string;
  refused: string;
  seats: number;
}

const BUILD = 'order-flow';

/**
 * Files the running shop issued for one build sold as Premium then Lite (the owner's product settings), a seat
 * file of the Premium with 3 machines per seat, and a Premium file as signed before entitlements existed; each
 * with the verdict, edition and features the indicator must read from it.
 */
export async function entitlementCases(
  ctx: TestApp,
  shop: Catalogue,
  adminAuth: Record<string, string>,
): Promise<{ cases: EntitledCase[]; machineOf: (file: string) => string }> {
  const product = shop.free[0]!;
  const settings = (edition: string, features: string[], machinesPerSeat: number | null = null) =>
    ctx.app.db
      .update(products)
      .set({ licenceBuild: BUILD, licenceEdition: edition, licenceFeatures: features, machinesPerSeat })
      .where(eq(products.id, product.id));
  try {
    await settings('premium', ['delta-ladder', 'alerts'], 3);
    const premium = (await liveLicenceWithFile(ctx, shop, adminAuth)).file;
    const buyer = await buyerWithFreeOrder(ctx, shop);
    const code = await askDeviceCode(ctx, product.slug);
    expect((await decide(ctx, buyer.auth, code.user_code)).statusCode).toBe(200);
    const seat = (await pollToken(ctx, code.device_code)).json().licence as string;
    await settings('lite', []);
    const lite = (await liveLicenceWithFile(ctx, shop, adminAuth)).file;
    const { build: _b, edition: _e, features: _f, seats: _s, ...olderClaims } = claimsOf(premium);
    const older = await ctx.app.licences.signer.sign(olderClaims as LicencePayload);
    const premiumCase = {
      expected: 'valid',
      build: BUILD,
      file: premium,
      edition: 'premium',
      granted: 'delta-ladder alerts',
      refused: 'no-such-feature',
      seats: 1,
    };
    const refusedAll = { edition: '', granted: '', refused: 'delta-ladder', seats: 1 };
    return {
      machineOf: (file) => claimsOf(file).machineId,
      cases: [
        { ...premiumCase, name: 'premium by build' },
        // An indicator compiled with the product's slug before the owner named a build still runs.
        { ...premiumCase, name: 'premium by its product slug', build: product.slug },
        {
          ...premiumCase,
          ...refusedAll,
          name: 'premium by another build',
          expected: 'wrongProduct',
          build: 'x-build',
        },
        { ...premiumCase, ...refusedAll, name: 'lite by build', file: lite, edition: 'lite' },
        { ...premiumCase, name: 'seat', file: seat, seats: 3 },
        {
          ...premiumCase,
          ...refusedAll,
          name: 'older file by its product slug',
          file: older,
          build: product.slug,
        },
        { ...premiumCase, ...refusedAll, name: 'older file by build', expected: 'wrongProduct', file: older },
      ],
    };
  } finally {
    await ctx.app.db
      .update(products)
      .set({ licenceBuild: null, licenceEdition: null, licenceFeatures: [], machinesPerSeat: null })
      .where(eq(products.id, product.id));
  }
}
