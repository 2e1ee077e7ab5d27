import {
  apiErrorSchema,
  messageResultSchema,
  type NewsletterOutcome,
  newsletterSubscribeSchema,
  newsletterTokenQuerySchema,
  pageLinks,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { confirm, type NewsletterDeps, subscribe, unsubscribe } from './service';

/**
 * Newsletter with double opt-in. The confirm and unsubscribe links are opened from an e-mail, signed out:
 * they answer 302 to the home page (`/?newsletter=confirmed|unsubscribed`), where the SPA shows a banner.
 * A person follows them in a browser, so a bad, tampered or expired link also lands on the shop
 * (`/?newsletter=invalid`, a translated banner with a way to subscribe again), never on raw JSON.
 * POST /unsubscribe is the RFC 8058 one-click target of the List-Unsubscribe-Post header and answers JSON.
 */
async function followLink(
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => Promise<unknown>,
  outcome: Exclude<NewsletterOutcome, 'invalid'>,
) {
  if (request.validationError) return reply.redirect(pageLinks.newsletterOutcome('invalid'), 302);
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError && error.code === 'newsletter.invalidToken') {
      return reply.redirect(pageLinks.newsletterOutcome('invalid'), 302);
    }
    throw error;
  }
  return reply.redirect(pageLinks.newsletterOutcome(outcome), 302);
}

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NewsletterDeps = {
    db: app.db,
    mail: app.mail,
    seller: app.sellerIdentity,
    secret: app.secrets.newsletter,
    publicUrl: app.config.publicUrl,
    clock: () => new Date(),
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
      await subscribe(deps, {
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
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary:
          'Follow the confirmation link: activates the subscription, then 302 to /?newsletter=confirmed (a bad or expired link: /?newsletter=invalid)',
        querystring: newsletterTokenQuerySchema,
        response: { 302: z.null(), 429: apiErrorSchema },
      },
    },
    (request, reply) => followLink(request, reply, () => confirm(deps, request.query.token), 'confirmed'),
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      config: linkLimit,
      attachValidation: true,
      schema: {
        tags: ['newsletter'],
        summary:
          'Follow the unsubscribe link (signed out), then 302 to /?newsletter=unsubscribed (a bad or expired link: /?newsletter=invalid)',
        querystring: newsletterTokenQuerySchema,
        response: { 302: z.null(), 429: apiErrorSchema },
      },
    },
    (request, reply) =>
      followLink(request, reply, () => unsubscribe(deps, request.query.token), 'unsubscribed'),
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
      await unsubscribe(deps, request.query.token);
      return { success: true, message: translate(request.language, 'messaging:newsletter.unsubscribed') };
    },
  );
};
