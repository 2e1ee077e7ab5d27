import { type Dashboard, formatMoney, fromMajorUnits, toMajorUnits } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

type Day = Dashboard['daily'][number];

/** `2026-11-23` as "23 nov." / "Nov 23" (the days are UTC dates, shown as such). */
const shortDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Daily revenue (line, left axis) and orders (bars, right axis) over the last 30 days. The revenue is the euro
 * orders' (the daily summary keeps euros only, its legend says so; dollars are in the table by currency): the
 * line plots euros, each label is written as the Money it is. recharts is imported only here, so it ships in the
 * dashboard's lazy chunk, never with the storefront.
 */
export function DailyChart({ daily }: { daily: Day[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const points = daily.map((day) => ({ ...day, euros: toMajorUnits(day.revenue) }));
  const euros = (major: number) => formatMoney(fromMajorUnits(major, 'eur'), language);
  const revenueLabel = t('dashboard.chartRevenue');
  const ordersLabel = t('dashboard.chartOrders');
  return (
    <section aria-labelledby="dashboard-chart-title" data-testid="dashboard-chart">
      <h2 id="dashboard-chart-title" className="mb-3 text-lg font-semibold text-white">
        {t('dashboard.chartTitle')}
      </h2>
      <div className="h-72 rounded-xl border border-slate-800 bg-slate-900 p-4">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#1e293b" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={(day: string) => shortDay(day, language)}
              stroke="#94a3b8"
              fontSize={12}
              minTickGap={16}
            />
            <YAxis
              yAxisId="revenue"
              stroke="#94a3b8"
              fontSize={12}
              tickFormatter={(value: number) => euros(value)}
              width={80}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              stroke="#94a3b8"
              fontSize={12}
            />
            <Tooltip
              contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
              labelFormatter={(day) => shortDay(String(day), language)}
              formatter={(value, name) => (name === revenueLabel ? euros(Number(value)) : String(value))}
            />
            <Legend />
            <Bar yAxisId="orders" dataKey="orders" name={ordersLabel} fill="#0ea5e9" radius={[3, 3, 0, 0]} />
            <Line
              yAxisId="revenue"
              dataKey="euros"
              name={revenueLabel}
              stroke="#22c55e"
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('dashboard.chartTitle')}</caption>
        <thead>
          <tr>
            <th>{t('dashboard.chartDayColumn')}</th>
            <th>{ordersLabel}</th>
            <th>{revenueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{day.orders}</td>
              <td>{formatMoney(day.revenue, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
