import { apiErrorSchema, contactRequestSchema, messageResultSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { type ContactDeps, sendContactMessage } from './service';

/** The contact form: stored, then mailed to the support address (app.supportAddress) with Reply-To set to the sender. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ContactDeps = {
    db: app.db,
    mail: app.mail,
    supportAddress: app.supportAddress,
    seller: app.sellerIdentity,
  };
  app.post(
    '/email/contact',
    {
      config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (name, email, subject, message; all required)',
        body: contactRequestSchema,
        response: { 200: messageResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { website, ...fields } = request.body;
      const answer = { success: true, message: translate(request.language, 'messaging:contact.success') };
      // Honeypot filled: a bot. Answer exactly as for a person, store and send nothing.
      if (website && website.trim() !== '') {
        request.log.info({ ip: request.ip }, 'contact honeypot triggered');
        return answer;
      }
      await sendContactMessage(deps, { ...fields, language: request.language, ip: request.ip });
      return answer;
    },
  );
};
