import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, fastifyParams, isRegistrationFile, scan } from '../../../scripts/fastify-params.mjs';

/**
 * The check behind `npm run check:deps` (issue 41): outside route and plugin registration, a function takes
 * named dependencies, not the whole Fastify instance or the request; the baseline of today's offenders only
 * shrinks.
 */
describe('functions taking the Fastify instance or a request outside route registration', () => {
  it('flags a service function that takes app, and one that takes the request', () => {
    const text = [
      "import type { FastifyInstance, FastifyRequest } from 'fastify';",
      'export async function issueInvoices(app: FastifyInstance, orderId: string) {}',
      'export const languageOf = (request: FastifyRequest) => request.headers;',
      'export function limitBy(limit: number, keyOf: (request: FastifyRequest) => string) {}',
      'export function priceOf(db: Database, cents: number) { return cents; }',
    ].join('\n');
    expect(fastifyParams('apps/server/src/modules/invoices/service.ts', text)).toEqual([
      'apps/server/src/modules/invoices/service.ts:issueInvoices',
      'apps/server/src/modules/invoices/service.ts:languageOf',
      // A parameter typed as a function of the request reaches it too: the outer function and the type both count.
      'apps/server/src/modules/invoices/service.ts:limitBy',
      'apps/server/src/modules/invoices/service.ts:limitBy.keyOf',
    ]);
  });

  it('leaves registration alone: route and plugin files, registerX functions, callbacks handed to fp', () => {
    expect(isRegistrationFile('apps/server/src/modules/orders/routes.ts')).toBe(true);
    expect(isRegistrationFile('apps/server/src/modules/orders/admin-routes.ts')).toBe(true);
    expect(isRegistrationFile('apps/server/src/lib/mail/plugin.ts')).toBe(true);
    expect(isRegistrationFile('apps/server/src/modules/orders/service.ts')).toBe(false);
    const text = [
      'export function registerSandboxCoupons(app: FastifyInstance) {}',
      'export const metricsPlugin = fp(async (app: FastifyInstance) => {});',
    ].join('\n');
    expect(fastifyParams('apps/server/src/lib/metrics/metrics.ts', text)).toEqual([]);
  });

  it('fails on a function the baseline does not list, and on a baseline line that no longer matches', () => {
    expect(compare(['a.ts:one', 'b.ts:two'], ['a.ts:one', 'c.ts:three'])).toEqual({
      added: ['b.ts:two'],
      gone: ['c.ts:three'],
    });
  });

  it('finds none in the server today: the baseline is empty, and stays so', () => {
    expect(scan(join(import.meta.dirname, '../../..'))).toEqual([]);
  });
});
