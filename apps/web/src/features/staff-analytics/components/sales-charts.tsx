import type { StaffAnalyticsSummary } from '@larder/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dayLabel, formatCount, formatDollars, formatWholeDollars } from '../analytics-range.ts';
import { ChartFigure, type DataColumn } from './chart-figure.tsx';

type Sales = StaffAnalyticsSummary['sales'];
type SalesDay = Sales['days'][number];

/** Distinct colours for business units, each at least 3:1 against white. */
export const SERIES_COLOURS = [
  '#1f6f4a',
  '#c2410c',
  '#1d4ed8',
  '#a16207',
  '#7e22ce',
  '#0f766e',
  '#be123c',
  '#4d7c0f',
];

const AXIS = { fontSize: 12, fill: '#44403c' };

function busiest(days: readonly SalesDay[], by: (day: SalesDay) => number): SalesDay | undefined {
  return days.reduce<SalesDay | undefined>(
    (best, day) => (best === undefined || by(day) > by(best) ? day : best),
    undefined,
  );
}

/** Revenue per day, stacked by business unit, with its table (a column per unit). */
export function RevenueChart({ sales }: { sales: Sales }) {
  const rows = sales.days.map((day) => {
    const row: Record<string, number | string> = { date: day.date, label: dayLabel(day.date) };
    for (const unit of sales.businessUnits) row[unit.id] = day.byBusinessUnit[unit.id]?.revenue ?? 0;
    return row;
  });
  const top = busiest(sales.days, (d) => d.revenue);
  const summary =
    sales.orders === 0
      ? 'No orders in this range.'
      : `${formatDollars(sales.revenue)} in total from ${sales.businessUnits.length} business ${sales.businessUnits.length === 1 ? 'unit' : 'units'}: ${sales.businessUnits
          .map((u) => `${u.name} ${formatDollars(u.revenue)}`)
          .join(', ')}. Highest day ${dayLabel(top!.date, true)} with ${formatDollars(top!.revenue)}.`;
  const columns: DataColumn<SalesDay>[] = [
    { header: 'Day', cell: (d) => dayLabel(d.date, true) },
    ...sales.businessUnits.map((unit) => ({
      header: unit.name,
      cell: (d: SalesDay) => formatDollars(d.byBusinessUnit[unit.id]?.revenue ?? 0),
      numeric: true,
    })),
    { header: 'Total', cell: (d) => formatDollars(d.revenue), numeric: true },
  ];
  return (
    <ChartFigure
      title="Revenue per day by business unit"
      summary={summary}
      rows={sales.days}
      columns={columns}
      rowKey={(d) => d.date}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
            <YAxis tick={AXIS} tickFormatter={formatWholeDollars} width={72} />
            <Tooltip formatter={(value) => formatDollars(Number(value))} />
            <Legend />
            {sales.businessUnits.map((unit, index) => (
              <Bar
                key={unit.id}
                dataKey={unit.id}
                name={unit.name}
                stackId="revenue"
                fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** Orders per day (cancelled left out), as a line, with its table. */
export function OrdersChart({ sales }: { sales: Sales }) {
  const rows = sales.days.map((day) => ({ date: day.date, label: dayLabel(day.date), orders: day.orders }));
  const top = busiest(sales.days, (d) => d.orders);
  const summary =
    sales.orders === 0
      ? 'No orders in this range.'
      : `${formatCount(sales.orders)} orders over ${sales.days.length} days, ${(sales.orders / sales.days.length).toFixed(1)} a day on average. Busiest day ${dayLabel(top!.date, true)} with ${formatCount(top!.orders)}.`;
  return (
    <ChartFigure
      title="Orders per day"
      summary={summary}
      rows={sales.days}
      columns={[
        { header: 'Day', cell: (d) => dayLabel(d.date, true) },
        { header: 'Orders', cell: (d) => formatCount(d.orders), numeric: true },
        { header: 'Revenue', cell: (d) => formatDollars(d.revenue), numeric: true },
      ]}
      rowKey={(d) => d.date}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
            <YAxis tick={AXIS} allowDecimals={false} width={48} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Line
              type="monotone"
              dataKey="orders"
              name="Orders"
              stroke={SERIES_COLOURS[2]}
              strokeWidth={2}
              dot={rows.length <= 31}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}
