import {
  adminAffiliateApproveSchema,
  adminAffiliateCouponSchema,
  adminAffiliateInvitationSchema,
  adminAffiliateListSchema,
  adminAffiliateParamsSchema,
  adminAffiliatePayoutBodySchema,
  adminAffiliatePayoutListSchema,
  adminAffiliatePayoutQuerySchema,
  adminAffiliateQuerySchema,
  adminAffiliateRejectSchema,
  adminAffiliateSchema,
  adminAffiliateTermsSchema,
  affiliatePayoutSchema,
  affiliateSettingsSchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http/error-responses';
import { recordAdminAudit } from '../audit';
import {
  type AffiliateRow,
  approval,
  changePartner,
  invitePartner,
  newTerms,
  type PartnerChange,
  rejection,
  tiedCoupon,
} from './partners';
import { listPayouts, payableCsv, recordPayout } from './payouts';
import { readWindowDays, saveSettings } from './settings';
import { listAffiliates, toAdminAffiliates } from './views';

/** What the audit log keeps of a partner: its state and terms, never the applicant's message. */
const audited = (row: AffiliateRow | null) =>
  row && {
    code: row.code,
    status: row.status,
    percent: row.percent,
    scope: row.scope,
    renewalMonths: row.renewalMonths,
    couponId: row.couponId,
  };

/**
 * The back-office's affiliate programme (docs/rules/affiliates.md), behind the back-office's one admin check:
 * partners (list, invite, approve, reject, terms, coupon), the attribution window, payouts and the payout CSV.
 * Every write is audited in its transaction.
 */
export const adminAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.affiliateDeps;
  const security = [{ bearer: [] }];
  const errors = errorResponses(400, 401, 403, 404, 409);
  const schema = (summary: string) => ({ tags: ['admin'], summary, security });

  app.get(
    '/admin/affiliates',
    {
      schema: {
        ...schema('Partners, newest first, paged, with their clicks and commission per currency'),
        querystring: adminAffiliateQuerySchema,
        response: { 200: adminAffiliateListSchema, ...errors },
      },
    },
    async (request) => listAffiliates(deps.db, request.query, await deps.clock.now()),
  );

  /** One partner write, audited `affiliate.<action>`, answered as the back-office lists it. */
  const partnerWrite = async (
    request: Parameters<typeof recordAdminAudit>[1],
    action: string,
    write: (
      audit: (
        tx: Parameters<typeof recordAdminAudit>[0],
        before: AffiliateRow | null,
        after: AffiliateRow,
      ) => Promise<void>,
    ) => Promise<AffiliateRow>,
  ) => {
    const row = await write((tx, before, after) =>
      recordAdminAudit(tx, request, {
        action: `affiliate.${action}`,
        target: `affiliate:${after.id}`,
        before: audited(before),
        after: audited(after),
      }),
    );
    return (await toAdminAffiliates(deps.db, [row], await deps.clock.now()))[0]!;
  };

  app.post(
    '/admin/affiliates/invitations',
    {
      schema: {
        ...schema('Make an existing account a partner, approved with its terms (audited affiliate.invite)'),
        body: adminAffiliateInvitationSchema,
        response: { 201: adminAffiliateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await partnerWrite(request, 'invite', (audit) => invitePartner(deps.db, request.body, audit))),
  );

  /** A decision on one partner, `/admin/affiliates/:id/<action>`: its body makes the change, audited `affiliate.<action>`. */
  const decision = <Body extends z.ZodType>(
    method: 'POST' | 'PUT',
    action: 'approve' | 'reject' | 'terms' | 'coupon',
    summary: string,
    body: Body,
    change: (body: z.infer<Body>) => PartnerChange,
  ) =>
    app.route({
      method,
      url: `/admin/affiliates/:id/${action}`,
      schema: {
        ...schema(`${summary} (audited affiliate.${action})`),
        params: adminAffiliateParamsSchema,
        body,
        response: { 200: adminAffiliateSchema, ...errors },
      },
      handler: async (request) =>
        partnerWrite(request, action, (audit) =>
          changePartner(deps.db, request.params.id, change(request.body as z.infer<Body>), audit),
        ),
    });
  decision(
    'POST',
    'approve',
    'Approve an application with its terms; 409 affiliates.notPending',
    adminAffiliateApproveSchema,
    (body) => approval(body.terms),
  );
  decision(
    'POST',
    'reject',
    'Reject an application or end a partnership; past commissions stay',
    adminAffiliateRejectSchema,
    (body) => rejection(body.reason),
  );
  decision(
    'PUT',
    'terms',
    "Change an approved partner's terms for new referrals",
    adminAffiliateTermsSchema,
    (body) => newTerms(body.terms),
  );
  decision(
    'PUT',
    'coupon',
    'Tie a coupon to the partner by its code, or untie it with null',
    adminAffiliateCouponSchema,
    (body) => tiedCoupon(body.couponCode),
  );

  app.get(
    '/admin/affiliates/settings',
    {
      schema: {
        ...schema("The programme's attribution window"),
        response: { 200: affiliateSettingsSchema, ...errors },
      },
    },
    async () => ({ windowDays: await readWindowDays(deps.db) }),
  );

  app.put(
    '/admin/affiliates/settings',
    {
      schema: {
        ...schema('Set the attribution window in days (audited affiliate.settings)'),
        body: affiliateSettingsSchema,
        response: { 200: affiliateSettingsSchema, ...errors },
      },
    },
    async (request) =>
      saveSettings(deps.db, request.body, (tx, before) =>
        recordAdminAudit(tx, request, {
          action: 'affiliate.settings',
          target: 'affiliate-settings',
          before: { windowDays: before },
          after: request.body,
        }),
      ),
  );

  app.post(
    '/admin/affiliates/:id/payouts',
    {
      schema: {
        ...schema('Record a payout of everything payable in one currency (audited affiliate.payout)'),
        params: adminAffiliateParamsSchema,
        body: adminAffiliatePayoutBodySchema,
        response: { 201: affiliatePayoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payout = await recordPayout(
        deps.db,
        request.params.id,
        request.body,
        await deps.clock.now(),
        (tx, row) =>
          recordAdminAudit(tx, request, {
            action: 'affiliate.payout',
            target: `affiliate:${row.affiliateId}`,
            after: {
              payoutId: row.id,
              amountCents: row.amountCents,
              currency: row.currency,
              reference: row.reference,
            },
          }),
      );
      return reply.status(201).send(payout);
    },
  );

  app.get(
    '/admin/affiliates/payouts',
    {
      schema: {
        ...schema('Recorded payouts, newest first, of every partner or one'),
        querystring: adminAffiliatePayoutQuerySchema,
        response: { 200: adminAffiliatePayoutListSchema, ...errors },
      },
    },
    async (request) => listPayouts(deps.db, request.query),
  );

  app.get(
    '/admin/affiliates/payouts.csv',
    {
      schema: {
        ...schema('What is payable now, one row per partner and currency, as a CSV file'),
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="affiliate-payouts.csv"')
        .send(await payableCsv(deps.db, await deps.clock.now())),
  );
};
