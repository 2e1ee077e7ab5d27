import { type AdminSubscription, formatMoney, leaseStatuses } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format';
import { leaseState } from '@/shared/leaseState';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { Select } from '@/shared/ui/Select';
import { type ActionOutcome, ActionOutcomeBanner } from '../components/ActionOutcome';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { type SubscriptionStatusFilter, useAdminSubscriptions } from './api';
import { DunningDays } from './DunningDays';
import { GraceExtension } from './GraceExtension';
import { SaveOffersPanel } from './SaveOffersPanel';

/**
 * Admin "Subscriptions" tab: every lease, newest first, 20 a page, filtered by status (docs/rules/leases.md),
 * with its buyer, renewal, paid-up and grace dates and failed payments; a past-due lease's grace period is
 * extended from its row; above them, the owner's dunning days. Below, the cancellations and each leased product's
 * save offer (SaveOffersPanel).
 */
export function SubscriptionsTab() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubscriptionStatusFilter>('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const list = useAdminSubscriptions(page, status);
  const date = (value: string | null) => (value ? formatDate(value, language) : '—');

  const columns: Column<AdminSubscription>[] = [
    { header: t('subscriptions.buyer'), cell: (lease) => lease.user.email, className: 'break-all' },
    { header: t('subscriptions.product'), cell: (lease) => lease.productName },
    {
      header: t('subscriptions.plan'),
      cell: (lease) => `${t(`subscriptions.plans.${lease.plan}`)} · ${formatMoney(lease.price, language)}`,
    },
    {
      header: t('subscriptions.status'),
      testId: 'admin-subscription-status',
      cell: (lease) => {
        const state = leaseState(lease);
        return t(`subscriptions.states.${state.key}`, { date: date(state.date) });
      },
    },
    {
      header: t('subscriptions.nextRenewal'),
      testId: 'admin-subscription-renewal',
      cell: (lease) => date(lease.nextRenewalAt),
    },
    { header: t('subscriptions.paidUntil'), cell: (lease) => date(lease.paidUntil) },
    { header: t('subscriptions.graceUntil'), cell: (lease) => date(lease.graceUntil) },
    {
      header: t('subscriptions.failedPayments'),
      numeric: true,
      testId: 'admin-subscription-failures',
      cell: (lease) => lease.failedPayments,
    },
    {
      header: t('subscriptions.actions'),
      className: 'whitespace-nowrap',
      cell: (lease) => lease.status === 'past_due' && <GraceExtension lease={lease} onOutcome={setOutcome} />,
    },
  ];

  return (
    <div className="space-y-4" data-testid="admin-subscriptions">
      <h2 className="text-xl font-semibold text-white">{t('subscriptions.title')}</h2>
      <DunningDays />
      <div className="max-w-xs">
        <Select
          label={t('subscriptions.filter')}
          value={status}
          data-testid="admin-subscriptions-status"
          onChange={(event) => {
            setPage(1);
            setStatus(event.target.value as SubscriptionStatusFilter);
          }}
        >
          <option value="">{t('subscriptions.all')}</option>
          {leaseStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`subscriptions.filters.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <ActionOutcomeBanner outcome={outcome} testId="admin-subscription-outcome" />
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            {data.subscriptions.length === 0 ? (
              <p className="text-slate-400">{t('subscriptions.empty')}</p>
            ) : (
              <DataTable
                rows={data.subscriptions}
                rowKey={(lease) => lease._id}
                rowTestId="admin-subscription-row"
                rowData={(lease) => ({ 'data-lease-id': lease._id })}
                columns={columns}
              />
            )}
            <Pager pagination={data.pagination} onPage={setPage} />
          </>
        )}
      </QueryState>
      <SaveOffersPanel />
    </div>
  );
}
