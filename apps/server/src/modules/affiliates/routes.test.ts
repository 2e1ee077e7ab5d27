import { adminAffiliateListSchema, adminAffiliateSchema, affiliateAreaSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import type { AdminFixture } from '../../../test/helpers/admin';
import { setupModuleAdminSuite } from '../../../test/helpers/admin';
import {
  approvedPartner,
  clickThrough,
  firstPurchaseTerms,
  insertPartner,
  uniquePartnerCode,
} from '../../../test/helpers/affiliates';
import type { TestApp } from '../../../test/test-app';
import { adminAuditLog, affiliateClicks } from '../../lib/db/schema';
import { affiliatesModule } from '.';
import { readReferralCookie, referralCookieSecret } from './referral-cookie';

let ctx: TestApp;
let admin: AdminFixture;
setupModuleAdminSuite([affiliatesModule], (suite) => {
  ctx = suite.ctx;
  admin = suite.admin;
});

const apply = (auth: Record<string, string>, payload: Record<string, unknown>, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/affiliates/application',
    headers: { ...auth, 'accept-language': language },
    payload: { website: null, message: 'I run a futures trading community.', code: null, ...payload },
  });

describe('partner routes (docs/rules/affiliates.md)', () => {
  it('lets an account apply once, with its wished code in capitals, and refuses a taken code or a second application', async () => {
    const first = await createUser(ctx.app);
    const code = uniquePartnerCode().toLowerCase();
    const applied = await apply(first.auth, { code });
    expect(applied.statusCode).toBe(201);
    expect(affiliateAreaSchema.parse(applied.json()).partner).toMatchObject({
      status: 'applied',
      origin: 'application',
      code: code.toUpperCase(),
      terms: null,
      totals: [],
    });
    expect((await apply(first.auth, {})).json()).toMatchObject({ code: 'affiliates.alreadyApplied' });
    const second = await createUser(ctx.app);
    const taken = await apply(second.auth, { code }, 'fr');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'affiliates.codeTaken',
      message: 'Ce code partenaire est déjà pris.',
    });
  });

  it('refuses bad input with its translated key', async () => {
    const who = await createUser(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'a b' }, 'affiliates.codeFormat'],
      [{ message: 'short' }, 'affiliates.messageLength'],
      [{ website: 'not a url' }, 'affiliates.websiteInvalid'],
    ];
    for (const [payload, key] of cases) {
      const answer = await apply(who.auth, payload);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(key);
    }
    const { partner } = await insertPartner(ctx.app);
    const badTerms = [
      { percent: 0, scope: 'first_purchase', renewalMonths: null },
      { percent: 20, scope: 'renewals', renewalMonths: null },
      { percent: 20, scope: 'first_purchase', renewalMonths: 6 },
    ];
    for (const terms of badTerms) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/affiliates/${partner.id}/approve`,
        headers: admin.auth,
        payload: { terms },
      });
      expect(answer.statusCode).toBe(400);
    }
    const window = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/affiliates/settings',
      headers: admin.auth,
      payload: { windowDays: 0 },
    });
    expect(window.json()).toMatchObject({ code: 'affiliates.windowRange' });
  });

  it("shows a partner their own area only, and never another's ledger", async () => {
    const partner = await approvedPartner(ctx, admin);
    const stranger = await createUser(ctx.app);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/affiliates/me', headers: partner.auth });
    expect(affiliateAreaSchema.parse(mine.json()).partner).toMatchObject({
      code: partner.code,
      link: `${ctx.app.config.publicUrl}/?ref=${partner.code}`,
      terms: firstPurchaseTerms,
    });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/affiliates/me', headers: stranger.auth });
    expect(theirs.json()).toEqual({ partner: null });
    const ledger = await ctx.app.inject({
      method: 'GET',
      url: '/api/affiliates/commissions',
      headers: stranger.auth,
    });
    expect(ledger.json()).toMatchObject({ commissions: [], pagination: { totalItems: 0 } });
    for (const url of ['/api/admin/affiliates', '/api/admin/affiliates/payouts.csv']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: partner.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('clicks and the referral cookie', () => {
  it("remembers an approved partner's click for the window with consent, for the visit without, and stores nothing of the visitor", async () => {
    const partner = await approvedPartner(ctx, admin);
    const consented = await clickThrough(ctx, partner.code.toLowerCase(), true);
    expect(consented.response.json()).toEqual({ recorded: true });
    expect(consented.setCookie).toMatch(
      /^shop_ref=[^;]+; Path=\/api; Max-Age=2592000; HttpOnly; SameSite=Lax/,
    );
    const referral = readReferralCookie(referralCookieSecret(ctx.app.secrets.jwt), {
      cookie: consented.cookie,
    });
    expect(referral?.code).toBe(partner.code);
    const visit = await clickThrough(ctx, partner.code, false);
    expect(visit.setCookie).not.toContain('Max-Age');
    const clicks = await ctx.app.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, partner.affiliate._id));
    expect(clicks.map((click) => click.consented).sort()).toEqual([false, true]);
    expect(Object.keys(clicks[0]!).sort()).toEqual(['affiliateId', 'clickedAt', 'consented', 'id']);
  });

  it('sets nothing for an unknown, pending or rejected code, and refuses a forged cookie', async () => {
    const { partner: pending } = await insertPartner(ctx.app);
    const { partner: rejected } = await insertPartner(ctx.app, { status: 'rejected' });
    for (const code of ['NOBODY', pending.code, rejected.code]) {
      const click = await clickThrough(ctx, code);
      expect(click.response.json()).toEqual({ recorded: false });
      expect(click.setCookie).toBeUndefined();
    }
    const secret = referralCookieSecret(ctx.app.secrets.jwt);
    const partner = await approvedPartner(ctx, admin);
    const { cookie } = await clickThrough(ctx, partner.code);
    const forged = cookie!.replace(partner.code, 'OTHER');
    expect(readReferralCookie(secret, { cookie: forged })).toBeUndefined();
  });
});

describe('back-office decisions', () => {
  it('approves, changes terms, rejects with a reason, invites, each audited, and refuses an impossible move', async () => {
    const { partner } = await insertPartner(ctx.app);
    const url = `/api/admin/affiliates/${partner.id}`;
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: admin.auth,
      payload: { terms: firstPurchaseTerms },
    });
    expect(adminAffiliateSchema.parse(approved.json())).toMatchObject({
      status: 'approved',
      terms: firstPurchaseTerms,
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: admin.auth,
      payload: { terms: firstPurchaseTerms },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'affiliates.notPending' });
    const renewals = { percent: 15, scope: 'renewals', renewalMonths: 6 } as const;
    const terms = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/terms`,
      headers: admin.auth,
      payload: { terms: renewals },
    });
    expect(terms.json()).toMatchObject({ terms: renewals });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `${url}/reject`,
      headers: admin.auth,
      payload: { reason: 'Spam' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const missingCoupon = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/coupon`,
      headers: admin.auth,
      payload: { couponCode: 'NO-SUCH-COUPON' },
    });
    expect(missingCoupon.statusCode).toBe(404);
    const audit = await ctx.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `affiliate:${partner.id}`));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'affiliate.approve',
      'affiliate.reject',
      'affiliate.terms',
    ]);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/0190a8f4-0000-7000-8000-000000000000/reject',
      headers: admin.auth,
      payload: { reason: null },
    });
    expect(unknown.statusCode).toBe(404);

    const invited = await createUser(ctx.app);
    const invitation = {
      email: invited.user.email.toUpperCase(),
      terms: firstPurchaseTerms,
      code: null,
    };
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/invitations',
      headers: admin.auth,
      payload: invitation,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ status: 'approved', origin: 'invitation', userId: invited.user.id });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/invitations',
      headers: admin.auth,
      payload: invitation,
    });
    expect(twice.json()).toMatchObject({ code: 'affiliates.alreadyPartner' });
    const nobody = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/affiliates/invitations',
      headers: admin.auth,
      payload: { ...invitation, email: 'nobody@example.test' },
    });
    expect(nobody.json()).toMatchObject({ code: 'affiliates.accountNotFound' });
    const list = adminAffiliateListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/affiliates?status=rejected',
          headers: admin.auth,
        })
      ).json(),
    );
    expect(list.affiliates.every((row) => row.status === 'rejected')).toBe(true);
    expect(list.windowDays).toBe(30);
  });
});
