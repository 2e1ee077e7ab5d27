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

export type ChartRow = Record<string, string | number | null>;

/** One series of a chart: a bar (stacked with others of its `stack`) or a line. */
export interface ChartSeries {
  key: string;
  name: string;
  kind: 'bar' | 'line';
  color: string;
  stack?: string;
  /** How this series' values read, when not as the chart's (a conversion rate beside counts). */
  format?: (value: number) => string;
}

/**
 * One figure's chart (docs/rules/figures.md): a recharts chart of `rows` by `xKey`, with the same numbers in a
 * table for screen readers (and the tests). `format` writes a value as the figure reads (a Money, a percent, a
 * count). recharts is imported only by the figures tab, so it ships in the admin's lazy chunk alone.
 */
export function FigureChart({
  title,
  testId,
  rows,
  xKey,
  xLabel,
  series,
  format,
}: {
  title: string;
  testId: string;
  rows: ChartRow[];
  xKey: string;
  xLabel: string;
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const written = (value: string | number | null | undefined, entry?: ChartSeries) =>
    typeof value === 'number' ? (entry?.format ?? format)(value) : (value ?? '—');
  const seriesOf = (key: unknown) => series.find((entry) => entry.key === key);
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="text-base font-semibold text-white">{title}</h3>
      <div className="h-64 rounded-xl border border-slate-800 bg-slate-900 p-3" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#1e293b" vertical={false} />
            <XAxis dataKey={xKey} stroke="#94a3b8" fontSize={12} minTickGap={12} />
            <YAxis
              stroke="#94a3b8"
              fontSize={12}
              width={80}
              tickFormatter={(value: number) => format(value)}
            />
            <Tooltip
              contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
              formatter={(value, _name, item) => written(Number(value), seriesOf(item.dataKey))}
            />
            <Legend />
            {series.map((entry) =>
              entry.kind === 'bar' ? (
                <Bar
                  key={entry.key}
                  dataKey={entry.key}
                  name={entry.name}
                  fill={entry.color}
                  stackId={entry.stack}
                />
              ) : (
                <Line
                  key={entry.key}
                  dataKey={entry.key}
                  name={entry.name}
                  stroke={entry.color}
                  strokeWidth={2}
                  dot={false}
                  connectNulls
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th>{xLabel}</th>
            {series.map((entry) => (
              <th key={entry.key}>{entry.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[xKey])}>
              <td>{row[xKey]}</td>
              {series.map((entry) => (
                <td key={entry.key}>{written(row[entry.key], entry)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
