import { adminAuditListSchema, adminUserListSchema, adminUserSchema } from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/fixtures';
import {
  type AdminFixture,
  expectDeepPagesAsSkipping,
  setupModuleAdminSuite,
} from '../../../../test/helpers/admin';
import type { TestApp } from '../../../../test/test-app';
import { adminAuditLog, mailQueue, users } from '../../../lib/db/schema';
import { auditModule } from '../../audit';
import { sellerIdentityModule } from '../../seller-identity';
import { usersModule } from '..';

/** The accounts' back-office, the audit log its actions write to, and the seller's identity in the e-mails. */
const composed = [usersModule, auditModule, sellerIdentityModule];

let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite(composed, (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

const list = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/admin/users${query}`, headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return adminUserListSchema.parse(response.json());
};
const edit = (id: string, payload: Record<string, unknown>, headers = admin.auth, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    headers: { ...headers, 'accept-language': language },
    payload,
  });
const editable = (user: { name: string; email: string; isAdmin: boolean }) => ({
  name: user.name,
  email: user.email,
  isAdmin: user.isAdmin,
});

describe('GET /api/admin/users', () => {
  it('lists newest first, 20 a page, with totals; past the last page is empty with the same totals', async () => {
    const first = await list('');
    expect(first.users.length).toBeLessThanOrEqual(20);
    expect(first.pagination).toMatchObject({ current: 1, limit: 20 });
    expect(first.pagination.totalItems).toBe(await ctx.app.db.$count(users));
    const dates = first.users.map((user) => user.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await list(`?page=${first.pagination.total + 1}`);
    expect(past.users).toEqual([]);
    expect(past.pagination.totalItems).toBe(first.pagination.totalItems);
  });

  it('searches by any part of the name or the e-mail, case-insensitively, and pages the result', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (let index = 0; index < 22; index++) await createUser(ctx.app, { name: `Search ${tag} ${index}` });
    const byEmail = await createUser(ctx.app, { name: 'Nobody' });
    await ctx.app.db
      .update(users)
      .set({ email: `${tag}-mail@example.test` })
      .where(eq(users.id, byEmail.user.id));

    const page1 = await list(`?search=${tag.toUpperCase()}`);
    expect(page1.pagination).toEqual({ current: 1, total: 2, totalItems: 23, limit: 20 });
    const page2 = await list(`?search=${tag}&page=2`);
    expect(page2.users).toHaveLength(3);
    expect(page2.users.at(-1)!.name).toBe(`Search ${tag} 0`);
    expect((await list(`?search=${tag}-mail`)).users.map((user) => user._id)).toEqual([byEmail.user.id]);
    expect((await list('?search=%25_')).pagination.totalItems).toBe(0);
  });

  it('reads a deep page from its day in the summary: the same users as skipping', async () => {
    const tag = `deep${Date.now().toString(36)}`;
    await ctx.app.db.execute(sql`
      INSERT INTO users (id, name, email, password_hash, language, created_at, updated_at)
      SELECT gen_random_uuid(), 'Deep ' || g, ${tag} || g || '@example.test', 'not-a-usable-hash', 'fr', t.at, t.at
      FROM generate_series(1, 1100) AS g
      CROSS JOIN LATERAL (SELECT now() - (g % 30) * interval '1 day' - (g % 5) * interval '1 second' AS at) t`);
    const everyId = (
      await ctx.app.db.select({ id: users.id }).from(users).orderBy(desc(users.createdAt), desc(users.id))
    ).map((row) => row.id);
    await expectDeepPagesAsSkipping(
      everyId,
      async (page) => (await list(`?page=${page}`)).users.map((user) => user._id),
      55,
    );
  });

  it('refuses a bad page or limit with a translated 400', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/users?limit=500', headers: admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('edits name, e-mail, admin flag and billing, records before/after, and revokes tokens on a new e-mail', async () => {
    const customer = await createUser(ctx.app);
    const response = await edit(customer.user.id, {
      name: '  Grace Hopper ',
      email: ' Grace.Hopper@Example.TEST ',
      isAdmin: false,
      billingName: 'Grace H.',
      billingAddress: '1 rue de Rivoli',
      billingZip: '75001',
      billingCity: 'Paris',
      billingCountry: 'fr',
      billingVAT: '',
    });
    expect(response.statusCode).toBe(200);
    expect(adminUserSchema.parse(response.json())).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.test',
      billingCountry: 'FR',
      billingVAT: null,
    });
    expect((await ctx.app.inject({ url: '/api/users/me', headers: customer.auth })).statusCode).toBe(401);

    const audit = adminAuditListSchema.parse(
      (
        await ctx.app.inject({
          url: `/api/admin/audit-log?target=user:${customer.user.id}`,
          headers: admin.auth,
        })
      ).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'user.update',
      adminId: admin.user.id,
      before: { email: customer.user.email, billingCity: null },
      after: { email: 'grace.hopper@example.test', billingCity: 'Paris' },
    });
  });

  it('applies the customer forms rules: name and e-mail required, billing complete and valid', async () => {
    const customer = await createUser(ctx.app);
    const base = editable(customer.user);
    const blankName = await edit(customer.user.id, { ...base, name: ' ' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().code).toBe('account.nameRequired');
    const badEmail = await edit(customer.user.id, { ...base, email: 'not-an-email' }, admin.auth, 'fr');
    expect(badEmail.json()).toMatchObject({ code: 'account.emailInvalid', message: expect.any(String) });
    const partialBilling = await edit(customer.user.id, { ...base, billingCity: 'Lyon' });
    expect(partialBilling.statusCode).toBe(400);
    expect(partialBilling.json().details.map((detail: { code: string }) => detail.code)).toContain(
      'account.billing.nameRequired',
    );
    const taken = await edit(customer.user.id, { ...base, email: admin.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('account.emailTaken');
    const [unchanged] = await ctx.app.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(unchanged).toMatchObject({ name: customer.user.name, billingCity: null });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const body = { name: 'X', email: 'x@example.test', isAdmin: false };
    const unknown = await edit('01900000-0000-7000-8000-000000000000', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('admin.userNotFound');
    expect((await edit('not-a-uuid', body)).statusCode).toBe(400);
  });

  it('audits a promotion and e-mails it to every admin, the new one included, without the name they typed', async () => {
    const colleague = await createUser(ctx.app, { isAdmin: true, language: 'en' });
    const customer = await createUser(ctx.app, { name: 'Cheap pills at evil.example', language: 'en' });
    const promoted = await edit(customer.user.id, { ...editable(customer.user), isAdmin: true });
    expect(promoted.statusCode).toBe(200);

    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${customer.user.id}`));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['user.promote', 'user.update']);
    expect(audit.find((entry) => entry.action === 'user.promote')).toMatchObject({
      adminId: admin.user.id,
      before: { isAdmin: false },
      after: { isAdmin: true },
    });

    const notices = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.template, 'account-adminPromoted'));
    const to = notices
      .filter((mail) => mail.textBody.includes(customer.user.email))
      .map((mail) => mail.toAddress);
    expect(to).toEqual(expect.arrayContaining([admin.user.email, colleague.user.email, customer.user.email]));
    const toColleague = notices.find((mail) => mail.toAddress === colleague.user.email)!;
    expect(toColleague.subject).toBe(`[Back-office] ${customer.user.email} is now an administrator`);
    expect(toColleague.textBody).toContain(`by ${admin.user.email}`);
    expect(toColleague.textBody).not.toContain('evil.example');

    // Saving an admin again is no promotion.
    const count = notices.length;
    await edit(customer.user.id, { ...editable(customer.user), isAdmin: true });
    expect(await ctx.app.db.$count(mailQueue, eq(mailQueue.template, 'account-adminPromoted'))).toBe(count);
  });

  it('refuses to remove your own admin flag, and to demote the last admin', async () => {
    const self = await edit(admin.user.id, { ...editable(admin.user), isAdmin: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('admin.cannotDemoteSelf');

    // Two admins demoting each other at once: the second to commit would leave no admin.
    await ctx.app.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const first = await createUser(ctx.app, { isAdmin: true });
    const second = await createUser(ctx.app, { isAdmin: true });
    const outcomes = await Promise.all([
      edit(second.user.id, { ...editable(second.user), isAdmin: false }, first.auth),
      edit(first.user.id, { ...editable(first.user), isAdmin: false }, second.auth),
    ]);
    // One wins. The other is refused: by the last-admin check when both passed the admin check before either
    // committed (409), or as a non-admin when the winner had already committed by then (403).
    const [won, refused] = [...outcomes].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([403, 409]).toContain(refused!.statusCode);
    if (refused!.statusCode === 409) expect(refused!.json().code).toBe('admin.lastAdmin');
    expect(await ctx.app.db.$count(users, eq(users.isAdmin, true))).toBe(1);
    await ctx.app.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  });
});
