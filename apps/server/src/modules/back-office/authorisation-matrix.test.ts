import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouteMatrix, type MatrixContext } from '../../../test/admin-route-matrix';
import { createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const isBackOffice = (url: string) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/newsletter/subscribers');

let ctx: TestApp;
let context: MatrixContext;
let customer: { authorization: string };
let adminWithoutSecondFactor: { authorization: string };
beforeAll(async () => {
  // ADMIN_REQUIRE_2FA as in production: the admin's token passed the second factor, the other one did not.
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', ADMIN_REQUIRE_2FA: 'true' });
  const admin = await createUser(ctx.app, { isAdmin: true });
  const token = await ctx.app.tokens.sign({
    userId: admin.user.id,
    tokenVersion: admin.user.tokenVersion,
    secondFactor: true,
  });
  context = { app: ctx.app, admin: { id: admin.user.id, auth: { authorization: `Bearer ${token}` } } };
  customer = (await createUser(ctx.app)).auth;
  adminWithoutSecondFactor = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

describe('authorisation matrix of the back-office', () => {
  it('has an entry for every back-office route of the route table, and no stale entry', () => {
    const routes = ctx.app.routeTable.filter((route) => isBackOffice(route.url));
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(key in adminRouteMatrix))).toEqual([]);
    expect(Object.keys(adminRouteMatrix).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(Object.entries(adminRouteMatrix))(
    '%s: no token 401, customer 403, admin without second factor 403, admin succeeds',
    async (key, entry) => {
      const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const { url, payload, headers: extra } = await entry.request(context);
      const send = (headers: Record<string, string>) =>
        ctx.app.inject({
          method,
          url,
          headers: { ...extra, ...headers },
          ...(payload === undefined ? {} : { payload }),
        });

      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      const forbidden = await send(customer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('forbidden');
      const withoutSecondFactor = await send(adminWithoutSecondFactor);
      expect(withoutSecondFactor.statusCode).toBe(403);
      expect(withoutSecondFactor.json().code).toBe('twoFactor.enrolmentRequired');
      expect((await send(context.admin.auth)).statusCode).toBe(entry.status);
    },
  );
});
