import type { LicencePayload, SellerIdentity } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../lib/db/client';
import { licenceRequests } from '../../lib/db/schema';
import { translator } from '../../lib/i18n';
import { renderEmailLayout } from '../../lib/mail/layout';
import type { MailService } from '../../lib/mail/plugin';
import { licenceGreeting } from './greeting';

/** A signed licence on its way out: the file in storage and what it asserts. */
export interface SignedLicence {
  requestId: string;
  fileKey: string;
  fileName: string;
  payload: LicencePayload;
  productName: string;
  /** `verified`: the address proved it is the account's (only then is it greeted by the account's name). */
  buyer: { name: string; email: string; language: Language; verified: boolean };
}

/**
 * The "export to server" step. Each exporter runs inside the export's transaction, so what it queues
 * exists only if the export commits.
 */
export interface LicenceExporter {
  readonly kind: 'email' | 'http';
  export(tx: Transaction, licence: SignedLicence): Promise<void>;
}

/** The default: the signed file e-mailed to the buyer through the mail queue. */
export class EmailLicenceExporter implements LicenceExporter {
  readonly kind = 'email';

  constructor(
    private readonly mail: Pick<MailService, 'enqueue'>,
    private readonly accountUrl: string,
    /** The seller's stored identity (its cache), for the footer. */
    private readonly seller: () => Promise<SellerIdentity>,
  ) {}

  async export(tx: Transaction, licence: SignedLicence): Promise<void> {
    const { language } = licence.buyer;
    const t = translator(language, 'emails:licenceDelivery.');
    const subject = t('subject', { product: licence.productName });
    const { html, text } = renderEmailLayout({
      language,
      title: subject,
      paragraphs: [
        licenceGreeting(language, licence.buyer),
        t('intro', { product: licence.productName, machine: licence.payload.machineId }),
        t('attached'),
      ],
      action: { label: t('action'), url: this.accountUrl },
      footer: [t('signature')],
      seller: await this.seller(),
    });
    await this.mail.enqueue(
      {
        to: licence.buyer.email,
        subject,
        text,
        html,
        template: 'licence-export',
        language,
        attachments: [
          { storageKey: licence.fileKey, filename: licence.fileName, contentType: 'application/jwt' },
        ],
      },
      tx,
    );
  }
}

/** With LICENSE_EXPORT_URL: the request joins the delivery queue; `LicenceDeliveryQueue` POSTs it. */
export class HttpLicenceExporter implements LicenceExporter {
  readonly kind = 'http';

  async export(tx: Transaction, licence: SignedLicence): Promise<void> {
    await tx
      .update(licenceRequests)
      .set({
        deliveryStatus: 'queued',
        deliveryAttempts: 0,
        deliveryNextAttemptAt: sql`now()`,
        deliveryLockedUntil: null,
        deliveryLastError: null,
        deliveredAt: null,
      })
      .where(eq(licenceRequests.id, licence.requestId));
  }
}
