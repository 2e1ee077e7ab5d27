import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceRequests, products } from '../../lib/db/schema';
import { updatesUntil } from '../entitlements';
import { adminUpdateLicence } from './admin-service';
import type { ExportDeps } from './deps';
import { licenceFileLink, requestLicence } from './service';
import { verifyLicence } from './signing';

/**
 * The updates period a licence file carries, built from the licences' parts on a database copy without an app.
 * That checkout copies the product's plan onto the line it sells is checkout/updates-snapshot.test.ts's.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});

const setPlan = (productId: string, updatesMonths: number | null) =>
  world().db.update(products).set({ updatesMonths }).where(eq(products.id, productId));

let machines = 0x300;
/**
 * A buyer's licence of a line that kept `lineMonths`, approved while the product says `productMonths`, and its
 * file as the buyer downloads it.
 */
async function licencedBuyer(lineMonths: number | null, productMonths: number | null) {
  machines += 1;
  const { buyer, product, order } = await paidLine(world().db, { updatesMonths: lineMonths });
  await setPlan(product.id, productMonths);
  const caller = callerOf(buyer);
  const body = { productId: product.id, orderId: order.id, machineIdName: `${machineId(machines)}-PC` };
  const { _id: id } = await requestLicence(deps, caller, body, 'en');
  await adminUpdateLicence(deps, id, { status: 'approved' }, 'en', async () => {});
  const file = async () => {
    await licenceFileLink(deps, caller, id);
    const [row] = await world().db.select().from(licenceRequests).where(eq(licenceRequests.id, id));
    const stored = await world().storage.get(row!.licenceFileKey!);
    return verifyLicence(stored!.toString('utf8'), deps.signer.publicKey);
  };
  return { product, order, id, file };
}

describe('updatesUntil in a licence file', () => {
  let productId = '';
  afterAll(() => setPlan(productId, null));

  it('is the order’s paid time plus the months its line kept, whatever the product says later', async () => {
    const { product, order, id, file } = await licencedBuyer(12, 12);
    productId = product.id;
    const expected = updatesUntil(order.paidAt!, 12)!.toISOString();
    expect((await file()).updatesUntil).toBe(expected);

    // The product moves to 3 months; this buyer's next file, signed again, still carries their 12.
    await setPlan(product.id, 3);
    await world().db.update(licenceRequests).set({ expiresAt: null }).where(eq(licenceRequests.id, id));
    const resigned = await file();
    expect(resigned.updatesUntil).toBe(expected);
    expect(resigned.expiresAt).not.toBeNull();
  });

  it('is null for a line with every update, whatever the product says', async () => {
    const { product, file } = await licencedBuyer(null, 6);
    productId = product.id;
    expect(await file()).toMatchObject({ kind: 'lifetime', updatesUntil: null });
  });
});
