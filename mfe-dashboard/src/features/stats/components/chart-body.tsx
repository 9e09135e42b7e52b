import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatShortDate } from '../../../lib/format';
import type { SeriesPoint } from '../aggregate';

const CLICKS_COLOUR = '#1d4ed8';
const VIEWS_COLOUR = '#d97706';

/** The chart itself (recharts): loaded only once its figure comes near the screen. */
export default function ChartBody({ series }: { series: SeriesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={280} initialDimension={{ width: 640, height: 280 }}>
      <ComposedChart data={series} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={24} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="clicks" allowDecimals={false} width={40} tick={{ fontSize: 12 }} tickFormatter={formatCount} />
        <YAxis yAxisId="views" orientation="right" allowDecimals={false} width={48} tick={{ fontSize: 12 }} tickFormatter={formatCount} />
        <Tooltip labelFormatter={(label) => formatShortDate(String(label))} formatter={(value) => formatCount(Number(value))} />
        <Legend />
        <Bar yAxisId="clicks" dataKey="clicks" name="Clicks" fill={CLICKS_COLOUR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line
          yAxisId="views"
          dataKey="views"
          name="Views"
          stroke={VIEWS_COLOUR}
          strokeWidth={2}
          dot={false}
          type="monotone"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
