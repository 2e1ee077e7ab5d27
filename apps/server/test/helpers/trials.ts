import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products, trials } from '../../src/lib/db/schema';
import { generateSigningKeyPem } from '../../src/lib/secrets';
import { SignedUrls } from '../../src/lib/storage/signed-url';
import { LicenceSigner } from '../../src/modules/licences/signing';
import type { TrialDeps } from '../../src/modules/trials/deps';
import { recordShopEvent } from '../../src/modules/webhooks/outbox';
import { createUser } from '../fixtures';
import type { TestApp } from '../test-app';
import type { ModuleWorld } from './module-deps';
import { postJson } from './two-factor';

/** `n` as a 32-character machine id, distinct from the licence helpers' ids. */
export const TRIAL_HEX = (n: number) => n.toString(16).toUpperCase().padStart(32, 'B');

/** Makes `productId` offer a trial of `days` days (as the back-office would). */
export async function offerTrial(app: FastifyInstance, productId: string, days: number | null = 14) {
  await app.db.update(products).set({ trialDays: days }).where(eq(products.id, productId));
}

export function startTrial(
  ctx: TestApp,
  auth: Record<string, string>,
  body: Record<string, unknown>,
  language = 'en',
) {
  return postJson(ctx.app, '/api/trials', body, { ...auth, 'accept-language': language });
}

let seeded = 0;
/** A new buyer's running trial of the first product, inserted straight into the database. */
export async function insertTrial(app: FastifyInstance, endsAt = new Date(Date.now() + 7 * 86_400_000)) {
  seeded += 1;
  const { user } = await createUser(app);
  const [product] = await app.db.select().from(products).limit(1);
  const [row] = await app.db
    .insert(trials)
    .values({
      userId: user.id,
      productId: product!.id,
      machineId: `TRIALSEED${Date.now()}${seeded}`,
      machineName: 'PC',
      startsAt: new Date(endsAt.getTime() - 14 * 86_400_000),
      endsAt,
      licenceFileKey: `trials/seed-${seeded}.lic`,
    })
    .returning();
  return row!;
}

/** Trials' named parts on a module world, with a clock a test moves; conversion's licences and leases refused. */
export function trialDepsOf(
  world: ModuleWorld,
): TrialDeps & { signer: LicenceSigner; moveClock(ms: number): void } {
  let shift = 0;
  const clock = () => new Date(Date.now() + shift);
  const unused = () => {
    throw new Error('this test converts no trial');
  };
  return {
    db: world.db,
    clock,
    moveClock: (ms) => {
      shift += ms;
    },
    storage: world.storage,
    signer: new LicenceSigner(generateSigningKeyPem()),
    signedUrls: new SignedUrls('trial-module-test-secret'),
    mail: world.mail,
    seller: world.seller,
    config: world.config,
    leases: { startFromTrial: unused },
    licences: { grantOnMachine: unused },
    events: { record: (tx, event) => recordShopEvent(tx, event, clock()) },
  };
}
