import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

/**
 * A bar chart of a report table (recharts, SVG). Loaded on its own, only by the reports page: no other page
 * downloads the chart library. `accessibilityLayer` lets the keyboard move from bar to bar with the tooltip
 * read out; the table beside it holds the same numbers.
 */
export default function BarChartView({
  label,
  data,
  series,
  locale,
}: {
  label: string;
  data: ReadonlyArray<Record<string, string | number>>;
  series: readonly ChartSeries[];
  locale: string;
}) {
  const number = new Intl.NumberFormat(locale);
  const height = Math.max(220, Math.min(420, 60 + data.length * 18));
  return (
    <div className="h-full w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} accessibilityLayer title={label} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="name" tick={{ fill: 'currentColor', fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickFormatter={(value: number) => number.format(value)}
            width={44}
          />
          <Tooltip
            // The series in the legend's order (this period, then the previous one), not by name.
            itemSorter="dataKey"
            formatter={(value) => (typeof value === 'number' ? number.format(value) : String(value))}
            contentStyle={{ color: '#1f2937' }}
          />
          {series.length > 1 && <Legend />}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
