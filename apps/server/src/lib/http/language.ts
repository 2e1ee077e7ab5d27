import type { IncomingHttpHeaders } from 'node:http';
import { type Language, languageCookie, resolveLanguage } from '@shop/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * fr or en, by the shop's one resolver (docs/rules/languages.md): `?lang`, the `lang` cookie (the
     * browser's stored choice), Accept-Language, French. Answers, pages and e-mails sent during the request
     * use it.
     */
    language: Language;
  }
}

/**
 * The language of a request, from its query string and headers. The signed-in user's stored language is not
 * a source here: a page's request carries no bearer token, so the server render could not read it, and the
 * page and the API answers would disagree. The web keeps it equal to the browser's choice instead
 * (docs/rules/languages.md).
 */
export function requestLanguage({
  query,
  headers,
}: {
  query: unknown;
  headers: IncomingHttpHeaders;
}): Language {
  const { lang } = (query ?? {}) as { lang?: unknown };
  // Most requests name no language and hold no cookie: the Accept-Language header alone decides, and the
  // same few headers come again and again (parsing one was the costliest step of a cached catalogue read).
  if (lang === undefined && headers.cookie === undefined) return browserLanguage(headers['accept-language']);
  return resolveLanguage({
    explicit: typeof lang === 'string' ? lang : undefined,
    stored: [languageCookie(headers.cookie)],
    browser: headers['accept-language'],
  });
}

/** Past this many distinct Accept-Language headers, the memory of them starts again (any client may send any). */
const REMEMBERED_HEADERS = 256;
const byAcceptLanguage = new Map<string | undefined, Language>();

/** The language of a request that has only its Accept-Language header to go by, remembered by header. */
function browserLanguage(acceptLanguage: string | undefined): Language {
  let language = byAcceptLanguage.get(acceptLanguage);
  if (language === undefined) {
    language = resolveLanguage({ browser: acceptLanguage });
    if (byAcceptLanguage.size >= REMEMBERED_HEADERS) byAcceptLanguage.clear();
    byAcceptLanguage.set(acceptLanguage, language);
  }
  return language;
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'fr');
    // The query string is parsed before onRequest. A `lang` that is neither fr nor en is skipped here; a
    // route whose schema takes `lang` refuses it, in the language the other sources decided.
    // Synchronous, as every hook each request runs: an async one costs a promise and a turn of the queue.
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = requestLanguage(request);
      done();
    });
  },
  { name: 'language' },
);
