import type { TranslationKey } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/db/raw';
import { translate } from '../src/lib/i18n';
import { createUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * A hostile corpus sent to every documented route as an admin (so admin routes validate too), in French:
 * prototype-pollution keys, a 1 MB string, RTL and astral text, out-of-range numbers, malformed JSON, a wrong
 * content type and repeated query keys. Never a 5xx; every 4xx is `{ code, message }` in French; and no row of
 * any table is written by a refused request.
 */
let ctx: TestApp;
let operations: { method: string; path: string }[];
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  operations = Object.entries<Record<string, unknown>>(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['post', 'put', 'delete', 'get'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
  admin = (await createUser(ctx.app, { isAdmin: true })).auth;
});
afterAll(() => ctx.close());

const MEGABYTE = 'x'.repeat(1024 * 1024);
const FIELDS = ['email', 'password', 'name', 'cartItems', 'productId', 'machineIdName', 'price', 'message'];
const fill = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

/** Bodies as raw text with their content type, so malformed JSON and odd keys reach the parser as sent. */
const bodies: { label: string; payload: string; type: string }[] = [
  {
    label: '__proto__ and constructor keys',
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"email":"a@b.co"}',
    type: 'application/json',
  },
  { label: '1 MB string', payload: JSON.stringify(fill(MEGABYTE)), type: 'application/json' },
  {
    label: 'RTL and astral text',
    payload: JSON.stringify(fill('\u202Egnp.exe 𝕏🧨 שלום')),
    type: 'application/json',
  },
  { label: 'negative numbers', payload: JSON.stringify(fill(-1)), type: 'application/json' },
  {
    label: 'huge numbers',
    payload: '{"price":1e309,"qty":9007199254740993,"cartItems":[{"qty":1e309}]}',
    type: 'application/json',
  },
  {
    label: 'fractional numbers',
    payload: JSON.stringify({ ...fill(0.5), cartItems: [{ qty: 0.5 }] }),
    type: 'application/json',
  },
  { label: 'NaN as text', payload: JSON.stringify(fill('NaN')), type: 'application/json' },
  { label: 'malformed JSON', payload: '{"email": "a@b.co", ', type: 'application/json' },
  { label: 'wrong content type', payload: 'email=a@b.co&password=x', type: 'text/plain' },
];
const queries = [
  'page=1&page=2&limit=20&limit=abc',
  'page=-1&limit=1e309',
  `search=${'%'.repeat(300)}`,
  'lang=__proto__',
];
const params = ['__proto__', '..%2F..%2Fetc%2Fpasswd', '1e309', encodeURIComponent('\u202Eevil')];

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    ctx.app.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      ctx.app.db,
      sql.raw(`SELECT count(*)::int AS n FROM "${name}"`),
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

describe('hostile input on every route', () => {
  it('never answers 5xx, answers 4xx in French with a code, and writes nothing when it refuses', {
    timeout: 300_000,
  }, async () => {
    const before = await rowCounts();
    let cases = 0;
    let accepted = 0;
    for (const operation of operations) {
      for (const [index, query] of queries.entries()) {
        const path = operation.path.replace(/\{\w+\}/g, () => params[index % params.length]!);
        const requests = operation.method === 'GET' ? [undefined] : bodies;
        for (const body of requests) {
          const response = await ctx.app.inject({
            method: operation.method as 'POST',
            url: `${path}?${query}`,
            headers: { ...admin, 'accept-language': 'fr', ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
          });
          cases += 1;
          const where = `${operation.method} ${path} ${body?.label ?? query}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode < 400) {
            accepted += 1;
            continue;
          }
          const error = response.json() as { code: string; message: string };
          expect(error, where).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          const code = error.code as TranslationKey;
          const english = translate('en', code);
          if (english !== translate('fr', code)) expect(error.message, where).not.toBe(english);
        }
      }
    }
    expect(cases).toBeGreaterThan(operations.length * queries.length);
    // Only reads are accepted (a GET with odd but harmless parameters); no write got through.
    expect(accepted).toBeLessThan(cases);
    expect(await rowCounts()).toEqual(before);
  });
});
