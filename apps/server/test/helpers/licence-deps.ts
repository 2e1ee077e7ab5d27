import { pageLinks } from '@shop/contracts';
import type { AuthenticatedUser } from '../../src/lib/auth/plugin';
import type { Executor } from '../../src/lib/db/client';
import { orderItems, orders, products } from '../../src/lib/db/schema';
import { wallClock } from '../../src/lib/payments/clock';
import { generateSigningKeyPem } from '../../src/lib/secrets';
import { SignedUrls } from '../../src/lib/storage/signed-url';
import type { ExportDeps } from '../../src/modules/licences/deps';
import { EmailLicenceExporter } from '../../src/modules/licences/exporter';
import { LicenceSigner } from '../../src/modules/licences/signing';
import { recordShopEvent } from '../../src/modules/webhooks/outbox';
import { insertUser, type ModuleWorld } from './module-deps';

/**
 * The licences' named parts on a module world, as the module's setup builds them from the app: a fresh
 * signing key, the e-mail exporter (the default), and no delivery worker to nudge.
 */
export function licenceDeps(world: ModuleWorld): ExportDeps {
  return {
    db: world.db,
    config: world.config,
    signer: new LicenceSigner(generateSigningKeyPem()),
    storage: world.storage,
    mail: world.mail,
    sellerIdentity: world.seller,
    signedUrls: new SignedUrls('a-download-link-secret-for-module-tests'),
    leaseClock: wallClock,
    trialClock: () => new Date(),
    events: { record: (tx, event) => recordShopEvent(tx, event, new Date()) },
    exporters: [
      new EmailLicenceExporter(
        world.mail,
        `${world.config.publicUrl}${pageLinks.profileTab('indicators')}`,
        () => world.seller.current(),
      ),
    ],
    kick: () => {},
  };
}

/**
 * A new buyer's paid order of one seeded product, its line holding `quantity` seats; the buyer's row takes
 * `buyer` (language, verification…). What a licence request needs, written straight into the database.
 */
export async function paidLine(
  db: Executor,
  options: {
    quantity?: number;
    updatesMonths?: number | null;
    buyer?: Parameters<typeof insertUser>[1];
  } = {},
) {
  const buyer = await insertUser(db, options.buyer);
  const [product] = await db.select().from(products).limit(1);
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      totalCents: 0,
      status: 'paid',
      isPaid: true,
      paidAt: new Date(),
      isFree: true,
    })
    .returning();
  const [line] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId: product!.id,
      name: product!.nameFr,
      unitPriceCents: 0,
      quantity: options.quantity ?? 1,
      updatesMonths: options.updatesMonths ?? null,
    })
    .returning();
  return { buyer, product: product!, order: order!, line: line! };
}

/** A user's row as the request routes see its caller once the token is checked. */
export const callerOf = (user: {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}): AuthenticatedUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.isAdmin,
  adminAwaitingSecondFactor: false,
  secondFactor: false,
  tokenVersion: 0,
});

/** A Machine ID of 32 hexadecimal digits, one per `n`. */
export const machineId = (n: number) => n.toString(16).toUpperCase().padStart(32, 'B');
