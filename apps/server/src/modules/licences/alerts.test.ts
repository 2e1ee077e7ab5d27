import type { Language } from '@shop/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { insertUser, useModuleWorld } from '../../../test/helpers/module-deps';
import { mailQueue, users } from '../../lib/db/schema';
import { parisDayStart, sendLicenceDigests, setLicenceAlerts } from './alerts';
import type { ExportDeps } from './deps';
import { requestLicence } from './service';

/**
 * Admins' alerts of new requests, built from the licences' parts on a database copy without an app. The alert
 * routes (an admin's own choice, audited) are admin.test.ts's.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});
const DAY = 86_400_000;

let machines = 500;
async function newRequest() {
  const { buyer, product, order } = await paidLine(world().db);
  machines += 1;
  const body = { productId: product.id, orderId: order.id, machineIdName: `${machineId(machines)}-Desk` };
  const request = await requestLicence(deps, callerOf(buyer), body, 'en');
  return { buyer, product, request };
}

async function admin(mode: 'each' | 'digest' | 'none', language: Language = 'fr') {
  const user = await insertUser(world().db, { isAdmin: true, language });
  if (mode !== 'each') await setLicenceAlerts(world().db, user.id, mode);
  return user;
}

const mailsTo = (email: string, template: string) =>
  world()
    .db.select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

describe('admins hear of new licence requests as each chose', () => {
  it('e-mails an admin on "each" per request in their language, and neither "digest" nor "none" nor a customer', async () => {
    const each = await admin('each', 'en');
    const eachFr = await admin('each', 'fr');
    const digest = await admin('digest');
    const none = await admin('none');
    const { buyer, product, request } = await newRequest();
    const [english] = await mailsTo(each.email, 'licence-admin-request');
    expect(english!.subject).toBe(`[Licence] New request: ${product.nameEn}`);
    expect(english!.textBody).toContain(
      `${buyer.name} <${buyer.email}> asks for a licence for ${product.nameEn} (machine ${request.machineIdName})`,
    );
    expect(english!.textBody).toContain('/admin?tab=licenses');
    const [french] = await mailsTo(eachFr.email, 'licence-admin-request');
    expect(french!.subject).toBe(`[Licence] Nouvelle demande : ${product.nameFr}`);
    for (const quiet of [digest, none]) {
      expect(await mailsTo(quiet.email, 'licence-admin-request')).toHaveLength(0);
    }
    expect(await mailsTo(buyer.email, 'licence-admin-request')).toHaveLength(0);
  });

  it('sends the digest once a day across runs, listing the day’s requests, and nothing on a day without', async () => {
    const digest = await admin('digest', 'en');
    const none = await admin('none');
    // Today's requests: today's digest, sent at once, has nothing yet (the admin chose it today).
    expect(await sendLicenceDigests(deps)).toBe(0);
    const made = [await newRequest(), await newRequest()];
    const tomorrow = new Date(parisDayStart(new Date()).getTime() + DAY + 3 * 3_600_000);
    const runs = await Promise.all([sendLicenceDigests(deps, tomorrow), sendLicenceDigests(deps, tomorrow)]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendLicenceDigests(deps, new Date(tomorrow.getTime() + 3_600_000))).toBe(0);
    const digests = await mailsTo(digest.email, 'licence-admin-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toMatch(/^\[Licences\] \d+ new request\(s\) on \d+ \w+ \d{4}$/);
    for (const { request } of made) expect(digests[0]!.textBody).toContain(request.machineIdName);
    expect(await mailsTo(none.email, 'licence-admin-digest')).toHaveLength(0);
    // The next day had no request: no digest, but that day counts as covered.
    expect(await sendLicenceDigests(deps, new Date(tomorrow.getTime() + DAY))).toBe(0);
    expect(await mailsTo(digest.email, 'licence-admin-digest')).toHaveLength(1);
    const [row] = await world()
      .db.select({ through: users.licenceDigestThrough })
      .from(users)
      .where(inArray(users.id, [digest.id]));
    expect(row!.through!.getTime()).toBe(parisDayStart(new Date(tomorrow.getTime() + DAY)).getTime());
  });

  it('takes midnight on the shop’s clock (Paris), in winter and in summer', () => {
    expect(parisDayStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart(new Date('2026-07-15T23:30:00Z')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(parisDayStart(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
