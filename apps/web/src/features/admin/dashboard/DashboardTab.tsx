import { formatMoney, type Money, money } from '@shop/contracts';
import { type Language, pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format';
import { Spinner } from '@/shared/ui/Spinner';
import { useDashboard } from '../api';
import { AdminBadge, LoadErrorBanner, OrderStatusBadge, StatCard } from '../components/AdminUi';
import { useCustomerIdentity } from '../components/identity';
import { CouponRevenueTable } from './CouponRevenueTable';
import { CurrencyRevenueTable } from './CurrencyRevenueTable';
import { DailyChart } from './DailyChart';
import { ExchangeRateForm } from './ExchangeRateForm';
import { PaymentRemindersTable } from './PaymentRemindersTable';
import { SellerIdentityNotice } from './SellerIdentityNotice';
import { VatRevenueTable } from './VatRevenueTable';

/**
 * Amounts of several currencies side by side, never added together (docs/rules/currencies.md): `1 234,50 € ·
 * 99,00 $US`; nothing yet reads as zero euros.
 */
const sideBySide = (amounts: readonly Money[], language: Language) =>
  amounts.length === 0
    ? formatMoney(money(0, 'eur'), language)
    : amounts.map((amount) => formatMoney(amount, language)).join(' · ');

/**
 * Section 3's cards, the revenue and the leases' recurring revenue in each currency, churn on the lease clock, a
 * 30-day chart of revenue and orders, revenue by currency, VAT rate and country and coupon, the latest orders and
 * users.
 */
export function DashboardTab() {
  const { t, i18n } = useTranslation('admin');
  const identity = useCustomerIdentity();
  const language = pickLanguage(i18n.language);
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return <LoadErrorBanner message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <Spinner />;
  const {
    stats,
    daily,
    recentOrders,
    recentUsers,
    revenueByVat,
    revenueByCoupon,
    revenueByCurrency,
    leases,
    paymentReminders,
  } = dashboard.data;
  return (
    <div className="space-y-8" data-testid="admin-dashboard">
      <SellerIdentityNotice />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('dashboard.usersTotal')} value={stats.users.total} testId="stat-users-total" />
        <StatCard label={t('dashboard.usersToday')} value={stats.users.newToday} />
        <StatCard label={t('dashboard.usersMonth')} value={stats.users.newThisMonth} />
        <StatCard label={t('dashboard.ordersTotal')} value={stats.orders.total} testId="stat-orders-total" />
        <StatCard label={t('dashboard.ordersPaid')} value={stats.orders.completed} />
        <StatCard label={t('dashboard.ordersPending')} value={stats.orders.pending} />
        <StatCard
          label={t('dashboard.revenue')}
          value={sideBySide(stats.revenue, language)}
          testId="stat-revenue"
        />
        <StatCard label={t('dashboard.licencesPending')} value={stats.licenseRequests.pending} />
        <StatCard
          label={t('leaseMetrics.mrr')}
          value={sideBySide(
            leases.recurring.filter((entry) => entry.leases > 0).map((entry) => entry.mrr),
            language,
          )}
          hint={t('leaseMetrics.mrrHint', {
            count: leases.recurring.reduce((total, entry) => total + entry.leases, 0),
          })}
          testId="stat-mrr"
        />
        <StatCard
          label={t('leaseMetrics.churn')}
          value={
            leases.churnPercent === null
              ? t('leaseMetrics.noChurn')
              : (leases.churnPercent / 100).toLocaleString(language, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                })
          }
          hint={t('leaseMetrics.churnHint', {
            ended: leases.endedLast30Days,
            running: leases.activeThirtyDaysAgo,
            date: formatDate(leases.measuredAt, language),
          })}
          testId="stat-churn"
        />
      </div>
      <DailyChart daily={daily} />
      <CurrencyRevenueTable rows={revenueByCurrency} recurring={leases.recurring} />
      <VatRevenueTable rows={revenueByVat} />
      <CouponRevenueTable rows={revenueByCoupon} />
      <PaymentRemindersTable rows={paymentReminders} />
      <ExchangeRateForm />
      <div className="grid gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-3 text-lg font-semibold text-white">{t('dashboard.recentOrders')}</h2>
          {recentOrders.length === 0 ? (
            <p className="text-slate-400">{t('dashboard.noRecentOrders')}</p>
          ) : (
            <ul className="divide-y divide-slate-800">
              {recentOrders.map((order) => (
                <li key={order._id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="text-white">{identity(order.user).name}</span>
                  <span className="text-slate-400">{identity(order.user).email}</span>
                  <span className="text-slate-400">{formatDateTime(order.createdAt, language)}</span>
                  <span className="ml-auto text-white">{formatMoney(order.totalPrice, language)}</span>
                  <OrderStatusBadge status={order.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h2 className="mb-3 text-lg font-semibold text-white">{t('dashboard.recentUsers')}</h2>
          {recentUsers.length === 0 ? (
            <p className="text-slate-400">{t('dashboard.noRecentUsers')}</p>
          ) : (
            <ul className="divide-y divide-slate-800">
              {recentUsers.map((user) => (
                <li key={user._id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="text-white">{identity(user).name}</span>
                  <span className="text-slate-400">{identity(user).email}</span>
                  <span className="text-slate-400">{formatDateTime(user.createdAt, language)}</span>
                  {user.isAdmin && (
                    <span className="ml-auto">
                      <AdminBadge />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
