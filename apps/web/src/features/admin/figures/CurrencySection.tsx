import type { CurrencyFigures } from '@shop/contracts';
import type { admin } from '@shop/i18n/admin';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../components/AdminUi';
import { type ChartRow, type ChartSeries, FigureChart } from './FigureChart';
import { figureFormats } from './format';
import { Reconciliation } from './Reconciliation';

const colours = {
  positive: '#22c55e',
  second: '#0ea5e9',
  third: '#a855f7',
  negative: '#ef4444',
  warning: '#f59e0b',
  line: '#e2e8f0',
};

/**
 * One currency's figures (docs/rules/figures.md): a chart for each figure, the LTV cards and the reconciliation
 * with the rows. Nothing here reads another currency's amounts.
 */
export function CurrencySection({ figures }: { figures: CurrencyFigures }) {
  const { t, i18n } = useTranslation('admin');
  const format = figureFormats(pickLanguage(i18n.language));
  const { currency, months, ltv, cohorts, coupons, saveOffers } = figures;
  const money = format.money(currency);
  type SeriesName = keyof typeof admin.fr.figures.series;
  const bar = (key: SeriesName, color: string, stack?: string): ChartSeries => ({
    key,
    name: t(`figures.series.${key}`),
    kind: 'bar',
    color,
    stack,
  });
  const line = (key: SeriesName, color: string, lineFormat?: (value: number) => string): ChartSeries => ({
    key,
    name: t(`figures.series.${key}`),
    kind: 'line',
    color,
    format: lineFormat,
  });
  /** A chart of one figure month by month: `pick` gives each month's values of `series`. */
  const monthChart = (
    figure: 'revenue' | 'mrr' | 'churn' | 'recovery',
    chartFormat: (value: number) => string,
    pick: (row: CurrencyFigures['months'][number]) => Omit<ChartRow, 'month'>,
    series: ChartSeries[],
  ) => (
    <FigureChart
      title={t(`figures.charts.${figure}`)}
      testId={`figures-${currency}-${figure}`}
      xKey="month"
      xLabel={t('figures.month')}
      format={chartFormat}
      rows={months.map((row) => ({ month: row.month, ...pick(row) }))}
      series={series}
    />
  );
  const longestCohort = Math.max(0, ...cohorts.map((cohort) => cohort.retentionPercent.length));
  const retention = Array.from({ length: longestCohort }, (_, offset) => ({
    offset: t('figures.offset', { offset }),
    ...Object.fromEntries(cohorts.map((cohort) => [cohort.month, cohort.retentionPercent[offset] ?? null])),
  }));

  return (
    <section
      className="space-y-6"
      data-testid={`figures-${currency}`}
      aria-labelledby={`figures-${currency}-title`}
    >
      <h2 id={`figures-${currency}-title`} className="text-xl font-semibold text-white">
        {t('figures.currencyTitle', { currency: currency.toUpperCase() })}
      </h2>
      <Reconciliation reconciliation={figures.reconciliation} />
      <div className="grid gap-6 lg:grid-cols-2">
        {monthChart(
          'revenue',
          money,
          ({ revenue }) => ({
            billed: format.major(revenue.billed),
            credited: format.major(revenue.credited),
            net: format.major(revenue.net),
          }),
          [bar('billed', colours.second), bar('credited', colours.negative), line('net', colours.line)],
        )}
        {monthChart(
          'mrr',
          money,
          ({ mrr, movements }) => ({
            mrr: format.major(mrr),
            new: format.major(movements.new),
            expansion: format.major(movements.expansion),
            reactivated: format.major(movements.reactivated),
            resumed: format.major(movements.resumed),
            // Losses drawn below the axis (and no minus sign on a zero).
            contraction: -format.major(movements.contraction) || 0,
            churned: -format.major(movements.churned) || 0,
            paused: -format.major(movements.paused) || 0,
          }),
          [
            line('mrr', colours.line),
            bar('new', colours.positive, 'moves'),
            bar('expansion', colours.second, 'moves'),
            bar('reactivated', colours.third, 'moves'),
            bar('resumed', colours.second, 'moves'),
            bar('contraction', colours.warning, 'moves'),
            bar('churned', colours.negative, 'moves'),
            bar('paused', colours.line, 'moves'),
          ],
        )}
        {monthChart(
          'churn',
          format.percent,
          (row) => ({ logoChurn: row.logoChurnPercent, revenueChurn: row.revenueChurnPercent }),
          [line('logoChurn', colours.negative), line('revenueChurn', colours.warning)],
        )}
        {monthChart('recovery', format.count, ({ recovery }) => ({ ...recovery }), [
          bar('recovered', colours.positive, 'episodes'),
          bar('lost', colours.negative, 'episodes'),
          bar('open', colours.warning, 'episodes'),
        ])}
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <StatCard
              label={t('figures.series.historical')}
              value={money(format.major(ltv.historical))}
              hint={t('figures.ltvHint', {
                customers: format.count(ltv.customers),
                churn:
                  ltv.monthlyLogoChurnPercent === null
                    ? t('figures.noChurn')
                    : format.percent(ltv.monthlyLogoChurnPercent),
              })}
              testId={`figures-${currency}-ltv`}
            />
            <StatCard
              label={t('figures.series.predicted')}
              value={ltv.predicted ? money(format.major(ltv.predicted)) : t('figures.noPrediction')}
            />
            <StatCard label={t('figures.series.arpa')} value={money(format.major(ltv.arpa))} />
          </div>
          <FigureChart
            title={t('figures.charts.ltv')}
            testId={`figures-${currency}-ltv-chart`}
            xKey="figure"
            xLabel={t('figures.series.value')}
            format={money}
            rows={[
              { figure: t('figures.series.historical'), value: format.major(ltv.historical) },
              { figure: t('figures.series.predicted'), value: ltv.predicted && format.major(ltv.predicted) },
              { figure: t('figures.series.arpa'), value: format.major(ltv.arpa) },
            ]}
            series={[bar('value', colours.second)]}
          />
        </div>
        <FigureChart
          title={t('figures.charts.cohorts')}
          testId={`figures-${currency}-cohorts`}
          xKey="offset"
          xLabel={t('figures.series.retention')}
          format={format.percent}
          rows={retention}
          series={cohorts.map((cohort, index) => ({
            key: cohort.month,
            name: t('figures.cohort', { month: cohort.month, count: cohort.customers }),
            kind: 'line',
            color: Object.values(colours)[index % 6]!,
          }))}
        />
        <FigureChart
          title={t('figures.charts.coupons')}
          testId={`figures-${currency}-coupons`}
          xKey="code"
          xLabel={t('figures.coupon')}
          format={money}
          rows={coupons.map((coupon) => ({
            code: coupon.code,
            discount: format.major(coupon.discount),
            couponRevenue: format.major(coupon.revenue),
          }))}
          series={[bar('discount', colours.warning), bar('couponRevenue', colours.positive)]}
        />
        <FigureChart
          title={t('figures.charts.saveOffers')}
          testId={`figures-${currency}-save-offers`}
          xKey="month"
          xLabel={t('figures.month')}
          format={format.count}
          rows={saveOffers.map((row) => ({
            month: row.month,
            acceptedPause: row.acceptedPause,
            acceptedCoupon: row.acceptedCoupon,
            declined: row.declined,
            keptRevenue: format.major(row.keptRevenue),
          }))}
          series={[
            bar('acceptedPause', colours.positive, 'offers'),
            bar('acceptedCoupon', colours.second, 'offers'),
            bar('declined', colours.negative, 'offers'),
            line('keptRevenue', colours.line, money),
          ]}
        />
      </div>
    </section>
  );
}
