import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * A validation answer names the field it refuses and reads as a sentence in the caller's language: no raw
 * zod codes (`invalid_union`), no unfilled placeholders (`{{divisor}}`).
 */
let ctx: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
  ({ auth: admin } = await createUser(ctx.app, { isAdmin: true }));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, language: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { ...admin, 'accept-language': language } });
const someId = '0195f1c0-0000-7000-8000-000000000001';

describe('validation answers', () => {
  it('name a missing refund reason', async () => {
    for (const [language, text] of [
      ['fr', 'Motif : Ce champ est obligatoire.'],
      ['en', 'Reason: This field is required.'],
    ] as const) {
      const answer = await call('POST', `/api/admin/orders/${someId}/refunds`, language, {});
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation', message: text });
      expect(answer.json().details[0]).toMatchObject({ path: 'body.reason', code: 'required' });
    }
  });

  it('fill in the bound of a price below zero', async () => {
    const price = { amount: -1, currency: 'eur' };
    const answer = await call('PUT', `/api/admin/products/${someId}/price`, 'en', { price });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Amount: Value too short or too small (minimum 0).');
  });

  it('say in words that a status filter is not one of the statuses', async () => {
    const answer = await call('GET', '/api/admin/orders?status=bogus', 'fr');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Statut : Valeur non reconnue.');
    expect(answer.json().details[0].code).toBe('invalid_union');
  });

  it('name the position of a bad line by its field, whatever its index', async () => {
    const answer = await call('POST', `/api/admin/orders/${someId}/refunds`, 'en', {
      reason: 'Duplicate',
      lines: [{ itemId: 'not-an-id', quantity: 1 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Order line: /);
    expect(answer.json().details[0].path).toBe('body.lines.0.itemId');
  });
});
