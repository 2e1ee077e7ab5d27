import {
  apiErrorSchema,
  missingSellerFields,
  type SellerIdentity,
  type SellerIdentityState,
  sellerIdentityInputSchema,
  sellerIdentityStateSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAdminAudit } from '../audit';
import { readSellerIdentity, writeSellerIdentity } from './store';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Only the fields a save changed, before and after, so the audit log reads as the change it was. */
function changedFields(before: SellerIdentity, after: SellerIdentity) {
  const fields = (Object.keys(after) as (keyof SellerIdentity)[]).filter(
    (field) => before[field] !== after[field],
  );
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, after[field]])),
  };
}

async function stateOf(app: FastifyInstance): Promise<SellerIdentityState> {
  const { identity, updatedAt } = await readSellerIdentity(app.db);
  const missing = missingSellerFields(identity);
  return {
    identity,
    missing,
    complete: missing.length === 0,
    pendingInvoices: await app.orderLifecycle.pendingInvoiceCount(app.db),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/**
 * The back-office's seller identity (registered under the admin guard): read it with what it still lacks,
 * and save it whole, validated and audited. A save that completes it issues the invoices that waited.
 */
export const adminSellerIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/seller-identity',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's identity, the fields it still lacks and the invoices waiting for it",
        security: [{ bearer: [] }],
        response: { 200: sellerIdentityStateSchema, ...errors },
      },
    },
    async () => stateOf(app),
  );

  app.put(
    '/admin/seller-identity',
    {
      schema: {
        tags: ['admin'],
        summary: "Saves the seller's identity (legal pages, invoices, e-mails); audited",
        security: [{ bearer: [] }],
        body: sellerIdentityInputSchema,
        response: { 200: sellerIdentityStateSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const identity: SellerIdentity = request.body;
      const previous = await app.sellerIdentity.current();
      try {
        await app.db.transaction(async (tx) => {
          const before = await writeSellerIdentity(tx, identity);
          app.sellerIdentity.replace(identity);
          const change = changedFields(before, identity);
          if (Object.keys(change.after).length === 0) return;
          await recordAdminAudit(tx, request, {
            action: 'sellerIdentity.update',
            target: 'sellerIdentity',
            ...change,
          });
        });
      } catch (error) {
        app.sellerIdentity.replace(previous);
        throw error;
      }
      // Complete by validation: the invoices that waited for it are issued now. The identity is saved
      // whatever happens to them; the scheduled sweep tries again.
      await app.orderLifecycle.issuePendingInvoices().catch((error: unknown) => {
        request.log.error({ err: error }, 'pending invoices could not be issued');
      });
      return stateOf(app);
    },
  );
};
