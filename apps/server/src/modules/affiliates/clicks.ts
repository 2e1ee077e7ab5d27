import type { AffiliateClick } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { affiliateClicks, affiliates } from '../../lib/db/schema';
import type { AffiliateDeps } from './deps';
import { referralCookieHeader } from './referral-cookie';
import { readWindowDays } from './settings';

/**
 * A visitor landed with `?ref=CODE` (docs/rules/affiliates.md): an approved partner's click is counted (when, and
 * whether the visitor consented; nothing about the visitor) and answered with the referral cookie to set, the
 * last click replacing any earlier one. Any other code records nothing and sets nothing.
 */
export async function recordClick(
  deps: Pick<AffiliateDeps, 'db' | 'config' | 'cookieSecret'>,
  click: AffiliateClick,
): Promise<{ recorded: boolean; cookie?: string }> {
  const [partner] = await deps.db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.code, click.code), eq(affiliates.status, 'approved')));
  if (!partner) return { recorded: false };
  const clickedAt = new Date();
  await deps.db
    .insert(affiliateClicks)
    .values({ affiliateId: partner.id, consented: click.consent, clickedAt });
  const secure = deps.config.env === 'production' || deps.config.publicUrl.startsWith('https://');
  const cookie = referralCookieHeader(
    { secret: deps.cookieSecret, secure },
    { code: click.code, clickedAt },
    { consent: click.consent, windowDays: await readWindowDays(deps.db) },
  );
  return { recorded: true, cookie };
}
