import type { Currency, FiguresQuery } from '@shop/contracts';
import { pickLanguage } from '@shop/i18n/web';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { Spinner } from '@/shared/ui/Spinner';
import { LoadErrorBanner } from '../components/AdminUi';
import { ExportButton } from '../components/ExportButton';
import { figuresSearch, useFigures } from './api';
import { CurrencySection } from './CurrencySection';
import { FigureChart } from './FigureChart';
import { figureFormats } from './format';

const inputClass = 'rounded-md border border-slate-700 bg-slate-900 px-3 py-2 text-sm text-white';

/**
 * The figures an owner runs the business on (docs/rules/figures.md): a range of months and a currency (or each
 * apart), each currency's charts and reconciliation, the trials' conversion, and the same figures as a CSV file.
 * An empty month field leaves the range to the server (the twelve months up to the lease clock's).
 */
export function FiguresTab() {
  const { t, i18n } = useTranslation('admin');
  const language = pickLanguage(i18n.language);
  const format = figureFormats(language);
  const [query, setQuery] = useState<FiguresQuery>({});
  const figures = useFigures(query);
  const set = (part: Partial<FiguresQuery>) => setQuery((current) => ({ ...current, ...part }));

  return (
    <div className="space-y-8" data-testid="admin-figures">
      <header className="space-y-2">
        <h2 className="text-xl font-semibold text-white">{t('figures.title')}</h2>
        <p className="text-sm text-slate-400">{t('figures.intro')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-4">
        {(['from', 'to'] as const).map((bound) => (
          <label key={bound} className="flex flex-col gap-1 text-sm text-slate-300">
            {t(`figures.${bound}`)}
            <input
              type="month"
              className={inputClass}
              value={query[bound] ?? ''}
              onChange={(event) => set({ [bound]: event.target.value || undefined })}
            />
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm text-slate-300">
          {t('figures.currency')}
          <select
            className={inputClass}
            value={query.currency ?? ''}
            onChange={(event) => set({ currency: (event.target.value || undefined) as Currency | undefined })}
          >
            <option value="">{t('figures.allCurrencies')}</option>
            <option value="eur">EUR</option>
            <option value="usd">USD</option>
          </select>
        </label>
        <ExportButton
          url={`/api/admin/figures/export${figuresSearch(query)}`}
          label={t('figures.exportCsv')}
          testId="export-figures"
        />
      </div>
      {figures.isError && (
        <LoadErrorBanner message={figures.error.message} onRetry={() => void figures.refetch()} />
      )}
      {!figures.data && !figures.isError && <Spinner />}
      {figures.data && (
        <>
          <p className="text-sm text-slate-400" data-testid="figures-measured">
            {t('figures.measuredAt', { date: formatDateTime(figures.data.measuredAt, language) })}
          </p>
          {figures.data.currencies.map((currency) => (
            <CurrencySection key={currency.currency} figures={currency} />
          ))}
          <FigureChart
            title={t('figures.charts.trials')}
            testId="figures-trials"
            xKey="month"
            xLabel={t('figures.month')}
            format={format.count}
            rows={figures.data.trials.map((month) => ({
              month: month.month,
              started: month.started,
              converted: month.converted,
              conversion: month.conversionPercent,
            }))}
            series={[
              { key: 'started', name: t('figures.series.started'), kind: 'bar', color: '#0ea5e9' },
              { key: 'converted', name: t('figures.series.converted'), kind: 'bar', color: '#22c55e' },
              {
                key: 'conversion',
                name: t('figures.series.conversion'),
                kind: 'line',
                color: '#e2e8f0',
                format: format.percent,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
