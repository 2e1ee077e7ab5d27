import { createHash } from 'node:crypto';
import { adminRefundResultSchema, creditNoteResponseSchema, invoiceResponseSchema } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../test/helpers/checkout';
import { type Admin, paidOrder, postRefund, setupRefundSuite } from '../../../test/helpers/refunds';
import { linesOf } from '../../../test/helpers/selling';
import { unzipAll } from '../../../test/helpers/zip';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, creditNotes, invoices, mailQueue } from '../../lib/db/schema';
import { accountClosureModule } from '../account-closure';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { maintenanceModule } from '../maintenance';
import { orderLifecycleModule } from '../order-lifecycle';
import { ordersModule } from '../orders';
import { refundsModule } from '../refunds';
import { archiveModule } from '.';

/**
 * The archive (docs/rules/invoices.md, "Archive"): the check sum recorded with each invoice and credit note
 * file, a changed byte refused when served and reported by the maintenance check, and the accountant's zip.
 */
let ctx: TestApp;
let shop: Catalogue;
let admin: Admin;
// The refund makes the credit note (the lifecycle and the licences and leases it revokes); the orders module
// shows the buyer their own order, which the credit note's link checks.
setupRefundSuite(
  [
    refundsModule,
    checkoutModule,
    orderLifecycleModule,
    licencesModule,
    leasesModule,
    ordersModule,
    creditNotesModule,
    filesModule,
    archiveModule,
    maintenanceModule,
    accountClosureModule,
  ],
  (suite) => {
    ({ ctx, shop, admin } = suite);
  },
);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return parsed.pathname + parsed.search;
};

/** An order paid and refunded by half: its invoice and its credit note, both fetched once as a buyer does. */
async function invoicedAndRefunded() {
  const customer = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 2 }], 'en');
  const invoiceLink = await ctx.app.inject({
    url: `/api/invoices/${customer.orderId}`,
    headers: customer.auth,
  });
  const invoiceUrl = pathOf(invoiceResponseSchema.parse(invoiceLink.json()).invoicePdfUrl);
  const invoicePdf = await ctx.app.inject({ url: invoiceUrl, headers: customer.auth });
  expect(invoicePdf.statusCode).toBe(200);

  const [line] = await linesOf(ctx, customer.orderId);
  const refund = await postRefund(ctx, admin.auth, customer.orderId, {
    reason: 'One seat back',
    lines: [{ itemId: line!.id, quantity: 1 }],
  });
  expect(refund.statusCode).toBe(200);
  const noteId = adminRefundResultSchema.parse(refund.json()).creditNote!._id;
  const noteLink = await ctx.app.inject({ url: `/api/credit-notes/${noteId}`, headers: customer.auth });
  const noteUrl = pathOf(creditNoteResponseSchema.parse(noteLink.json()).creditNotePdfUrl);
  const notePdf = await ctx.app.inject({ url: noteUrl, headers: customer.auth });
  expect(notePdf.statusCode).toBe(200);

  const [invoice] = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, customer.orderId));
  const [note] = await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.id, noteId));
  return {
    customer,
    invoice: invoice!,
    note: note!,
    invoiceUrl,
    invoicePdf: invoicePdf.rawPayload,
    notePdf: notePdf.rawPayload,
  };
}

async function flipAByte(fileKey: string) {
  const bytes = (await ctx.app.storage.get(fileKey))!;
  bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
  await ctx.app.storage.put(fileKey, bytes, { overwrite: true });
}

const exportZip = (from: string, to: string) =>
  ctx.app.inject({ url: `/api/admin/archive/export?from=${from}&to=${to}`, headers: admin.auth });

