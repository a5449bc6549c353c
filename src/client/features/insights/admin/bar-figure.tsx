import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { fillOf, SERIES_STYLES, Swatch } from './chart-patterns';

export interface ChartSeries {
  key: string;
  label: string;
}

export type ChartRow = { name: string } & Record<string, number | string>;

const TICK = { fill: '#4a3d38', fontSize: 12 };

/**
 * One bar chart of the tab (Recharts). The chart is a picture of the numbers: screen readers get
 * the figure's summary and its table instead, so the SVG itself is hidden from them.
 */
export function BarFigure({
  rows,
  series,
  horizontal = false,
  stacked = false,
  format = (value) => String(value),
  labels = false,
  caption,
}: {
  /** What the chart counts, when a figure draws more than one. */
  caption?: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** Categories down the side (names), rather than along the bottom (dates). */
  horizontal?: boolean;
  stacked?: boolean;
  format?: (value: number) => string;
  /** Writes each bar's value beside it (few bars), so no number depends on reading the axis. */
  labels?: boolean;
}) {
  const { t } = useTranslation();
  // A chart of zeros draws an axis from £0 to £0.04 (Recharts' nice ticks), which reads as data.
  if (!rows.some((row) => series.some((s) => Number(row[s.key]) > 0)))
    return (
      <div>
        {caption && <p className="mb-2 text-sm font-medium text-ink-soft">{caption}</p>}
        <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-8 text-center text-sm text-taupe">
          {t('insights.noData')}
        </p>
      </div>
    );
  const height = horizontal ? Math.max(140, rows.length * 44 * series.length + 48) : 260;
  const category = { dataKey: 'name', tick: TICK, tickLine: false, interval: 0 as const };
  const value = {
    tick: TICK,
    tickLine: false,
    tickFormatter: (v: number) => format(v),
    allowDecimals: false,
  };
  return (
    <div>
      {caption && <p className="mb-2 text-sm font-medium text-ink-soft">{caption}</p>}
      {series.length > 1 && (
        <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-2">
              <Swatch style={SERIES_STYLES[i]!} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div aria-hidden style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: labels ? 56 : 12, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid
              stroke="#2b2220"
              strokeOpacity={0.08}
              vertical={horizontal}
              horizontal={!horizontal}
            />
            {horizontal ? (
              <>
                <XAxis type="number" {...value} />
                <YAxis type="category" width={120} {...category} />
              </>
            ) : (
              <>
                <XAxis {...category} interval="preserveStartEnd" minTickGap={8} />
                <YAxis width={56} {...value} />
              </>
            )}
            <Tooltip
              formatter={(v) => format(Number(v))}
              cursor={{ fill: '#efe6da', fillOpacity: 0.5 }}
            />
            {series.map((s, i) => {
              const style = SERIES_STYLES[i]!;
              return (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={fillOf(style)}
                  stroke={style.color}
                  stackId={stacked ? 'all' : undefined}
                  isAnimationActive={false}
                  maxBarSize={horizontal ? 24 : 36}
                >
                  {labels && (
                    <LabelList
                      dataKey={s.key}
                      position={horizontal ? 'right' : 'top'}
                      formatter={(v) => format(Number(v))}
                      style={{ fill: '#2b2220', fontSize: 12 }}
                    />
                  )}
                </Bar>
              );
            })}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
