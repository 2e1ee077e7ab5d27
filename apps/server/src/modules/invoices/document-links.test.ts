import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { buyer, type Catalogue, setupCheckoutSuite } from '../../../test/helpers/checkout';
import { insertCreditNote, paidOrder } from '../../../test/helpers/refunds';
import type { TestApp } from '../../../test/test-app';
import { checkoutModule } from '../checkout';
import { creditNotesModule } from '../credit-notes';
import { filesModule } from '../files';
import { invoicesModule } from '.';

let ctx: TestApp;
let shop: Catalogue;
setupCheckoutSuite([invoicesModule, creditNotesModule, checkoutModule, filesModule], (suite) => {
  ({ ctx, shop } = suite);
});
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
interface Document {
  owner: { auth: Auth; user: { id: string } };
  /** The route handing out a 5-minute link to the PDF. */
  route: string;
  linkOf: (answer: Record<string, string>) => string;
}

const invoiceLink = (answer: Record<string, string>) => answer.invoicePdfUrl!;

async function freeOrderOf(auth: Auth): Promise<string> {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/create-free-order',
    headers: auth,
    payload: { withdrawalConsent: true, cartItems: [{ product: shop.free[0]!.id, qty: 1 }] },
  });
  expect(placed.statusCode).toBe(200);
  return placed.json().orderId as string;
}

/** The three documents an order has: a card order's invoice, a free order's receipt, a credit note. */
const documents: [string, () => Promise<Document>][] = [
  [
    'invoice',
    async () => {
      const owner = await paidOrder(ctx, [{ product: shop.paid[0]!.id, qty: 1 }]);
      return { owner, route: `/api/invoices/${owner.orderId}`, linkOf: invoiceLink };
    },
  ],
  [
    'receipt',
    async () => {
      const owner = await buyer(ctx);
      return { owner, route: `/api/invoices/${await freeOrderOf(owner.auth)}`, linkOf: invoiceLink };
    },
  ],
  [
    'credit note',
    async () => {
      const owner = await buyer(ctx);
      const note = await insertCreditNote(ctx.app, await freeOrderOf(owner.auth));
      return { owner, route: `/api/credit-notes/${note}`, linkOf: (answer) => answer.creditNotePdfUrl! };
    },
  ],
];

async function linkFor(document: Document, auth: Auth): Promise<string> {
  const answer = await ctx.app.inject({ url: document.route, headers: auth });
  expect(answer.statusCode).toBe(200);
  return document.linkOf(answer.json());
}

const fetchAs = (link: string, auth: Auth = {}) => ctx.app.inject({ url: link, headers: auth });

/** `link` with one query parameter set to `value`, or removed (undefined). */
function edited(link: string, name: string, value: string | undefined): string {
  const url = new URL(link, 'http://x');
  if (value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

describe("an order document's link serves the order's owner and admins alone (issue 44)", () => {
  it.each(documents)(
    '%s: owner 200 with the PDF, admin 200, anonymous 401, another customer 404',
    async (_, make) => {
      const document = await make();
      const admin = await createUser(ctx.app, { isAdmin: true });
      const stranger = await buyer(ctx);
      const link = await linkFor(document, document.owner.auth);
      const anonymous = await fetchAs(link);
      expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'unauthorized']);

      const mine = await fetchAs(link, document.owner.auth);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const byAdmin = await fetchAs(link, admin.auth);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.rawPayload.equals(mine.rawPayload)).toBe(true);

      // The stranger's answer is the one of a resource of someone else's (SECURITY.md): 404, no PDF.
      const foreign = await fetchAs(link, { ...stranger.auth, 'accept-language': 'en' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({
        code: 'files.linkForeign',
        message: 'This download link was created for another account.',
      });

      // A link an admin asked for names the order's owner too: the owner and admins, never the stranger.
      const adminsLink = await linkFor(document, admin.auth);
      expect(new URL(adminsLink, 'http://x').searchParams.get('uid')).toBe(document.owner.user.id);
      expect((await fetchAs(adminsLink, admin.auth)).statusCode).toBe(200);
      expect((await fetchAs(adminsLink, document.owner.auth)).statusCode).toBe(200);
      expect((await fetchAs(adminsLink, stranger.auth)).statusCode).toBe(404);
    },
  );

  it('refuses a tampered link (403) whoever holds it, and an expired one', async () => {
    const owner = await buyer(ctx);
    const stranger = await buyer(ctx);
    const document: Document = {
      owner,
      route: `/api/invoices/${await freeOrderOf(owner.auth)}`,
      linkOf: invoiceLink,
    };
    const link = await linkFor(document, owner.auth);
    const refusedAs = async (url: string, auth: Auth) => {
      const answer = await fetchAs(url, auth);
      return [answer.statusCode, answer.json().code];
    };
    const invalid = [403, 'files.linkInvalid'];
    // Unbound (no uid), bound to the stranger, or without the admins' mark: the signature no longer holds.
    expect(await refusedAs(edited(edited(link, 'uid', undefined), 'adm', undefined), stranger.auth)).toEqual(
      invalid,
    );
    expect(await refusedAs(edited(link, 'uid', stranger.user.id), stranger.auth)).toEqual(invalid);
    expect(await refusedAs(edited(link, 'adm', undefined), owner.auth)).toEqual(invalid);
    expect(await refusedAs(edited(link, 'key', 'invoices/FA-2000-000001.pdf'), owner.auth)).toEqual(invalid);
    expect(await refusedAs(edited(link, 'name', 'other.pdf'), owner.auth)).toEqual(invalid);
    // A customer's zip or licence link (bound, no admins' mark) does not become an admin's by adding one.
    const customerLink = ctx.app.signedUrls.createSignedUrl('invoices/x.pdf', 300, 'x.pdf', owner.user.id);
    const admin = await createUser(ctx.app, { isAdmin: true });
    expect(await refusedAs(edited(customerLink, 'adm', '1'), admin.auth)).toEqual(invalid);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    expect(await refusedAs(link, owner.auth)).toEqual(invalid);
  });
});
