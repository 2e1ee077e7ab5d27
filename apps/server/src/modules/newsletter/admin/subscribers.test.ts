import { adminAuditListSchema, subscriberListSchema } from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AdminFixture,
  expectDeepPagesAsSkipping,
  setupModuleAdminSuite,
} from '../../../../test/helpers/admin';
import { formulaCells, HOSTILE_CELLS, readingsOf } from '../../../../test/helpers/csv';
import type { TestApp } from '../../../../test/test-app';
import { newsletterSubscribers } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { sellerIdentityModule } from '../../seller-identity';
import { newsletterModule } from '..';

/** The subscribers' back-office, the audit log its actions write to, and the seller's identity in the e-mails. */
const composed = [newsletterModule, auditModule, sellerIdentityModule];

let ctx: TestApp;
let admin: AdminFixture;
const tag = `nl${Date.now().toString(36)}`;
setupModuleAdminSuite(composed, async (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15));
  await ctx.app.db.insert(newsletterSubscribers).values(
    Array.from({ length: 25 }, (_, index) => ({
      email: `${tag}-${String(index).padStart(2, '0')}@example.test`,
      isActive: index % 5 !== 0,
      status: index % 5 !== 0 ? ('active' as const) : ('unsubscribed' as const),
      source: index === 1 ? '=HYPERLINK("x")' : 'website',
      subscribedAt: index < 3 ? lastMonth : new Date(Date.now() - (25 - index) * 1000),
    })),
  );
});

const list = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/newsletter/subscribers${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return subscriberListSchema.parse(response.json());
};

