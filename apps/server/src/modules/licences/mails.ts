import { pageLinks } from '@shop/contracts';
import { localized } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { licenceRequests, products, users } from '../../lib/db/schema';
import { translator } from '../../lib/i18n';
import { renderEmailLayout } from '../../lib/mail/layout';
import type { OutgoingMail } from '../../lib/mail/types';
import type { LicenceDeps, LicenceMailDeps } from './deps';
import { licenceGreeting } from './greeting';

/** The e-mails a buyer gets about a request: received, approved (or exported by status), declined. */
export type BuyerLicenceMail = 'requested' | 'approved' | 'rejected';

/** A request with what its e-mails print: product names, and the buyer's address, language and verification. */
export async function licenceMailRow(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      request: licenceRequests,
      product: { nameFr: products.nameFr, nameEn: products.nameEn },
      user: {
        name: users.name,
        email: users.email,
        language: users.language,
        verifiedAt: users.emailVerifiedAt,
        deletedAt: users.deletedAt,
      },
    })
    .from(licenceRequests)
    .innerJoin(products, eq(products.id, licenceRequests.productId))
    .innerJoin(users, eq(users.id, licenceRequests.userId))
    .where(eq(licenceRequests.id, id));
  return row;
}
export type LicenceMailRow = NonNullable<Awaited<ReturnType<typeof licenceMailRow>>>;

/**
 * The buyer's e-mail about a request, in the buyer's language; none to a closed account. The machine's name (the
 * buyer's own text) is printed only to a verified address.
 */
export async function buyerLicenceMail(
  deps: LicenceMailDeps,
  row: LicenceMailRow,
  kind: BuyerLicenceMail,
): Promise<OutgoingMail | undefined> {
  const buyer = row.user;
  if (buyer.deletedAt) return undefined;
  const { language } = buyer;
  const verified = buyer.verifiedAt !== null;
  const { machineId, machineName } = row.request;
  const params = {
    product: localized(row.product, 'name', language),
    machine: verified ? `${machineId}-${machineName}` : machineId,
    reason: row.request.adminNotes ?? '',
  };
  const t = translator(language, `licenceEmails:${kind}.`);
  const body = [t('body', params)];
  if (kind === 'rejected') body.push(translator(language, 'licenceEmails:rejected.')('reason', params));
  const { html, text } = renderEmailLayout({
    language,
    title: t('title', params),
    paragraphs: [licenceGreeting(language, { name: buyer.name, verified }), ...body],
    action: { label: t('action'), url: `${deps.config.publicUrl}${pageLinks.profileTab('indicators')}` },
    footer: [t('footer')],
    seller: await deps.sellerIdentity.current(),
  });
  return {
    to: buyer.email,
    subject: t('subject', params),
    text,
    html,
    template: `licence-${kind}`,
    language,
  };
}

/** Queues, in the caller's transaction, the buyer's e-mail about request `id`. */
export async function queueBuyerLicenceMail(
  deps: LicenceMailDeps & Pick<LicenceDeps, 'mail'>,
  tx: Executor,
  kind: BuyerLicenceMail,
  id: string,
): Promise<void> {
  const row = await licenceMailRow(tx, id);
  const mail = row && (await buyerLicenceMail(deps, row, kind));
  if (mail) await deps.mail.enqueue(mail, tx);
}
