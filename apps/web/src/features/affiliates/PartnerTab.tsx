import type { AffiliateArea } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '@/shared/format';
import { QueryState } from '@/shared/ui/QueryState';
import { ApplyForm } from './ApplyForm';
import { useAffiliateArea } from './api';
import { PartnerCommissions, PartnerTotals } from './PartnerFigures';
import { PartnerLinks } from './PartnerLinks';

type Partner = NonNullable<AffiliateArea['partner']>;

/** A decided or waiting application: its title and what happens next. */
function Notice({ testId, title, body }: { testId: string; title: string; body: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="max-w-2xl rounded-xl border border-slate-700 bg-slate-900 p-5"
    >
      <p className="font-semibold text-white">{title}</p>
      <p className="mt-1 text-slate-300">{body}</p>
    </div>
  );
}

/** An approved partner's own area: their terms, clicks, commission per currency, links, coupon and ledger. */
function PartnerArea({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  const { terms } = partner;
  return (
    <div className="space-y-8" data-testid="partner-area">
      <div>
        <h2 className="text-2xl font-semibold text-white">{t('area.title')}</h2>
        <p className="mt-1 font-mono text-slate-300" data-testid="partner-code">
          {t('area.code', { code: partner.code })}
        </p>
        {terms && (
          <p className="mt-1 text-slate-300" data-testid="partner-terms">
            {t(`area.terms.${terms.scope}`, { percent: terms.percent, months: terms.renewalMonths ?? 0 })}
          </p>
        )}
      </div>
      <div className="rounded-xl border border-slate-800 bg-slate-900 p-4">
        <p className="text-sm text-slate-400">{t('area.clicks')}</p>
        <p className="mt-1 text-2xl font-semibold text-white" data-testid="partner-clicks">
          {formatCount(partner.clicks, language)}
        </p>
        <p className="mt-1 text-xs text-slate-400">{t('area.window', { days: partner.windowDays })}</p>
      </div>
      <PartnerTotals totals={partner.totals} />
      <PartnerLinks code={partner.code} link={partner.link} couponCode={partner.couponCode} />
      <PartnerCommissions />
    </div>
  );
}

/**
 * The customer area's Partner tab (docs/rules/affiliates.md): the application form for an account that never
 * applied, the waiting or refused application, or the approved partner's own area.
 */
export function PartnerTab() {
  const { t, i18n } = useTranslation('affiliates');
  const language = pickLanguage(i18n.language);
  const area = useAffiliateArea();
  return (
    <QueryState query={area}>
      {({ partner }) => {
        if (!partner) return <ApplyForm />;
        if (partner.status === 'applied')
          return (
            <Notice
              testId="partner-pending"
              title={t('pending.title')}
              body={t('pending.body', { date: formatDate(partner.createdAt, language), code: partner.code })}
            />
          );
        if (partner.status === 'rejected')
          return (
            <Notice
              testId="partner-rejected"
              title={t('rejected.title')}
              body={
                partner.rejectionReason
                  ? t('rejected.because', { reason: partner.rejectionReason })
                  : t('rejected.body')
              }
            />
          );
        return <PartnerArea partner={partner} />;
      }}
    </QueryState>
  );
}
