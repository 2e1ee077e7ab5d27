import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConsent } from '@/shared/consent/consent';
import { reportReferralClick } from './referralClick';

/**
 * A partner's link (`?ref=CODE` on any page, docs/rules/affiliates.md): once the stored cookie choice is read,
 * the landing is reported with whether the visitor consented to measurement cookies, and the server's answer
 * sets the referral cookie (for the attribution window with consent, for the visit without) that checkout
 * reads. The parameter then leaves the address, so a reload or a shared copy of it is not another click.
 */
export function ReferralLanding() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const consent = useConsent((state) => state.consent);
  const code = new URLSearchParams(search).get('ref');

  useEffect(() => {
    if (!code || consent === undefined) return;
    // An unknown or malformed code changes nothing for the visitor: the page goes on without a referral.
    reportReferralClick({ code, consent: consent?.measurement === true }).catch(() => undefined);
    const rest = new URLSearchParams(search);
    rest.delete('ref');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [code, consent, pathname, search, hash, navigate]);

  return null;
}
