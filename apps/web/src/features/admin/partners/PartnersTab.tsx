import { type AdminAffiliate, affiliateStatuses, formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { Select } from '@/shared/ui/Select';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { ExportButton } from '../components/ExportButton';
import { type PartnerStatusFilter, useAdminAffiliates } from './api';
import { InviteDialog } from './InviteDialog';
import { CouponDialog, PayoutDialog, RejectDialog } from './PartnerDialogs';
import { PayoutHistory } from './PayoutHistory';
import { TermsDialog } from './TermsDialog';
import { WindowSetting } from './WindowSetting';

const dialogs = { terms: TermsDialog, reject: RejectDialog, payout: PayoutDialog, coupon: CouponDialog };
type Open = { partner: AdminAffiliate; dialog: keyof typeof dialogs };

/**
 * Admin "Partners" tab (docs/rules/affiliates.md): applications and partners with their commission, clicks and
 * figures per currency; invite an existing account, approve with terms, reject, change terms, tie a coupon,
 * record a payout and see those recorded; the payout CSV of what is payable now, and the attribution window.
 */
export function PartnersTab() {
  const { t, i18n } = useTranslation(['affiliates', 'admin']);
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PartnerStatusFilter>('');
  const [open, setOpen] = useState<Open | null>(null);
  const [inviting, setInviting] = useState(false);
  const list = useAdminAffiliates(page, status);
  const Dialog = open ? dialogs[open.dialog] : null;

  const action = (partner: AdminAffiliate, dialog: Open['dialog'], label: string) => (
    <Button
      size="xs"
      variant={dialog === 'reject' ? 'danger' : 'secondary'}
      data-testid={`partner-${dialog}`}
      onClick={() => setOpen({ partner, dialog })}
    >
      {label}
    </Button>
  );

  const columns: Column<AdminAffiliate>[] = [
    {
      header: t('admin.partner'),
      cell: (partner) => (
        <div>
          <p className="text-white">{partner.name}</p>
          <p className="text-xs text-slate-400">{partner.email}</p>
          {partner.website && <p className="text-xs text-slate-400">{partner.website}</p>}
          {partner.status === 'applied' && partner.message && (
            <p className="mt-1 max-w-xs text-xs text-slate-300">
              {t('admin.application', { message: partner.message })}
            </p>
          )}
        </div>
      ),
    },
    { header: t('admin.code'), className: 'font-mono', cell: (partner) => partner.code },
    {
      header: t('admin.status'),
      testId: 'partner-status',
      cell: (partner) => t(`admin.statuses.${partner.status}`),
    },
    {
      header: t('admin.terms'),
      testId: 'partner-row-terms',
      cell: ({ terms }) =>
        terms
          ? t(`admin.termsValue.${terms.scope}`, { percent: terms.percent, months: terms.renewalMonths ?? 0 })
          : t('admin.noTerms'),
    },
    { header: t('admin.clicks'), numeric: true, cell: (partner) => partner.clicks },
    {
      header: t('admin.figures'),
      testId: 'partner-figures',
      cell: ({ totals }) =>
        totals.length === 0 ? (
          t('admin.noFigures')
        ) : (
          <ul>
            {totals.map((row) => (
              <li key={row.currency} data-currency={row.currency}>
                {t('admin.figuresValue', {
                  currency: row.currency.toUpperCase(),
                  payable: formatMoney(row.payable, language),
                  paid: formatMoney(row.paid, language),
                })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      header: t('admin.actions'),
      cell: (partner) => (
        <div className="flex flex-wrap gap-1">
          {partner.status === 'applied' && action(partner, 'terms', t('admin.approve'))}
          {partner.status === 'applied' && action(partner, 'reject', t('admin.reject'))}
          {partner.status === 'approved' && action(partner, 'terms', t('admin.editTerms'))}
          {partner.status === 'approved' && action(partner, 'coupon', t('admin.coupon'))}
          {partner.totals.some((row) => row.payable.amount > 0) && action(partner, 'payout', t('admin.pay'))}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4" data-testid="admin-partners">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-white">{t('admin.title')}</h2>
        <Button data-testid="partner-invite" onClick={() => setInviting(true)}>
          {t('admin.invite')}
        </Button>
      </div>
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <Select
                label={t('admin.filter')}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as PartnerStatusFilter);
                  setPage(1);
                }}
                data-testid="partner-filter"
              >
                <option value="">{t('admin.all')}</option>
                {affiliateStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.statuses.${value}`)}
                  </option>
                ))}
              </Select>
              <WindowSetting windowDays={data.windowDays} />
              <ExportButton
                url="/api/admin/affiliates/payouts.csv"
                label={t('admin.exportCsv')}
                testId="partner-payouts-export"
              />
            </div>
            {data.affiliates.length === 0 ? (
              <p className="text-slate-400">{t('admin.empty')}</p>
            ) : (
              <DataTable
                rows={data.affiliates}
                rowKey={(partner) => partner._id}
                rowTestId="admin-partner-row"
                rowData={(partner) => ({ 'data-code': partner.code })}
                columns={columns}
              />
            )}
            <Pager pagination={data.pagination} onPage={setPage} label={t('admin.title')} />
          </>
        )}
      </QueryState>
      <PayoutHistory />
      {open && Dialog && <Dialog partner={open.partner} onClose={() => setOpen(null)} />}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </div>
  );
}
