import type { FastifyInstance } from 'fastify';
import { products, vendorLicenceTasks } from '../../src/lib/db/schema';
import { createUser } from '../fixtures';

/** A pending NinjaTrader licence to create, of a new buyer and the first product, inserted straight in. */
export async function insertVendorLicenceTask(app: FastifyInstance): Promise<string> {
  const { user } = await createUser(app);
  const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
  const [task] = await app.db
    .insert(vendorLicenceTasks)
    .values({
      userId: user.id,
      productId: product!.id,
      orderId: null,
      ninjaTraderEmail: `nt-${user.id}@ninja.example`,
      action: 'create',
      reason: 'purchase',
    })
    .returning({ id: vendorLicenceTasks.id });
  return task!.id;
}
