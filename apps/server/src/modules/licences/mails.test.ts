import { licenceRequestListSchema } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, licenceDeps, machineId, paidLine } from '../../../test/helpers/licence-deps';
import { useModuleWorld } from '../../../test/helpers/module-deps';
import { licenceRequests, mailQueue } from '../../lib/db/schema';
import { adminExportLicence, adminUpdateLicence } from './admin-service';
import type { ExportDeps } from './deps';
import { listMyLicences, requestLicence } from './service';

/**
 * The buyer's e-mails about a request, built from the licences' parts on a database copy without an app. The
 * refusal's translated answer is admin.test.ts's.
 */
const world = useModuleWorld();
let deps: ExportDeps;
beforeAll(() => {
  deps = licenceDeps(world());
});

let machines = 100;
/** A buyer in `language`, verified or not, with a pending request for machine `<hex>-Bureau`. */
async function requested(language: Language, verified: boolean) {
  const { buyer, product, order } = await paidLine(world().db, {
    buyer: { language, emailVerifiedAt: verified ? new Date() : null },
  });
  machines += 1;
  const body = { productId: product.id, orderId: order.id, machineIdName: `${machineId(machines)}-Bureau` };
  const request = await requestLicence(deps, callerOf(buyer), body, 'en');
  return { buyer, product, request };
}

const mailsTo = (email: string, template: string) =>
  world()
    .db.select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), eq(mailQueue.template, template)));

const noAudit = async () => {};
const put = (id: string, body: Parameters<typeof adminUpdateLicence>[2], language: Language = 'en') =>
  adminUpdateLicence(deps, id, body, language, noAudit);
const buyerList = async (buyer: { id: string }) =>
  licenceRequestListSchema.parse(await listMyLicences(deps, buyer.id, 'en'));

describe('the buyer hears back about a licence request', () => {
  it('confirms a request in the buyer’s language, greeting by name and naming the machine only to a verified address', async () => {
    const fr = await requested('fr', true);
    const [confirmation] = await mailsTo(fr.buyer.email, 'licence-requested');
    expect(confirmation!.subject).toBe(`Demande de licence reçue : ${fr.product.nameFr}`);
    expect(confirmation!.textBody).toContain(`Bonjour ${fr.buyer.name},`);
    expect(confirmation!.textBody).toContain(`machine ${fr.request.machineIdName}`);

    const en = await requested('en', false);
    const [unverified] = await mailsTo(en.buyer.email, 'licence-requested');
    expect(unverified!.subject).toBe(`Licence request received: ${en.product.nameEn}`);
    expect(unverified!.textBody).toContain('Hello,');
    expect(unverified!.textBody).not.toContain(en.buyer.name);
    expect(unverified!.textBody).toContain(`machine ${en.request.machineId})`);
    expect(unverified!.textBody).not.toContain('Bureau');
  });

  it('e-mails an approval once, in the buyer’s language', async () => {
    const { buyer, product, request } = await requested('en', true);
    await put(request._id, { status: 'approved' });
    await put(request._id, { status: 'approved', adminNotes: 'checked' });
    const approvals = await mailsTo(buyer.email, 'licence-approved');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]!.subject).toBe(`Your ${product.nameEn} licence is approved`);
    expect(approvals[0]!.textBody).toContain(`Hello ${buyer.name},`);
    // A note on any other status stays the back-office's own.
    expect((await buyerList(buyer))[0]!.adminNotes).toBeNull();
  });

  it('refuses a rejection without a reason, then e-mails the reason and shows it in the buyer’s list', async () => {
    const { buyer, product, request } = await requested('fr', true);
    for (const body of [
      { status: 'rejected' as const },
      { status: 'rejected' as const, adminNotes: '   ' },
    ]) {
      await expect(put(request._id, body, 'fr')).rejects.toMatchObject({
        statusCode: 400,
        code: 'license.reasonRequired',
      });
    }
    const [row] = await world().db.select().from(licenceRequests).where(eq(licenceRequests.id, request._id));
    expect(row!.status).toBe('pending');
    expect(await mailsTo(buyer.email, 'licence-rejected')).toHaveLength(0);

    const reason = 'Cet identifiant n’est pas celui affiché par NinjaTrader.';
    await put(request._id, { status: 'rejected', adminNotes: reason });
    const [rejection] = await mailsTo(buyer.email, 'licence-rejected');
    expect(rejection!.subject).toBe(`Votre demande de licence ${product.nameFr} est refusée`);
    expect(rejection!.textBody).toContain(`Raison donnée par notre équipe : ${reason}`);
    expect(rejection!.htmlBody).toContain('Raison donnée par notre équipe');
    expect((await buyerList(buyer))[0]).toMatchObject({ status: 'rejected', adminNotes: reason });
  });

  it('e-mails the exported licence in the buyer’s language, greeting an unverified address by no name', async () => {
    const { buyer, product, request } = await requested('fr', false);
    expect((await adminExportLicence(deps, request._id, 'en', noAudit)).status).toBe('exported');
    const [licence] = await mailsTo(buyer.email, 'licence-export');
    expect(licence!.subject).toBe(`Votre licence ${product.nameFr}`);
    expect(licence!.textBody).toContain('Bonjour,');
    expect(licence!.textBody).not.toContain(buyer.name);
  });

  it('sends nothing to the buyer of another request, and only to the buyer', async () => {
    const first = await requested('en', true);
    const second = await requested('en', true);
    await put(first.request._id, { status: 'rejected', adminNotes: 'Wrong machine' });
    const rejections = await world()
      .db.select()
      .from(mailQueue)
      .where(eq(mailQueue.template, 'licence-rejected'));
    const mine = rejections.filter((mail) => mail.textBody.includes('Wrong machine'));
    expect(mine.map((mail) => mail.toAddress)).toEqual([first.buyer.email]);
    expect(await mailsTo(second.buyer.email, 'licence-rejected')).toHaveLength(0);
  });
});