describe('GET /api/newsletter/subscribers', () => {
  it('answers stats counted from the table, and pages newest first', async () => {
    const { stats, subscribers, pagination } = await list('');
    const rows = await ctx.app.db.select().from(newsletterSubscribers);
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    expect(stats).toEqual({
      total: rows.length,
      active: rows.filter((row) => row.isActive).length,
      inactive: rows.filter((row) => !row.isActive).length,
      thisMonth: rows.filter((row) => row.subscribedAt >= monthStart).length,
    });
    expect(pagination).toEqual({
      current: 1,
      total: Math.ceil(rows.length / 20),
      totalItems: rows.length,
      limit: 20,
    });
    expect(subscribers[0]!.email).toBe(`${tag}-24@example.test`);
  });

  it('searches by e-mail, filters by status, and answers an empty page past the last', async () => {
    const active = await list(`?search=${tag.toUpperCase()}&status=active`);
    expect(active.pagination.totalItems).toBe(20);
    expect(active.subscribers.every((subscriber) => subscriber.isActive)).toBe(true);
    const inactive = await list(`?search=${tag}&status=inactive`);
    expect(inactive.subscribers.map((subscriber) => subscriber.email).sort()).toEqual(
      [0, 5, 10, 15, 20].map((index) => `${tag}-${String(index).padStart(2, '0')}@example.test`),
    );
    const second = await list(`?search=${tag}&status=all&page=2`);
    expect(second.subscribers).toHaveLength(5);
    const past = await list(`?search=${tag}&page=3`);
    expect(past.subscribers).toEqual([]);
    expect(past.pagination).toMatchObject({ current: 3, total: 2, totalItems: 25 });
    expect((await list('?status=inactive')).pagination.totalItems).toBe((await list('')).stats.inactive);
    const bad = await ctx.app.inject({ url: '/api/newsletter/subscribers?status=gone', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('counts a broad search up to a thousand matches, says it is a lower bound, and pages it newest first', async () => {
    const broad = `bx${Date.now().toString(36)}`;
    await ctx.app.db.insert(newsletterSubscribers).values(
      Array.from({ length: 1005 }, (_, index) => ({
        email: `${broad}-${String(index).padStart(4, '0')}@example.test`,
        isActive: true,
        status: 'active' as const,
        subscribedAt: new Date(Date.now() - (1005 - index) * 1000),
      })),
    );
    const first = await list(`?search=${broad}`);
    expect(first.pagination).toEqual({
      current: 1,
      total: 50,
      totalItems: 1000,
      limit: 20,
      totalIsLowerBound: true,
    });
    expect(first.subscribers[0]!.email).toBe(`${broad}-1004@example.test`);
    // The 50th page is read from the front (the far end is unknown): the 981st to the 1000th newest.
    const fiftieth = await list(`?search=${broad}&page=50`);
    expect(fiftieth.subscribers.map((subscriber) => subscriber.email)).toEqual(
      Array.from(
        { length: 20 },
        (_, index) => `${broad}-${String(1004 - 980 - index).padStart(4, '0')}@example.test`,
      ),
    );
    const narrower = await list(`?search=${broad}-000`);
    expect(narrower.pagination).toEqual({ current: 1, total: 1, totalItems: 10, limit: 20 });
  });

  it('reads a deep page of the whole list from its day in the summary: the same subscribers as skipping', async () => {
    const deep = `deep${Date.now().toString(36)}`;
    await ctx.app.db.execute(sql`
      INSERT INTO newsletter_subscribers (id, email, is_active, status, language, subscribed_at)
      SELECT gen_random_uuid(), ${deep} || g || '@example.test', true, 'active', 'fr',
             now() - (g % 30) * interval '1 day' - (g % 5) * interval '1 second'
      FROM generate_series(1, 1100) AS g`);
    const everyId = (
      await ctx.app.db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.subscribedAt), desc(newsletterSubscribers.id))
    ).map((row) => row.id);
    await expectDeepPagesAsSkipping(
      everyId,
      async (page) => (await list(`?page=${page}`)).subscribers.map((subscriber) => subscriber._id),
      55,
    );
  });

  it('exports the active subscribers as CSV, neutralising formula-like cells', async () => {
    const response = await ctx.app.inject({ url: '/api/newsletter/subscribers/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="newsletter-active-/);
    const [header, ...rows] = readingsOf(response.body)[0]!;
    expect(header).toEqual(['email', 'subscribedAt', 'source', 'language']);
    const ours = rows.filter(([email]) => email!.startsWith(tag));
    expect(ours).toHaveLength(20);
    expect(ours.some(([email]) => email!.startsWith(`${tag}-00@`))).toBe(false);
    expect(ours.find(([email]) => email!.startsWith(`${tag}-01@`))![2]).toBe(`'=HYPERLINK("x")`);
  });

  it('quotes every cell and neutralises formulas after any separator, whichever way the file is read', async () => {
    await ctx.app.db.insert(newsletterSubscribers).values(
      HOSTILE_CELLS.map((text, index) => ({
        email: `${text}#${index}`,
        isActive: true,
        status: 'active' as const,
        source: text,
      })),
    );
    const response = await ctx.app.inject({ url: '/api/newsletter/subscribers/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n')[0]).toBe('"email","subscribedAt","source","language"');
    expect(formulaCells(response.body)).toEqual([]);
    const sources = readingsOf(response.body)[0]!.map((row) => row[2]);
    expect(sources).toContain(`x;'=cmd|'/C calc'!A0;'@example.com`);
    expect(sources).toContain(`'\t'=1+1`);
  });
});

describe('the subscribers export, streamed', () => {
  it('writes every active subscriber once, oldest first, across read batches, and announces the row count', async () => {
    const many = `mx${Date.now().toString(36)}`;
    await ctx.app.db.insert(newsletterSubscribers).values(
      Array.from({ length: 2500 }, (_, index) => ({
        email: `${many}-${String(index).padStart(4, '0')}@example.test`,
        isActive: index % 10 !== 0,
        status: index % 10 !== 0 ? ('active' as const) : ('unsubscribed' as const),
        // One timestamp (the insert's, in microseconds) for all: batches split inside it, on the id.
      })),
    );
    const response = await ctx.app.inject({ url: '/api/newsletter/subscribers/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const [, ...rows] = readingsOf(response.body)[0]!;
    const active = await ctx.app.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.isActive, true));
    expect(Number(response.headers['x-export-rows'])).toBe(active.length);
    expect(rows).toHaveLength(active.length);
    expect(new Set(rows.map(([email]) => email)).size).toBe(active.length);
    const ours = rows.map(([email]) => email!).filter((email) => email.startsWith(many));
    expect(ours).toHaveLength(2250);
    const dates = rows.map(([, subscribedAt]) => subscribedAt!);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('DELETE /api/newsletter/subscribers/:id', () => {
  it('deletes, updates the stats, says so in the caller language and records what was deleted', async () => {
    const before = (await list('')).stats;
    const [row] = await ctx.app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, `${tag}-07@example.test`));
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/newsletter/subscribers/${row!.id}`,
      headers: { ...admin.auth, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.stringContaining(row!.email) });
    expect((await list('')).stats).toMatchObject({ total: before.total - 1, active: before.active - 1 });

    const audit = adminAuditListSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/admin/audit-log?target=subscriber:${row!.id}`,
          headers: admin.auth,
        })
      ).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'subscriber.delete',
      before: { email: row!.email, isActive: true },
      after: null,
    });
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/newsletter/subscribers/${row!.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('admin.subscriberNotFound');
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/newsletter/subscribers/42',
      headers: admin.auth,
    });
    expect(malformed.statusCode).toBe(400);
  });
});
