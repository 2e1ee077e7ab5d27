import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../src/lib/db/schema';
import { CHECKOUT_LIMIT_PER_ACCOUNT } from '../src/modules/checkout/routes';
import { LICENCE_REFRESH_PER_IP, LICENCE_REQUESTS_PER_ACCOUNT } from '../src/modules/licences/routes';
import { createUser } from './fixtures';
import { billingAddress, catalogue } from './helpers/checkout';
import { buyerWithFreeOrder, HEX } from './helpers/licences';
import { createTestApp, type TestApp } from './test-app';

const JWT_SECRET = 'security-test-jwt-secret-0123456789abcdef';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let plain: TestApp;
  let proxied: TestApp;
  let tls: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ MAIL_WORKER_ENABLED: 'false' });
    proxied = await createTestApp({ MAIL_WORKER_ENABLED: 'false', TRUST_PROXY: 'true' });
    tls = await createTestApp({ MAIL_WORKER_ENABLED: 'false', PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => Promise.all([plain.close(), proxied.close(), tls.close()]));

  it('sends a CSP without inline or eval scripts that forbids framing, nosniff and no referrer', async () => {
    for (const url of [
      '/api/products',
      '/api/health',
      '/sandbox/stripe/pay/cs_test_unknown',
      '/no-such-page',
    ]) {
      const response = await plain.app.inject({ url });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      const scripts = csp.get('script-src') ?? csp.get('default-src')!;
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("sends helmet's whole set, the same on a cached catalogue answer, a 404 and over TLS (plus HSTS)", async () => {
    const helmetSet = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    // The second read of the list is the cache's hot path (sent without a promise).
    for (const url of ['/api/products', '/api/products', '/api/products/vwap-premium', '/no-such-page']) {
      const response = await plain.app.inject({ url });
      expect(response.headers, url).toMatchObject(helmetSet);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(
        directives(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
        url,
      ).toBe(false);
    }
    const overTls = await tls.app.inject({ url: '/api/products' });
    expect(overTls.headers).toMatchObject(helmetSet);
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(String(overTls.headers['content-security-policy'])).get('upgrade-insecure-requests'),
    ).toEqual([]);
  });

  it('sends HSTS over TLS only: PUBLIC_URL https, or X-Forwarded-Proto believed behind TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect(
      (await plain.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim TLS (nor pick its IP) with a forwarded header.
    const spoofed = await plain.app.inject({ url: '/api/health', headers: forwarded });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await proxied.app.inject({ url: '/api/health', headers: forwarded });
    expect(behindProxy.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const direct = await tls.app.inject({ url: '/api/health' });
    expect(direct.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('sets no session cookie: the session is a bearer token, the one cookie only tells the sign-in its device', async () => {
    const { user, password } = await createUser(plain.app);
    const signIn = await plain.app.inject({
      method: 'POST',
      url: '/api/users/signin',
      payload: { email: user.email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(/^shop_device=[^;]+; Path=\/api\/users\/signin; .*HttpOnly; SameSite=Lax/);
    // It opens nothing: sent as the session, it is refused.
    const me = await plain.app.inject({
      url: '/api/users/me',
      headers: { cookie: cookie.split(';')[0]!, authorization: `Bearer ${cookie.split(';')[0]!.slice(12)}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  let ctx: TestApp;
  const key = new TextEncoder().encode(JWT_SECRET);
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', JWT_SECRET });
  });
  afterAll(() => ctx.close());

  const me = (token: string) =>
    ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const claimsOf = (user: { id: string; tokenVersion: number }) =>
    new SignJWT({ tv: user.tokenVersion }).setSubject(user.id).setIssuedAt();

  it('accepts only HS256 with the server key, unexpired, at the current token version', async () => {
    const { user, token } = await createUser(ctx.app, billingAddress);
    expect((await me(token)).statusCode).toBe(200);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, tv: user.tokenVersion, exp: 9_999_999_999 }),
    ).toString('base64url')}.`;
    const otherAlgorithm = await claimsOf(user)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(key);
    const otherKey = await claimsOf(user)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-chars!!'));
    const expired = await claimsOf(user)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const noExpiry = await claimsOf(user).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const fresh = await claimsOf(user).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect((await me(fresh)).statusCode).toBe(200);
    for (const [name, bad] of Object.entries({ unsigned, otherAlgorithm, otherKey, expired, noExpiry })) {
      const response = await me(bad);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().code, name).toBe('unauthorized');
    }

    await ctx.app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(401);
  });
});

describe('checkout rate limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => ctx.close());

  it('stops one account spreading checkouts over many IPs, and leaves other accounts alone', async () => {
    const [free] = await ctx.app.db.select().from(products).where(eq(products.priceCents, 0)).limit(1);
    const freeProductId = free!.id;
    const bot = await createUser(ctx.app, billingAddress);
    const other = await createUser(ctx.app, billingAddress);
    const attempt = (auth: Record<string, string>, index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/create-free-order',
        headers: { ...auth, 'accept-language': 'en' },
        remoteAddress: `10.0.${Math.floor(index / 250)}.${index % 250}`,
        payload: { withdrawalConsent: true, cartItems: [{ product: freeProductId, qty: 1 }] },
      });
    for (let index = 0; index < CHECKOUT_LIMIT_PER_ACCOUNT.max; index += 1) {
      expect((await attempt(bot.auth, index)).statusCode).not.toBe(429);
    }
    const stopped = await attempt(bot.auth, 999);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'rateLimited', message: expect.stringMatching(/\d/) });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(other.auth, 1000)).statusCode).not.toBe(429);
  });
});

describe('licence request rate limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ MAIL_WORKER_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => ctx.close());

  it('stops one account scripting machine ids over many IPs', async () => {
    const shop = await catalogue(ctx);
    const sharer = await buyerWithFreeOrder(ctx, shop, LICENCE_REQUESTS_PER_ACCOUNT.max + 5);
    const ask = (index: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/license/request',
        headers: { ...sharer.auth, 'accept-language': 'fr' },
        remoteAddress: `10.1.${Math.floor(index / 250)}.${index % 250}`,
        payload: {
          productId: sharer.product.id,
          orderId: sharer.orderId,
          machineIdName: `${HEX(index)}-PC${index}`,
        },
      });
    for (let index = 0; index < LICENCE_REQUESTS_PER_ACCOUNT.max; index += 1) {
      expect((await ask(index)).statusCode).toBe(201);
    }
    const stopped = await ask(999);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'rateLimited', message: expect.stringMatching(/\d/) });
  });

  it('stops one IP sending licence files to the refresh route, and leaves other IPs alone', async () => {
    const send = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/license/refresh',
        headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
        remoteAddress,
        payload: 'not a licence',
      });
    for (let index = 0; index < LICENCE_REFRESH_PER_IP.max; index += 1) {
      expect((await send('10.2.0.1')).statusCode).toBe(400);
    }
    const stopped = await send('10.2.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'rateLimited' });
    expect((await send('10.2.0.2')).statusCode).toBe(400);
  });
});
