import type { ReleasePublish } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/helpers/downloads';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { entitlementHolders, ninjaTraderExport, publishedDaysAgo } from '../../../test/helpers/releases';
import { mailQueue, products, type users } from '../../lib/db/schema';
import { type ReleaseNoticeDeps, sendReleaseNotices } from './notices';
import { publishRelease, storeReleaseZip } from './service';

/**
 * The release notices (docs/rules/releases.md) queued by their service on a database copy, without the app, to
 * the buyers of the entitlement matrix. Who may download a release, and the release e-mails switch, are
 * entitlement.test.ts's; the publishing route's answers are upload.test.ts's.
 */
const world = useModuleWorld();
const newBuyer = async (overrides: Partial<typeof users.$inferInsert>) => ({
  user: await insertUser(world().db, overrides),
});
let admin: Awaited<ReturnType<typeof insertUser>>;
let product: typeof products.$inferSelect;
const holders = () => entitlementHolders(world().db, product, newBuyer);
let buyers: Awaited<ReturnType<typeof holders>>;
let optedOut: Awaited<ReturnType<typeof newBuyer>>;

const deps = (): ReleaseNoticeDeps => ({
  db: world().db,
  mail: world().mail,
  seller: world().seller,
  config: world().config,
  clock: async () => new Date(),
});

/** What the admin's upload and publication do: the zip stored under a new key, then published (201 or 200). */
async function publish(version: string, texts: Partial<Omit<ReleasePublish, 'file' | 'version'>> = {}) {
  const file = await storeReleaseZip(world().storage, product.slug, version, await ninjaTraderExport());
  const release: ReleasePublish = {
    minPlatformVersion: '8.1.2.1',
    changelogFr: `- Correctifs de la ${version}`,
    changelogEn: `- Fixes in ${version}`,
    ...texts,
    version,
    file,
  };
  return world().db.transaction((tx) =>
    publishRelease(tx, world().storage, {
      productId: product.id,
      release,
      adminId: admin.id,
      kept: world().config.releasesKept,
    }),
  );
}

const noticeMails = () =>
  world().db.select().from(mailQueue).where(eq(mailQueue.template, 'release-published'));

beforeAll(async () => {
  admin = await insertUser(world().db, { isAdmin: true });
  [product] = (await world().db.select().from(products).where(eq(products.slug, 'vwap-premium'))) as [
    typeof products.$inferSelect,
  ];
  buyers = await holders();
  // Published 200 days ago (inside every updates period), 100 days ago, and today.
  for (const [version, days] of [
    ['1.0.0', 200],
    ['1.1.0', 100],
    ['1.2.0', 0],
  ] as const) {
    const { release } = await publish(version);
    await publishedDaysAgo({ app: world() }, release.id, days);
  }
  // A lifetime buyer who turned release e-mails off in the profile.
  optedOut = await newBuyer({ releaseEmails: false });
  await insertOrder({ app: world() }, optedOut.user.id, [{ product }], { paid: true });
  // The notices of the releases published above go first.
  await sendReleaseNotices(deps());
  await world().db.delete(mailQueue);
});

describe('release notices', () => {
  it('go once to each entitled buyer who did not opt out, in their language, paced, never to others', async () => {
    const published = await publish('4.0.0', {
      changelogFr: '- Nouveau profil de volume',
      changelogEn: '- New volume profile',
    });
    expect(published.republished).toBe(false);
    // Two per run: the three entitled buyers take two runs, the third finds nothing left.
    expect(await sendReleaseNotices(deps(), 2)).toBe(2);
    expect(await sendReleaseNotices(deps(), 2)).toBe(1);
    expect(await sendReleaseNotices(deps(), 2)).toBe(0);
    const mails = await noticeMails();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [buyers.lifetime, buyers.updatesRunning, buyers.leaseActive].map((buyer) => buyer.user.email).sort(),
    );
    const french = mails.find((mail) => mail.toAddress === buyers.lifetime.user.email)!;
    expect(french.subject).toBe('VWAP Premium 4.0.0 est disponible');
    expect(french.textBody).toContain('- Nouveau profil de volume');
    expect(french.textBody).toContain('/profile?tab=indicators');
    const english = mails.find((mail) => mail.toAddress === buyers.leaseActive.user.email)!;
    expect(english.subject).toContain('4.0.0 is out');
    expect(english.textBody).toContain('- New volume profile');
  });

  it('are not sent again when the admin publishes the same version again', async () => {
    const again = await publish('4.0.0');
    expect(again.republished).toBe(true);
    expect(await sendReleaseNotices(deps())).toBe(0);
    expect(await noticeMails()).toHaveLength(3);
  });

  it('skip a release older than a buyer’s updates and every buyer not entitled', async () => {
    const old = await publish('0.9.0');
    // Published inside the ended updates period of `updatesEnded`: that buyer is told too.
    await publishedDaysAgo({ app: world() }, old.release.id, 200);
    expect(await sendReleaseNotices(deps())).toBe(4);
    const told = (await noticeMails())
      .filter((mail) => mail.subject.includes('0.9.0'))
      .map((mail) => mail.toAddress);
    expect(told).toContain(buyers.updatesEnded.user.email);
    for (const buyer of [buyers.leaseEnded, buyers.refunded, buyers.stranger, optedOut]) {
      expect((await noticeMails()).map((mail) => mail.toAddress)).not.toContain(buyer.user.email);
    }
  });
});
