import type { ApiError } from '@shop/contracts';
import { vi } from 'vitest';

/** What a stubbed route answers: a status and a JSON body. */
export interface Reply {
  status: number;
  body?: unknown;
  /** A static file's text (a product's Markdown description) instead of a JSON body. */
  text?: string;
}

/** A request the component made, as the server would have received it. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * A success answer. The type argument is the contract's answer type (`ok<Product[]>(…)`), so a stub drifting
 * from @shop/contracts fails type-checking; the app's client also checks answers against the schemas in tests.
 */
export const ok = <T>(body: T, status = 200): Reply => ({ status, body });

/** An error answer shaped as the server's (`{ code, message }`), in the language the test asserts. */
export const failure = (status: number, error: ApiError): Reply => ({ status, body: error });

/** A static file as the server serves it (the long descriptions under /descriptions). */
export const markdown = (text: string): Reply => ({ status: 200, text });

/** An answer held until `release()`, to see the loading state in between. */
export function held(reply: Reply): { handler: () => Promise<Reply>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => gate.then(() => reply), release };
}

/**
 * Replaces `fetch` for one test: `routes` maps "METHOD /path" (without `/api` and the query) to an answer.
 * A path outside /api keeps its full path ("GET /descriptions/x.fr.md").
 * A request without a stub answers 501 with a message naming it, which the component then shows, so a test
 * missing a stub fails on a visible text rather than hanging.
 */
export function stubApi(routes: Record<string, Handler>): { calls: Call[] } {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call: Call = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const reply: Reply = !handler
      ? { status: 501, body: { code: 'notStubbed', message: `No stub for ${method} ${path}` } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.text !== undefined) {
      return new Response(reply.text, { status: reply.status, headers: { 'content-type': 'text/markdown' } });
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

/** A refused connection: what the browser's fetch does when the server is unreachable. */
export function stubNetworkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
