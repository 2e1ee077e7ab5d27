import { type AdminCoupon, formatMoney } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { type Column, DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { LoadErrorBanner, Pager } from '../components/AdminUi';
import { useAdminCoupons } from './api';
import { CouponDialog } from './CouponDialog';

/** Admin "Coupons" tab: every coupon with its uses, created, edited and disabled in a dialog (docs/rules/coupons.md). */
export function CouponsTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState(1);
  // undefined: no dialog; null: a new coupon.
  const [editing, setEditing] = useState<AdminCoupon | null | undefined>(undefined);
  const list = useAdminCoupons(page);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : '…');

  const columns: Column<AdminCoupon>[] = [
    { header: t('coupons.code'), cell: (coupon) => coupon.code, className: 'font-mono text-white' },
    {
      header: t('coupons.value'),
      cell: (coupon) =>
        coupon.kind === 'percent' ? `${coupon.percent} %` : formatMoney(coupon.amount, language),
    },
    { header: t('coupons.product'), cell: (coupon) => coupon.productName ?? t('coupons.wholeCart') },
    {
      header: t('coupons.period'),
      cell: (coupon) =>
        coupon.startsAt || coupon.endsAt
          ? `${when(coupon.startsAt)} → ${when(coupon.endsAt)}`
          : t('coupons.always'),
    },
    {
      header: t('coupons.uses'),
      cell: (coupon) =>
        `${t('coupons.usesValue', { used: coupon.used, reserved: coupon.reserved })}${
          coupon.maxUses === null ? '' : ` / ${coupon.maxUses}`
        }`,
    },
    {
      header: t('coupons.status'),
      cell: (coupon) => (coupon.active ? t('coupons.active') : t('coupons.disabled')),
    },
    {
      header: t('shared.actions'),
      cell: (coupon) => (
        <Button size="xs" variant="secondary" data-testid="coupon-edit" onClick={() => setEditing(coupon)}>
          {t('shared.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4" data-testid="admin-coupons">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-white">{t('coupons.title')}</h2>
        <Button data-testid="coupon-create" onClick={() => setEditing(null)}>
          {t('coupons.create')}
        </Button>
      </div>
      <QueryState query={list} renderError={(error) => <LoadErrorBanner message={error.message} />}>
        {(data) => (
          <>
            {data.coupons.length === 0 ? (
              <p className="text-slate-400">{t('coupons.empty')}</p>
            ) : (
              <DataTable
                rows={data.coupons}
                rowKey={(coupon) => coupon._id}
                rowTestId="admin-coupon-row"
                columns={columns}
              />
            )}
            <Pager pagination={data.pagination} onPage={setPage} />
          </>
        )}
      </QueryState>
      {editing !== undefined && <CouponDialog coupon={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