describe('the invoice archive', () => {
  it('records the SHA-256 of each file when it is first written', async () => {
    const { invoice, note, invoicePdf, notePdf } = await invoicedAndRefunded();
    expect(invoice.sha256).toBe(sha256(invoicePdf));
    expect(note.sha256).toBe(sha256(notePdf));
  });

  it('exports a period as one zip whose index matches its documents and their check sums, audited', async () => {
    const { invoice, note } = await invoicedAndRefunded();
    const answer = await exportZip(today(), today());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const entries = await unzipAll(answer.rawPayload);
    const index: Record<string, string>[] = parse(entries.get('index.csv')!, { columns: true });
    const issued = [
      ...(await ctx.app.db.select().from(invoices)),
      ...(await ctx.app.db.select().from(creditNotes)),
    ].filter((row) => row.sha256 !== null);
    expect(index.map((row) => row.number).sort()).toEqual(issued.map((row) => row.number).sort());
    for (const row of index) {
      expect(sha256(entries.get(row.file!)!), row.number).toBe(row.sha256);
      expect(issued.find((document) => document.number === row.number)!.sha256).toBe(row.sha256);
    }
    const noteRow = index.find((row) => row.number === note.number)!;
    expect(noteRow).toMatchObject({
      kind: 'creditNote',
      currency: 'EUR',
      total: (note.grossCents / 100).toFixed(2),
    });
    expect(index.find((row) => row.number === invoice.number)).toMatchObject({
      kind: 'invoice',
      net: (invoice.netCents / 100).toFixed(2),
      VAT: (invoice.vatCents / 100).toFixed(2),
    });
    const [audit] = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'archive.export'));
    expect(audit).toMatchObject({ adminId: admin.user.id, target: `archive:${today()}..${today()}` });
  });

  it('refuses a changed file when served, and the maintenance check reports it to the seller', async () => {
    const { customer, invoice, invoiceUrl } = await invoicedAndRefunded();
    await flipAByte(invoice.fileKey);

    const served = await ctx.app.inject({ url: invoiceUrl, headers: customer.auth });
    expect(served.statusCode).toBe(500);
    expect(served.json()).toMatchObject({ code: 'archive.damaged' });
    expect(served.headers['content-type']).toContain('application/json');
    const link = await ctx.app.inject({
      url: `/api/invoices/${customer.orderId}`,
      headers: { ...customer.auth, 'accept-language': 'fr' },
    });
    expect(link.statusCode).toBe(500);
    expect(link.json().message).toContain('empreinte');

    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance/run',
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { task: 'checkArchive' },
    });
    expect(run.statusCode).toBe(200);
    const { stdout, stderr } = run.json() as { stdout: string; stderr: string };
    expect(stderr).toContain('1 archived document(s) no longer match');
    expect(stdout.split('Files changed since they were issued (1)')[1]!.split('Files missing')[0]).toContain(
      invoice.number,
    );
    const [mail] = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.template, 'archive-damaged'),
          eq(mailQueue.toAddress, ctx.app.config.mail.supportEmail),
        ),
      );
    expect(mail?.textBody ?? '').toContain(invoice.number);

    // The accountant's zip leaves the changed file out and says so in its index.
    const entries = await unzipAll((await exportZip(today(), today())).rawPayload);
    const index: Record<string, string>[] = parse(entries.get('index.csv')!, { columns: true });
    expect(index.find((row) => row.number === invoice.number)!.file).toBe('damaged');
    expect([...entries.keys()]).not.toContain(`invoices/${invoice.number}.pdf`);
  });

  it('keeps the documents and their files unchanged when the account closes and the database is cleaned', async () => {
    const { customer, invoice, note } = await invoicedAndRefunded();
    const closed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: customer.auth,
      payload: { password: 'a-long-test-password-1', confirm: true },
    });
    expect(closed.statusCode).toBe(204);
    const cleaned = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/maintenance/run',
      headers: admin.auth,
      payload: { task: 'maintenanceDB' },
    });
    expect(cleaned.statusCode).toBe(200);

    expect(await ctx.app.db.select().from(invoices).where(eq(invoices.id, invoice.id))).toEqual([invoice]);
    expect(await ctx.app.db.select().from(creditNotes).where(eq(creditNotes.id, note.id))).toEqual([note]);
    for (const { fileKey, sha256: sum } of [invoice, note])
      expect(sha256((await ctx.app.storage.get(fileKey))!)).toBe(sum);
  });

  it('answers 400 with its key to a bad period', async () => {
    const cases = [
      ['2026-13-01', '2026-12-01', 'archive.dayFormat'],
      ['2026-02-30', '2026-03-01', 'archive.dayFormat'],
      ['2026-05-02', '2026-05-01', 'archive.periodOrder'],
      ['2025-01-01', '2026-01-02', 'archive.periodTooLong'],
    ];
    for (const [from, to, code] of cases) {
      for (const url of [
        '/api/admin/archive/export',
        '/api/admin/e-reporting',
        '/api/admin/e-reporting/export',
      ]) {
        const answer = await ctx.app.inject({ url: `${url}?from=${from}&to=${to}`, headers: admin.auth });
        expect(answer.statusCode, `${url} ${from}..${to}`).toBe(400);
        expect(answer.json().code).toBe(code);
      }
    }
  });
});
