import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../src/lib/auth/plugin';
import { accountRouteMatrix } from './account-route-matrix';
import { buyerRouteMatrix } from './buyer-route-matrix';
import { deviceRouteMatrix } from './device-route-matrix';
import { createUser } from './fixtures';
import { storefrontRouteMatrix } from './route-matrix';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every protected route checks its caller before it reads the body: a stranger sending garbage learns
 * nothing of the route's schema (a 400 listing the fields it wants), only that it must sign in.
 */
/** Routes that answer visitors 401 for another credential than the bearer token, which is in what they read. */
const otherCredential = new Set([
  'GET /api/files/download', // the signed link; a bearer only when the link is bound to a user
  'POST /api/users/signin/two-factor', // the sign-in's challenge token, in the body
]);
const isBackOffice = (url: string) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/newsletter/subscribers');

let ctx: TestApp;
let customer: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  customer = (await createUser(ctx.app)).auth;
});
afterAll(() => ctx.close());

const apiRoutes = () => ctx.app.routeTable.filter((route) => route.url.startsWith('/api/'));
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The route with malformed params, a query of junk and, when it takes one, a body no schema accepts. */
function badRequest(route: { method: string; url: string }, headers: Record<string, string>) {
  const url = `${route.url.replace(/:\w+/g, '%20not-an-id%20').replace(/\*$/, 'x')}?page=-1&status=%3C%3E&order_id=%3C`;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return ctx.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...headers,
      'accept-language': 'en',
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{"unexpected":[{"deep":true}],"email":42,"cartItems":"none"}' } : {}),
  });
}

describe('the caller is checked before the body', () => {
  it('every back-office route and every route the matrices close to visitors declares its bearer token', () => {
    const table = new Map(apiRoutes().map((route) => [key(route), route]));
    const closedToVisitors = Object.entries({
      ...storefrontRouteMatrix,
      ...buyerRouteMatrix,
      ...accountRouteMatrix,
      ...deviceRouteMatrix,
    })
      .filter(([name, entry]) => entry.expect.visitor === 401 && name.includes(' /api/'))
      .filter(([name]) => !otherCredential.has(name))
      .map(([name]) => name);
    const backOffice = apiRoutes()
      .filter((route) => isBackOffice(route.url))
      .map(key);
    expect(closedToVisitors.length).toBeGreaterThan(20);
    expect(backOffice.length).toBeGreaterThan(20);
    const undeclared = [...closedToVisitors, ...backOffice].filter((name) => !table.get(name)?.bearer);
    expect(undeclared).toEqual([]);
  });

  it('every protected route answers an anonymous, malformed request 401, never a 400 describing it', async () => {
    const protectedRoutes = apiRoutes().filter((route) => route.bearer);
    expect(protectedRoutes.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const route of protectedRoutes) {
      const response = await badRequest(route, {});
      answers.push(`${key(route)} → ${response.statusCode} ${response.json().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401 unauthorized'))).toEqual([]);
  });

  it('every back-office route answers a customer’s malformed request 403, never a 400', async () => {
    const answers: string[] = [];
    for (const route of apiRoutes().filter((candidate) => isBackOffice(candidate.url))) {
      const response = await badRequest(route, customer);
      answers.push(`${key(route)} → ${response.statusCode} ${response.json().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 forbidden'))).toEqual([]);
  });

  it('refuses to register a route that checks its caller after the body is read', async () => {
    const app = Fastify();
    await app.register(fp(async () => undefined, { name: 'database' }));
    await app.register(authPlugin, { secret: 'x'.repeat(32), ttlHours: 1, requireAdminSecondFactor: false });
    expect(() => app.post('/late-check', { preHandler: app.authenticate }, async () => ({}))).toThrow(
      'POST /late-check: check the caller onRequest, not preHandler',
    );
    await app.close();
  });
});
