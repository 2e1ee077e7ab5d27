import {
  apiErrorSchema,
  messageResultSchema,
  newsletterSubscribeSchema,
  newsletterTokenQuerySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { loadOrCreateSecret } from '../../lib/secrets';
import { confirm, type NewsletterContext, subscribe, unsubscribe } from './service';

/**
 * Newsletter with double opt-in. The confirm and unsubscribe links are opened from an e-mail, signed out:
 * they answer 302 to the home page (`/?newsletter=confirmed|unsubscribed`), where the SPA shows a banner;
 * a bad or expired link answers 400 with a translated message. POST /unsubscribe is the RFC 8058
 * one-click target of the List-Unsubscribe-Post header and answers JSON.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: NewsletterContext = {
    app,
    secret: loadOrCreateSecret(app.config.dataDir, 'newsletter-secret', app.config.newsletterSecret),
  };

  // Mail clients post `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/newsletter/subscribe',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (double opt-in: a confirmation e-mail is sent)',
        body: newsletterSubscribeSchema,
        response: { 200: messageResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await subscribe(context, {
        email: request.body.email,
        source: request.body.source || 'website',
        language: request.language,
      });
      return { success: true, message: translate(request.language, 'messaging:newsletter.success') };
    },
  );

  const linkLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/newsletter/confirm',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary:
          'Follow the confirmation link: activates the subscription, then 302 to /?newsletter=confirmed',
        querystring: newsletterTokenQuerySchema,
        response: { 302: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await confirm(context, request.query.token);
      return reply.redirect('/?newsletter=confirmed', 302);
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Follow the unsubscribe link (signed out), then 302 to /?newsletter=unsubscribed',
        querystring: newsletterTokenQuerySchema,
        response: { 302: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(context, request.query.token);
      return reply.redirect('/?newsletter=unsubscribed', 302);
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: linkLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'RFC 8058 one-click unsubscribe (List-Unsubscribe-Post)',
        querystring: newsletterTokenQuerySchema,
        response: { 200: messageResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await unsubscribe(context, request.query.token);
      return { success: true, message: translate(request.language, 'messaging:newsletter.unsubscribed') };
    },
  );
};
