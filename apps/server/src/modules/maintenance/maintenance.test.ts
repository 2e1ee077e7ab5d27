import { adminAuditListSchema, maintenanceResultSchema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { type AdminFixture, setupModuleAdminSuite } from '../../../test/helpers/admin';
import { readingsOf } from '../../../test/helpers/csv';
import { insertLicenceRequest } from '../../../test/helpers/licences';
import { insertPaidCustomer } from '../../../test/helpers/module-deps';
import type { TestApp } from '../../../test/test-app';
import { licenceRequests, orderItems, orders, products, users } from '../../lib/db/schema';
import { auditModule } from '../audit';
import { checkoutModule } from '../checkout';
import { filesModule } from '../files';
import { leasesModule } from '../leases';
import { licencesModule } from '../licences';
import { maintenanceModule } from '.';
import { clientSummaryCsv } from './client-summary-export';
import { licenceRequestsCsv } from './licence-export';

/**
 * The maintenance tasks, the audit log they write to, the licence requests' export (licences), the signed file
 * route their results are read from (files), and the abandoned checkouts' sweep (checkout, whose order lifecycle
 * reports to the leases).
 */
const composed = [maintenanceModule, auditModule, licencesModule, filesModule, checkoutModule, leasesModule];

let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite(composed, (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

async function run(task: string, language = 'en') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/maintenance/run',
    headers: { ...admin.auth, 'accept-language': language },
    payload: { task },
  });
  expect(response.statusCode).toBe(200);
  return maintenanceResultSchema.parse(response.json());
}

const latestRun = async (task: string) => {
  const response = await ctx.app.inject({
    url: `/api/admin/audit-log?target=maintenance:${task}`,
    headers: admin.auth,
  });
  return adminAuditListSchema.parse(response.json()).entries[0];
};

