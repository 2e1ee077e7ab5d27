import { randomBytes } from 'node:crypto';
import type { ReleasePublish } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Executor } from '../../src/lib/db/client';
import { orderItems, productReleases, products, subscriptions, type users } from '../../src/lib/db/schema';
import { zipBuffer } from '../../src/seed/placeholder-zip';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import { insertOrder, type ProductRow } from './downloads';

export interface ZipEntry {
  name: string;
  content: Buffer | string;
  compress?: boolean;
}

/** A zip of `entries`, written by yazl. */
export function buildZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) {
    const content = typeof entry.content === 'string' ? Buffer.from(entry.content) : entry.content;
    zip.addBuffer(content, entry.name, { compress: entry.compress ?? true, mtime: new Date('2026-01-01Z') });
  }
  return zipBuffer(zip);
}

const INFO_XML =
  '<?xml version="1.0"?><NinjaTrader><Export><Version>8.1.2.1</Version></Export></NinjaTrader>';

/** A NinjaTrader 8 export as Tools > Export > NinjaScript Add-On writes it, with `extra` entries. */
export const ninjaTraderExport = (extra: ZipEntry[] = [], options: { source?: boolean } = {}) =>
  buildZip([
    { name: 'Info.xml', content: INFO_XML },
    { name: 'AdditionalReferences.txt', content: '' },
    { name: 'OrderFlowPro.dll', content: randomBytes(4096) },
    ...(options.source === false
      ? []
      : [
          {
            name: 'bin/Custom/Indicators/OrderFlowPro.cs',
            content: 'public class OrderFlowPro : Indicator {}',
          },
        ]),
    { name: 'templates/Indicator/OrderFlowPro/Default.xml', content: '<Template/>' },
    ...extra,
  ]);

/**
 * Renames an entry inside a built zip (its local and central headers), to a name of the same length that
 * yazl itself refuses to write, such as `../evil.dll`.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('the names must have the same length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Makes the central directory declare `size` unpacked bytes for every entry: a bomb that lies about itself. */
export function declareUncompressedSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = out.indexOf(central); at !== -1; at = out.indexOf(central, at + 4))
    out.writeUInt32LE(size, at + 24);
  return out;
}

/** The admin's two steps: upload the zip, then publish it with its texts. */
export async function publishRelease(
  ctx: TestApp,
  admin: { authorization: string },
  productId: string,
  zip: Buffer,
  release: Partial<Omit<ReleasePublish, 'file'>> & { version: string },
) {
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/releases/upload?version=${release.version}`,
    payload: zip,
    headers: { ...admin, 'content-type': 'application/zip' },
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/releases`,
    payload: {
      minPlatformVersion: '8.1.2.1',
      changelogFr: `- Correctifs de la ${release.version}`,
      changelogEn: `- Fixes in ${release.version}`,
      ...release,
      file: upload.json().file,
    },
    headers: admin,
  });
}

/** Moves a release's publication time (entitlement compares it with the buyer's `updatesUntil`). */
export async function publishedDaysAgo(ctx: { app: { db: Executor } }, releaseId: string, days: number) {
  await ctx.app.db
    .update(productReleases)
    .set({ publishedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(productReleases.id, releaseId));
}

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const DAY_MS = 86_400_000;

/**
 * An admin and the buyers of the entitlement matrix (docs/rules/releases.md), each holding VWAP Premium their own way:
 * lifetime, lifetime with 12 months of updates bought 150 days ago (still running), with 3 months bought 250
 * days ago (ended 160 days ago), an active lease, an ended lease, a refunded line, and a stranger.
 */
export async function entitlementWorld(ctx: TestApp) {
  const admin = await createUser(ctx.app, { isAdmin: true });
  const [product] = await ctx.app.db.select().from(products).where(eq(products.slug, 'vwap-premium'));
  const buyers = await entitlementHolders(ctx.app.db, product!, (overrides) =>
    createUser(ctx.app, overrides),
  );
  return { admin, product: product!, buyers };
}

export type EntitlementWorld = Awaited<ReturnType<typeof entitlementWorld>>;

/**
 * The buyers of the entitlement matrix, each made by `newBuyer`: a user who signs in for the API's tests, a
 * bare row for a module test.
 */
export async function entitlementHolders<Buyer extends { user: { id: string } }>(
  db: Executor,
  product: ProductRow,
  newBuyer: (overrides: Partial<typeof users.$inferInsert>) => Promise<Buyer>,
) {
  const buyer = (overrides: Partial<typeof users.$inferInsert> = {}) => newBuyer(overrides);
  const line = async (identity: Buyer, paidDaysAgo: number, updatesMonths: number | null) => {
    const order = await insertOrder({ app: { db } }, identity.user.id, [{ product }], {
      paid: true,
      paidAt: daysAgo(paidDaysAgo),
    });
    await db.update(orderItems).set({ updatesMonths }).where(eq(orderItems.orderId, order.id));
    return order;
  };
  const lease = async (identity: Buyer, active: boolean) =>
    db.insert(subscriptions).values({
      userId: identity.user.id,
      productId: product.id,
      plan: 'monthly',
      priceCents: 1000,
      status: active ? 'active' : 'canceled',
      paidUntil: active ? new Date(Date.now() + 20 * DAY_MS) : daysAgo(10),
      endedAt: active ? null : daysAgo(10),
    });
  const world = {
    lifetime: await buyer({ language: 'fr' }),
    updatesRunning: await buyer({ language: 'en' }),
    updatesEnded: await buyer({ language: 'fr' }),
    leaseActive: await buyer({ language: 'en' }),
    leaseEnded: await buyer(),
    refunded: await buyer(),
    stranger: await buyer(),
  };
  await line(world.lifetime, 300, null);
  await line(world.updatesRunning, 150, 12);
  await line(world.updatesEnded, 250, 3);
  await lease(world.leaseActive, true);
  await lease(world.leaseEnded, false);
  const refundedOrder = await line(world.refunded, 30, null);
  await db.update(orderItems).set({ refundedQuantity: 1 }).where(eq(orderItems.orderId, refundedOrder.id));
  return world;
}
