import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/config';
import type { Database, DatabaseHandle, Executor } from '../../src/lib/db/client';
import { orderItems, orders, products, users } from '../../src/lib/db/schema';
import type { MailService } from '../../src/lib/mail/plugin';
import { MailQueue } from '../../src/lib/mail/queue';
import { createOutboxTransport } from '../../src/lib/mail/transport';
import { type FileStorage, LocalFileStorage } from '../../src/lib/storage/storage';
import type { AuditActor } from '../../src/modules/audit';
import { type CurrentSeller, readSellerIdentity } from '../../src/modules/seller-identity';
import { openTestDatabase } from '../test-app';

/**
 * What a module test builds a module from instead of starting the app: its own copy of the migrated, seeded
 * template database, a data folder with files stored in it, and the real mail queue writing rows to that
 * database (`flush` hands them to an outbox folder).
 */
export interface ModuleWorld {
  handle: DatabaseHandle;
  db: Database;
  storage: FileStorage;
  mail: Pick<MailService, 'enqueue' | 'enqueueAll' | 'flush'>;
  seller: CurrentSeller;
  log: pino.Logger;
  dataDir: string;
  /** The configuration a test shop runs with (test defaults, this world's data folder). */
  config: AppConfig;
}

/** Opens a module world before the file's tests and removes it after them; read it inside the tests. */
export function useModuleWorld(): () => ModuleWorld {
  let world: ModuleWorld | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-module-'));
    const db = opened.handle.db;
    const storage = new LocalFileStorage(join(dataDir, 'files'));
    const log = pino({ level: 'silent' });
    const queue = new MailQueue({
      db,
      storage,
      log,
      transport: createOutboxTransport(join(dataDir, 'outbox')),
      from: 'shop@example.test',
    });
    // Read once, as the app's cache does on PGlite: a read on `db` inside a transaction would wait for it.
    const { identity } = await readSellerIdentity(db);
    world = {
      handle: opened.handle,
      db,
      storage,
      log,
      dataDir,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, VIES_URL: 'off' }),
      mail: {
        enqueue: async (mail, executor) => (await queue.enqueueAll([mail], executor))[0]!,
        enqueueAll: (mails, executor) => queue.enqueueAll(mails, executor),
        flush: () => queue.flush(),
      },
      seller: { current: async () => identity },
    };
  });
  afterAll(async () => {
    await drop?.();
    if (world) await rm(world.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!world) throw new Error('the module world opens in beforeAll');
    return world;
  };
}

let counter = 0;

/** A user row for the tests of other features (no password that signs in: these tests never sign in). */
export async function insertUser(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `Module User ${counter}`,
      email: `module-${Date.now()}-${counter}@example.test`,
      passwordHash: 'not-a-password-hash',
      ...overrides,
    })
    .returning();
  return user!;
}

/** A new customer with a paid order of `cents`: one line of the first catalogue product. */
export async function insertPaidCustomer(
  db: Executor,
  cents: number,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await insertUser(db, overrides);
  const [product] = await db.select().from(products).limit(1);
  const [order] = await db
    .insert(orders)
    .values({ userId: user.id, totalCents: cents, status: 'paid', isPaid: true, paidAt: new Date() })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product!.id,
    name: product!.nameEn,
    unitPriceCents: cents,
    quantity: 1,
  });
  return { user, order: order! };
}

/** The audit actor of a user acting from a test address. */
export const actorOf = (user: { id: string; email: string }): AuditActor => ({
  id: user.id,
  email: user.email,
  ip: '198.51.100.4',
});
