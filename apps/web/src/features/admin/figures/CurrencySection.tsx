import type { CurrencyFigures } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../components/AdminUi';
import { type ChartRow, FigureChart } from './FigureChart';
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
  const { currency, months, ltv, cohorts, coupons } = figures;
  const money = format.money(currency);
  const month = t('figures.month');
  const byMonth = (pick: (row: CurrencyFigures['months'][number]) => Omit<ChartRow, 'month'>) =>
    months.map((row) => ({ month: row.month, ...pick(row) }));
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
        <FigureChart
          title={t('figures.charts.revenue')}
          testId={`figures-${currency}-revenue`}
          xKey="month"
          xLabel={month}
          format={money}
          rows={byMonth(({ revenue }) => ({
            billed: format.major(revenue.billed),
            credited: format.major(revenue.credited),
            net: format.major(revenue.net),
          }))}
          series={[
            { key: 'billed', name: t('figures.series.billed'), kind: 'bar', color: colours.second },
            { key: 'credited', name: t('figures.series.credited'), kind: 'bar', color: colours.negative },
            { key: 'net', name: t('figures.series.net'), kind: 'line', color: colours.line },
          ]}
        />
        <FigureChart
          title={t('figures.charts.mrr')}
          testId={`figures-${currency}-mrr`}
          xKey="month"
          xLabel={month}
          format={money}
          rows={byMonth(({ mrr, movements }) => ({
            mrr: format.major(mrr),
            new: format.major(movements.new),
            expansion: format.major(movements.expansion),
            reactivated: format.major(movements.reactivated),
            // Losses drawn below the axis (and no minus sign on a zero).
            contraction: -format.major(movements.contraction) || 0,
            churned: -format.major(movements.churned) || 0,
          }))}
          series={[
            { key: 'mrr', name: t('figures.series.mrr'), kind: 'line', color: colours.line },
            {
              key: 'new',
              name: t('figures.series.new'),
              kind: 'bar',
              color: colours.positive,
              stack: 'moves',
            },
            {
              key: 'expansion',
              name: t('figures.series.expansion'),
              kind: 'bar',
              color: colours.second,
              stack: 'moves',
            },
            {
              key: 'reactivated',
              name: t('figures.series.reactivated'),
              kind: 'bar',
              color: colours.third,
              stack: 'moves',
            },
            {
              key: 'contraction',
              name: t('figures.series.contraction'),
              kind: 'bar',
              color: colours.warning,
              stack: 'moves',
            },
            {
              key: 'churned',
              name: t('figures.series.churned'),
              kind: 'bar',
              color: colours.negative,
              stack: 'moves',
            },
          ]}
        />
        <FigureChart
          title={t('figures.charts.churn')}
          testId={`figures-${currency}-churn`}
          xKey="month"
          xLabel={month}
          format={format.percent}
          rows={byMonth((row) => ({ logo: row.logoChurnPercent, revenue: row.revenueChurnPercent }))}
          series={[
            { key: 'logo', name: t('figures.series.logoChurn'), kind: 'line', color: colours.negative },
            { key: 'revenue', name: t('figures.series.revenueChurn'), kind: 'line', color: colours.warning },
          ]}
        />
        <FigureChart
          title={t('figures.charts.recovery')}
          testId={`figures-${currency}-recovery`}
          xKey="month"
          xLabel={month}
          format={format.count}
          rows={byMonth(({ recovery }) => ({ ...recovery }))}
          series={[
            {
              key: 'recovered',
              name: t('figures.series.recovered'),
              kind: 'bar',
              color: colours.positive,
              stack: 'episodes',
            },
            {
              key: 'lost',
              name: t('figures.series.lost'),
              kind: 'bar',
              color: colours.negative,
              stack: 'episodes',
            },
            {
              key: 'open',
              name: t('figures.series.open'),
              kind: 'bar',
              color: colours.warning,
              stack: 'episodes',
            },
          ]}
        />
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
            series={[{ key: 'value', name: t('figures.series.value'), kind: 'bar', color: colours.second }]}
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
            revenue: format.major(coupon.revenue),
          }))}
          series={[
            { key: 'discount', name: t('figures.series.discount'), kind: 'bar', color: colours.warning },
            { key: 'revenue', name: t('figures.series.couponRevenue'), kind: 'bar', color: colours.positive },
          ]}
        />
      </div>
    </section>
  );
}
