import { type Language, pickLanguage } from '@shop/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** fr or en, from Accept-Language; answers and e-mails use it. */
    language: Language;
  }
}

export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'fr');
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
