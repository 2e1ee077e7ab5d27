import { useTranslation } from 'react-i18next';
import { asLanguage, formatDateTime, formatPrice } from '@/shared/format';
import { Spinner } from '@/shared/ui/Spinner';
import { useDashboard } from '../api';
import { LoadErrorBanner, PaidBadge, StatCard } from '../components/AdminUi';

/** Section 3's cards, a 30-day table of orders and revenue, the latest orders and users. */
export function DashboardTab() {
  const { t, i18n } = useTranslation('admin');
  const language = asLanguage(i18n.language);
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return <LoadErrorBanner message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <Spinner />;
  const { stats, daily, recentOrders, recentUsers } = dashboard.data;
  const maxOrders = Math.max(1, ...daily.map((day) => day.orders));
  return (
    <div className="space-y-8" data-testid="admin-dashboard">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t('dashboard.usersTotal')} value={stats.users.total} testId="stat-users-total" />
        <StatCard label={t('dashboard.usersToday')} value={stats.users.newToday} />
        <StatCard label={t('dashboard.usersMonth')} value={stats.users.newThisMonth} />
        <StatCard label={t('dashboard.ordersTotal')} value={stats.orders.total} testId="stat-orders-total" />
        <StatCard label={t('dashboard.ordersPaid')} value={stats.orders.completed} />
        <StatCard label={t('dashboard.ordersPending')} value={stats.orders.pending} />
        <StatCard label={t('dashboard.revenue')} value={formatPrice(stats.revenue.total, language)} />
        <StatCard label={t('dashboard.licencesPending')} value={stats.licenseRequests.pending} />
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-white">{t('dashboard.chartTitle')}</h2>
        <ol className="flex h-40 items-end gap-1" aria-label={t('dashboard.chartTitle')}>
          {daily.map((day) => (
            <li
              key={day.day}
              title={t('dashboard.chartDay', {
                day: day.day,
                orders: day.orders,
                revenue: formatPrice(day.revenue, language),
              })}
              className="flex-1 rounded-t bg-brand-500/70"
              style={{ height: `${(day.orders / maxOrders) * 100}%`, minHeight: '2px' }}
            />
          ))}
        </ol>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <section>
          <h2 className="mb-3 text-lg font-semibold text-white">{t('dashboard.recentOrders')}</h2>
          {recentOrders.length === 0 ? (
            <p className="text-slate-400">{t('dashboard.noRecentOrders')}</p>
          ) : (
            <ul className="divide-y divide-slate-800">
              {recentOrders.map((order) => (
                <li key={order._id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="text-white">{order.user?.name || t('shared.unknownUser')}</span>
                  <span className="text-slate-400">{order.user?.email}</span>
                  <span className="text-slate-400">{formatDateTime(order.createdAt, language)}</span>
                  <span className="ml-auto text-white">{formatPrice(order.totalPrice, language)}</span>
                  <PaidBadge isPaid={order.isPaid} />
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
                  <span className="text-white">{user.name}</span>
                  <span className="text-slate-400">{user.email}</span>
                  <span className="text-slate-400">{formatDateTime(user.createdAt, language)}</span>
                  {user.isAdmin && (
                    <span className="ml-auto rounded-full bg-brand-500/20 px-2 py-0.5 text-xs text-brand-300">
                      {t('shared.adminBadge')}
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
