import type { AffiliateClick } from '@shop/contracts';
import { apiRequest, contract } from '@/shared/api/client';

/** POST /api/affiliates/clicks: the landing of a `?ref=` link; the answer's cookie carries it to checkout. */
export function reportReferralClick(body: AffiliateClick) {
  return apiRequest('/affiliates/clicks', {
    schema: contract('affiliateClickAnswerSchema'),
    method: 'POST',
    body,
  });
}
