import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function collectRefs(node: Json, refs: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, refs);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

describe('OpenAPI document', () => {
  it('is a well-formed 3.1 document: every operation answers something and every $ref resolves', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const methods = ['get', 'post', 'put', 'delete', 'patch'];
    let operations = 0;
    for (const [path, item] of Object.entries<
      Record<string, { responses?: object; parameters?: { in: string; name: string }[] }>
    >(document.paths)) {
      expect(path.startsWith('/api/'), path).toBe(true);
      for (const [method, operation] of Object.entries(item)) {
        if (!methods.includes(method)) continue;
        operations += 1;
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const declared = operation.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name);
          expect(declared, `${method} ${path} declares ${name}`).toBe(true);
        }
      }
    }
    expect(operations).toBeGreaterThan(15);
    for (const ref of collectRefs(document)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<Json | undefined>(
          (node, part) => (node as Record<string, Json> | undefined)?.[part],
          document,
        );
      expect(target, ref).toBeDefined();
    }
  });

  it('documents every public API route the shop serves', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/users/signin',
        '/api/users/signup',
        '/api/users/signup/confirm',
        '/api/users/password/forgot',
        '/api/users/password/reset',
        '/api/users/email/verify',
        '/api/users/email/resend',
        '/api/users/me/export',
        '/api/users/me',
        '/api/users/logout-everywhere',
        '/api/checkout/create-session',
        '/api/orders/mine',
        '/api/invoices/{orderId}',
        '/api/newsletter/subscribe',
        '/api/email/contact',
      ]),
    );
  });
});
