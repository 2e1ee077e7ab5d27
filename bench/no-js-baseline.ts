// The Lighthouse baseline of a page (issue 26): the same server-rendered HTML with every script removed, served
// as a static file, with the same stylesheet, fonts and images. It is the best that page can score on this
// machine at this moment, so a page's score as a share of it separates what the app costs from what the machine
// costs (a busy shared machine slows both alike).

import { createServer, request, type Server } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

/**
 * The page without its JavaScript: every <script> (the boot module, the server state, structured data) and every
 * link that preloads a script.
 */
export function withoutScripts(html: string): string {
  const preloadsScript = (tag: string) =>
    /\brel=["']?modulepreload\b/i.test(tag) ||
    (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag));
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (preloadsScript(tag) ? '' : tag));
}

export interface Baseline {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Serves `paths` (path and query, as Lighthouse will ask for them) as `shop` rendered them, without scripts,
 * brotli-compressed as the shop sends its pages; every other request (stylesheet, fonts, images) is passed
 * to the shop, so the page's other bytes are the shop's own.
 */
export async function startNoJsBaseline(shop: string, paths: string[], port: number): Promise<Baseline> {
  const pages = new Map<string, { html: string; brotli: Buffer }>();
  for (const path of paths) {
    const answer = await fetch(`${shop}${path}`);
    if (!answer.ok) throw new Error(`${shop}${path} answered ${answer.status}`);
    const html = withoutScripts(await answer.text());
    if (/<script\b/i.test(html)) throw new Error(`${path} still has a script after stripping`);
    pages.set(path, { html, brotli: brotliCompressSync(html) });
  }
  const server: Server = createServer((incoming, outgoing) => {
    const page = pages.get(incoming.url ?? '');
    if (page) {
      const brotli = /\bbr\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      outgoing.end(brotli ? page.brotli : page.html);
      return;
    }
    const upstream = request(
      `${shop}${incoming.url}`,
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(shop).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
