import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import {
  buyer,
  type Catalogue,
  confirmationMails,
  createSession,
  invoicesOf,
  payInSandbox,
  sessionIdOf,
  setupCheckoutSuite,
} from '../../../test/helpers/checkout';
import type { TestApp } from '../../../test/test-app';
import { invoices, mailQueue, users } from '../../lib/db/schema';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { invoicesModule } from '.';
import { repairInvoicePdfs } from './rendering';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([invoicesModule, checkoutModule, filesModule], (suite) => {
  ({ ctx, shop } = suite);
});

/** A paid card order of a new buyer: its invoice row (committed, PDF not rendered yet) and the buyer. */
async function paidOrder() {
  const customer = await buyer(ctx, {
    name: 'Grace Buyer',
    billingAddress: '12 rue des Snapshots',
    billingZip: '75011',
    billingCity: 'Paris',
    billingCountry: 'FR',
  });
  const created = await createSession(ctx, customer.auth, [{ product: shop.paid[0]!.id, qty: 1 }], 'en');
  const { sessionUrl, orderId } = created.json() as { sessionUrl: string; orderId: string };
  expect((await payInSandbox(ctx, sessionIdOf(sessionUrl))).statusCode).toBe(303);
  const [invoice] = await invoicesOf(ctx, orderId);
  return { ...customer, orderId, invoice: invoice! };
}

const textOf = async (pdf: Buffer) => (await new PDFParse({ data: pdf }).getText()).text;

describe('invoice PDFs rendered after the commit, from the snapshot', () => {
  it('renders on the invoice link, and after a crash that lost it renders the same bytes again', async () => {
    const { orderId, invoice, auth, user } = await paidOrder();
    expect(await ctx.app.storage.exists(invoice.fileKey)).toBe(false);

    const link = await ctx.app.inject({ url: `/api/invoices/${orderId}`, headers: auth });
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({
      url: (link.json() as { invoicePdfUrl: string }).invoicePdfUrl,
      headers: auth,
    });
    expect(file.statusCode).toBe(200);
    const first = file.rawPayload;
    const text = await textOf(first);
    expect(text).toContain(`Invoice no. ${invoice.number}`);
    expect(text).toContain('Grace Buyer');
    expect(text).toContain('12 rue des Snapshots');
    expect(text).toContain(shop.paid[0]!.nameEn);

    // Later changes to the buyer do not reach an issued invoice: it is rendered from what was frozen.
    await ctx.app.db.update(users).set({ billingName: 'Someone Else' }).where(eq(users.id, user.id));
    // The crash: committed, file gone (never written, or lost with the disk cache).
    await ctx.app.storage.delete(invoice.fileKey);
    expect(await repairInvoicePdfs(ctx.app)).toBe(1);
    const again = (await ctx.app.storage.get(invoice.fileKey))!;
    expect(again.equals(first)).toBe(true);
    expect(await textOf(again)).toBe(text);
    expect(await repairInvoicePdfs(ctx.app)).toBe(0);
  });

  it('attaches the PDF to the confirmation, rendered by the mail worker, and never sends it without', async () => {
    const rendered = await paidOrder();
    const lost = await paidOrder();
    // An older invoice, issued before snapshots, whose file is gone: nothing can rebuild it.
    await ctx.app.db.update(invoices).set({ document: null }).where(eq(invoices.id, lost.invoice.id));
    expect(await ctx.app.storage.exists(rendered.invoice.fileKey)).toBe(false);

    await ctx.app.mail.flush();
    const [sent] = await confirmationMails(ctx, rendered.user.email);
    expect(sent).toMatchObject({ status: 'sent' });
    const pdf = (await ctx.app.storage.get(rendered.invoice.fileKey))!;
    expect(await textOf(pdf)).toContain(`Invoice no. ${rendered.invoice.number}`);
    const outbox = ctx.app.mail.outboxDir;
    const [eml] = (await readdir(outbox)).filter((name) => name.endsWith(`-${sent!.id}.eml`));
    const message = (await readFile(join(outbox, eml!), 'utf8')).replace(/\r?\n/g, '');
    expect(message).toContain(`${rendered.invoice.number}.pdf`);
    expect(message).toContain(pdf.toString('base64'));

    const [held] = await confirmationMails(ctx, lost.user.email);
    expect(held).toMatchObject({ status: 'queued', sentAt: null });
    expect(held!.lastError).toContain(lost.invoice.fileKey);
    const files = await readdir(outbox);
    expect(files.some((name) => name.endsWith(`-${held!.id}.eml`))).toBe(false);
    const [row] = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.id, held!.id));
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