describe('POST /api/admin/maintenance/run', () => {
  it('refuses an unknown task with a translated 400', async () => {
    for (const [language, text] of [
      ['fr', 'Tâche de maintenance inconnue.'],
      ['en', 'Unknown maintenance task.'],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/maintenance/run',
        headers: { ...admin.auth, 'accept-language': language! },
        payload: { task: 'dropDatabase' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'admin.unknownTask', message: text });
    }
  });

  it('the client summary export lists every customer who ordered, streamed, the same in any batch size', async () => {
    const big = await insertPaidCustomer(ctx.app.db, 98_765, { name: 'Export Spender' });
    const response = await ctx.app.inject({ url: '/api/admin/client-summary/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="client-summary-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = readingsOf(response.body)[0]!;
    expect(header).toEqual([
      'customerId',
      'name',
      'email',
      'orders',
      'paidOrders',
      'spentEur',
      'spentUsd',
      'liveLicences',
    ]);
    const clients = new Set(
      (await ctx.app.db.select({ userId: orders.userId }).from(orders)).map((o) => o.userId),
    );
    expect(rows.map((row) => row[0]).sort()).toEqual([...clients].sort());
    expect(Number(response.headers['x-export-rows'])).toBe(clients.size);
    expect(rows.find((row) => row[0] === big.user.id)).toEqual([
      big.user.id,
      'Export Spender',
      big.user.email,
      '1',
      '1',
      '987.65',
      '0.00',
      '0',
    ]);
    let inPairs = '';
    for await (const chunk of clientSummaryCsv(ctx.app.db, 2)) inPairs += chunk;
    expect(inPairs).toBe(response.body);
  });

  it('exportLicenseRequests stores a CSV of every request and links it to the admin who ran it', async () => {
    const id = await insertLicenceRequest(ctx.app);
    const [request] = await ctx.app.db.select().from(licenceRequests).where(eq(licenceRequests.id, id));
    const result = await run('exportLicenseRequests');
    expect(result.file?.name).toMatch(/^licence-requests-.+\.csv$/);
    expect(result.stdout).toContain(`exports/${result.file!.name}`);

    const download = await ctx.app.inject({ url: result.file!.url, headers: admin.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = readingsOf(download.body)[0]!;
    expect(header!.slice(0, 6).join()).toBe('id,createdAt,status,customerName,customerEmail,product');
    expect(rows.some((row) => row[0] === id && row.includes(request!.machineId))).toBe(true);
    const other = await createUser(ctx.app);
    expect((await ctx.app.inject({ url: result.file!.url, headers: other.auth })).statusCode).toBe(404);
    expect((await latestRun('exportLicenseRequests'))!.after).toMatchObject({
      key: `exports/${result.file!.name}`,
    });
  });

  it("the licence requests download streams the stored export's rows, the same in any batch size", async () => {
    await Promise.all(Array.from({ length: 5 }, () => insertLicenceRequest(ctx.app)));
    const response = await ctx.app.inject({ url: '/api/admin/license-requests/export', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const all = await ctx.app.db.select({ id: licenceRequests.id }).from(licenceRequests);
    expect(Number(response.headers['x-export-rows'])).toBe(all.length);
    const [, ...rows] = readingsOf(response.body)[0]!;
    expect(rows.map((row) => row[0]).sort()).toEqual(all.map((row) => row.id).sort());
    let inPairs = '';
    for await (const chunk of licenceRequestsCsv(ctx.app.db, undefined, 2)) inPairs += chunk;
    expect(inPairs).toBe(response.body);
    const stored = await run('exportLicenseRequests');
    const file = await ctx.app.inject({ url: stored.file!.url, headers: admin.auth });
    expect(file.body).toBe(response.body);
  });
});

describe('maintenanceDryRun and maintenanceDB', () => {
  /** Dead rows of every cleanup step, a live row next to each, and a card order that lost its session. */
  async function seedDeadRows() {
    const customer = await createUser(ctx.app);
    const [product] = await ctx.app.db.select().from(products).limit(1);
    for (const statement of [
      sql`INSERT INTO sandbox_checkout_sessions (id, status, details, expires_at) VALUES
            ('cs_dead', 'expired', '{}', now() - interval '10 days'),
            ('cs_live', 'open', '{}', now() + interval '1 day')`,
      sql`INSERT INTO sign_in_failures (email_hash, failures, last_failure_at) VALUES
            ('dead-hash', 3, now() - interval '2 days'), ('live-hash', 3, now())`,
      sql`INSERT INTO processed_webhook_events (event_id, type, processed_at) VALUES
            ('evt_dead', 'checkout.session.completed', now() - interval '40 days'),
            ('evt_live', 'checkout.session.completed', now())`,
      sql`INSERT INTO download_log (id, file_name) VALUES (gen_random_uuid(), 'orphan.zip')`,
      sql`INSERT INTO password_reset_tokens (id, user_id, token_hash, expires_at) VALUES
            (gen_random_uuid(), ${customer.user.id}, 'dead-reset', now() - interval '1 minute'),
            (gen_random_uuid(), ${customer.user.id}, 'live-reset', now() + interval '1 hour')`,
      sql`INSERT INTO pending_sign_ups (id, email, name, password_hash, language, token_hash, expires_at) VALUES
            (gen_random_uuid(), 'dead-signup@example.test', 'D', 'x', 'en', 'dead-signup', now() - interval '1 minute'),
            (gen_random_uuid(), 'live-signup@example.test', 'L', 'x', 'fr', 'live-signup', now() + interval '1 day')`,
    ]) {
      await ctx.app.db.execute(statement);
    }
    const [empty] = await ctx.app.db
      .insert(orders)
      .values({ userId: customer.user.id, totalCents: 0, status: 'expired' })
      .returning();
    const [abandoned] = await ctx.app.db
      .insert(orders)
      .values({ userId: customer.user.id, totalCents: 4900, createdAt: new Date(Date.now() - 3600_000) })
      .returning();
    await ctx.app.db.insert(orderItems).values({
      orderId: abandoned!.id,
      productId: product!.id,
      name: product!.nameEn,
      unitPriceCents: 4900,
      quantity: 1,
    });
    return { empty: empty!, abandoned: abandoned! };
  }

  const remaining = async () => {
    const [row] = await ctx.app.db
      .select({
        sessions: sql<string>`(SELECT string_agg(id, ',' ORDER BY id) FROM sandbox_checkout_sessions)`,
        failures: sql<string>`(SELECT string_agg(email_hash, ',' ORDER BY email_hash) FROM sign_in_failures)`,
        events: sql<string>`(SELECT string_agg(event_id, ',' ORDER BY event_id) FROM processed_webhook_events)`,
        orphans: sql<number>`(SELECT count(*) FROM download_log WHERE file_name = 'orphan.zip')::int`,
        resets: sql<string>`(SELECT string_agg(token_hash, ',' ORDER BY token_hash) FROM password_reset_tokens)`,
        signUps: sql<string>`(SELECT string_agg(token_hash, ',' ORDER BY token_hash) FROM pending_sign_ups)`,
      })
      .from(users)
      .limit(1);
    return row!;
  };

  it('the dry run announces exactly what the real run then removes', async () => {
    const { empty, abandoned } = await seedDeadRows();
    const before = await remaining();

    const dry = await run('maintenanceDryRun');
    expect(dry.stderr).toBe('');
    for (const line of [
      'Card orders without a payment session that would be marked failed: 1',
      'Expired payment sessions (sandbox_checkout_sessions): 1',
      'Stale failed sign-in counters (sign_in_failures): 1',
      'Webhook events older than 30 days (processed_webhook_events): 1',
      'Failed or expired orders without any line (orders): 1',
      'Orphan downloads, without customer, product or order (download_log): 1',
      'Expired or used password reset links (password_reset_tokens): 1',
      'Sign-ups whose link expired (pending_sign_ups): 1',
      'Total: 7 row(s)',
    ]) {
      expect(dry.stdout).toContain(line);
    }
    expect(await remaining()).toEqual(before);

    const real = await run('maintenanceDB');
    expect(real.stderr).toBe('');
    expect(real.stdout).toContain('Orders marked failed (no payment session): 1');
    expect(real.stdout).toContain('Total: 7 row(s)');
    expect(real.stdout).toMatch(/VACUUM \(ANALYZE\) done in \d+ ms/);
    expect(await remaining()).toEqual({
      sessions: 'cs_live',
      failures: 'live-hash',
      events: 'evt_live',
      orphans: 0,
      resets: 'live-reset',
      signUps: 'live-signup',
    });
    expect(await ctx.app.db.select().from(orders).where(eq(orders.id, empty.id))).toEqual([]);
    const [settled] = await ctx.app.db.select().from(orders).where(eq(orders.id, abandoned.id));
    expect(settled!.status).toBe('failed');

    const entry = await latestRun('maintenanceDB');
    expect(entry!.before).toMatchObject({
      rows: expect.arrayContaining([{ key: 'webhookEvents', table: 'processed_webhook_events', rows: 1 }]),
    });
    expect(entry!.after).toMatchObject({ abandonedOrders: { failed: 1 } });

    const again = await run('maintenanceDB', 'fr');
    expect(again.stdout).toContain('Total : 0 ligne(s)');
  });
});
