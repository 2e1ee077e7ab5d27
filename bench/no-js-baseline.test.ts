import { createServer, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNoJsBaseline, withoutScripts } from './no-js-baseline';

const page = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="preload" as="image" href="/images/a.svg" fetchpriority="high">
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link as="script" rel="preload" href="/assets/i18n.js">
<script type="module" crossorigin src="/assets/boot.js"></script>
<script type="application/ld+json">{"@type":"Product"}</script>
</head><body><div id="root"><h1>VWAP</h1><img src="/images/a.svg"></div>
<script type="application/json" id="server-state">{"queries":[]}</script>
<SCRIPT>inline()</SCRIPT >
</body></html>`;

describe('withoutScripts', () => {
  it('drops every script and script preload, and keeps the page, its stylesheet and its image preload', () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script/i);
    expect(stripped).not.toContain('/assets/react.js');
    expect(stripped).not.toContain('/assets/i18n.js');
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(stripped).toContain('<link rel="preload" as="image" href="/images/a.svg" fetchpriority="high">');
    expect(stripped).toContain('<div id="root"><h1>VWAP</h1><img src="/images/a.svg"></div>');
  });
});

describe('startNoJsBaseline', () => {
  let shop: Server;
  let shopUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    shop = createServer((request, response) => {
      seen.push(request.url ?? '');
      if (request.url?.startsWith('/product/vwap')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(page);
      } else if (request.url === '/assets/index.css') {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=31536000' });
        response.end('h1{color:red}');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((done) => shop.listen(0, '127.0.0.1', done));
    const address = shop.address();
    shopUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => shop.close(() => done())));

  it("serves the shop's page without scripts, brotli when asked, and passes every other request to the shop", async () => {
    const baseline = await startNoJsBaseline(shopUrl, ['/product/vwap?lang=en'], 0);
    try {
      const { port } = new URL(baseline.baseUrl);
      expect(Number(port)).toBeGreaterThan(0);
      const plain = await fetch(`${baseline.baseUrl}/product/vwap?lang=en`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(withoutScripts(page));

      const compressed = await rawGet(`${baseline.baseUrl}/product/vwap?lang=en`, {
        'accept-encoding': 'br',
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.body).toString()).toBe(withoutScripts(page));

      const css = await fetch(`${baseline.baseUrl}/assets/index.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get('cache-control')).toBe('max-age=31536000');
      expect(await css.text()).toBe('h1{color:red}');
      expect((await fetch(`${baseline.baseUrl}/missing.png`)).status).toBe(404);
      expect(seen).toContain('/missing.png');
    } finally {
      await baseline.close();
    }
  });

  it('refuses a page the shop does not answer', async () => {
    await expect(startNoJsBaseline(shopUrl, ['/nowhere'], 0)).rejects.toThrow('/nowhere answered 404');
  });
});

/** A GET whose body is not decoded (fetch would undo the brotli). */
async function rawGet(url: string, headers: Record<string, string>) {
  const { get } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}
