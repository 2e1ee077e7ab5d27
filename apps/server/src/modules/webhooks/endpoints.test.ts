import { webhookEventTypes } from '@shop/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupWebhookSuite, type WebhookSuite } from '../../../test/helpers/webhooks';
import { adminAuditLog, webhookEndpoints } from '../../lib/db/schema';

/**
 * The back-office's webhook endpoints (docs/rules/webhooks.md): registration with its secret answered once,
 * the address checks (SSRF), changes, rotation and deletion, each audited; admins only.
 */
let suite: WebhookSuite;
setupWebhookSuite((ready) => {
  suite = ready;
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.test/shop',
  description: 'CRM',
  events: ['order.paid', 'licence.issued'],
  ...overrides,
});

const create = (payload: object, language = 'en', auth = suite.admin.auth) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: { ...auth, 'accept-language': language },
    payload,
  });

const auditOf = async (id: string) =>
  suite.ctx.app.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, `webhook:${id}`))
    .orderBy(desc(adminAuditLog.createdAt));

describe('registering an endpoint', () => {
  it('answers the endpoint and a whsec_ secret once, and audits the settings without the secret', async () => {
    const created = await create(settings());
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.test/shop',
      enabled: true,
      events: ['order.paid', 'licence.issued'],
    });
    const list = await suite.ctx.app.inject({ url: '/api/admin/webhooks', headers: suite.admin.auth });
    expect(list.json().endpoints.map((row: { _id: string }) => row._id)).toContain(endpoint._id);
    expect(list.body).not.toContain(secret.slice(6));
    const [entry] = await auditOf(endpoint._id);
    expect(entry).toMatchObject({ action: 'webhook.create', adminId: suite.admin.user.id });
    expect(JSON.stringify(entry!.after)).not.toContain(secret.slice(6));
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1/hooks', 'webhooks.privateAddress'],
    [
      'a name resolving to a private network',
      'https://intranet.example.test/hooks',
      'webhooks.privateAddress',
    ],
    ['IPv6 loopback', 'https://[::1]/hooks', 'webhooks.privateAddress'],
    ['link-local metadata', 'https://169.254.169.254/latest', 'webhooks.privateAddress'],
    ['the shop itself', 'https://localhost/api', 'webhooks.privateAddress'],
    ['plain http to a public host', 'http://hooks.example.test/shop', 'webhooks.httpsRequired'],
    ['an unknown name', 'https://nowhere.example.test/', 'webhooks.hostUnresolved'],
    ['not a URL', 'hooks.example.test', 'webhooks.urlInvalid'],
    ['another scheme', 'ftp://hooks.example.test/', 'webhooks.urlInvalid'],
  ])('refuses %s without the owner’s leave', async (_case, url, code) => {
    const before = await suite.ctx.app.db.$count(webhookEndpoints);
    const refused = await create(settings({ url }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(code);
    expect(await suite.ctx.app.db.$count(webhookEndpoints)).toBe(before);
  });

  it('answers the refusal in French, and accepts a private address once allowed, auditing the leave', async () => {
    const refused = await create(settings({ url: 'https://intranet.example.test/hooks' }), 'fr');
    expect(refused.json().message).toContain('Autoriser les adresses privées');
    const allowed = await create(
      settings({ url: 'http://intranet.example.test/hooks', allowPrivateAddresses: true }),
    );
    expect(allowed.statusCode).toBe(201);
    const [entry] = await auditOf(allowed.json().endpoint._id);
    expect(entry!.after).toMatchObject({ allowPrivateAddresses: true });
  });

  it('refuses no events and unknown events with their keys', async () => {
    expect((await create(settings({ events: [] }))).json().code).toBe('webhooks.eventsRequired');
    expect((await create(settings({ events: ['order.created'] }))).statusCode).toBe(400);
  });
});

describe('changing an endpoint', () => {
  it('checks the new URL, audits before and after, and answers 404 for an unknown endpoint', async () => {
    const { endpoint } = (await create(settings())).json();
    const put = (id: string, payload: object) =>
      suite.ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/webhooks/${id}`,
        headers: suite.admin.auth,
        payload,
      });
    expect((await put(endpoint._id, settings({ url: 'https://10.0.0.1/' }))).json().code).toBe(
      'webhooks.privateAddress',
    );
    const changed = await put(endpoint._id, settings({ events: ['trial.started'], enabled: false }));
    expect(changed.json()).toMatchObject({ events: ['trial.started'], enabled: false });
    const [entry] = await auditOf(endpoint._id);
    expect(entry).toMatchObject({
      action: 'webhook.update',
      before: { enabled: true },
      after: { enabled: false },
    });
    const unknown = await put('0193f7a0-0000-7000-8000-000000000000', settings());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('webhooks.notFound');
  });

  it('rotates the secret, keeping the old one a day, and deletes an endpoint; both audited', async () => {
    const { endpoint, secret } = (await create(settings())).json();
    const rotated = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint._id}/secret`,
      headers: suite.admin.auth,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);
    const until = new Date(rotated.json().endpoint.previousSecretUntil).getTime();
    expect(until - suite.clock.now.getTime()).toBe(24 * 3_600_000);
    const [row] = await suite.ctx.app.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ previousSecret: secret, secret: rotated.json().secret });
    const removed = await suite.ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${endpoint._id}`,
      headers: suite.admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await auditOf(endpoint._id)).map((entry) => entry.action)).toEqual([
      'webhook.delete',
      'webhook.rotateSecret',
      'webhook.create',
    ]);
    expect(await suite.ctx.app.db.$count(webhookEndpoints, eq(webhookEndpoints.id, endpoint._id))).toBe(0);
  });
});

describe('who may', () => {
  it('refuses a customer (403) and a stranger (401), writing nothing', async () => {
    const before = await suite.ctx.app.db.$count(adminAuditLog, and(like(adminAuditLog.action, 'webhook.%')));
    expect((await create(settings(), 'en', suite.customer.auth)).statusCode).toBe(403);
    expect((await create(settings(), 'en', { authorization: '' })).statusCode).toBe(401);
    expect(
      (await suite.ctx.app.inject({ url: '/api/admin/webhooks', headers: suite.customer.auth })).statusCode,
    ).toBe(403);
    expect(await suite.ctx.app.db.$count(adminAuditLog, and(like(adminAuditLog.action, 'webhook.%')))).toBe(
      before,
    );
  });
});

describe('the OpenAPI document', () => {
  it("lists every event's payload under webhooks, money as amount and currency", async () => {
    const document = (await suite.ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    const paid = document.webhooks['order.paid'].post.requestBody.content['application/json'].schema;
    expect(paid.properties.type).toMatchObject({ const: 'order.paid' });
    expect(Object.keys(paid.properties.data.properties.total.properties).sort()).toEqual([
      'amount',
      'currency',
    ]);
  });
});
