import { cssVarsPrefix } from '@chakra-ui/react/theme';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice, formatQuantity } from '@/lib/format';
import { formatRate, rateTicks } from '../utils/report-figures';

// The charts of Reports, with recharts: a chunk of their own, loaded after the screen
// (report-section.tsx), so that neither the storefront nor the tables wait for it. Each chart
// is a drawing of the table beside it, which is what screen readers read: no accessibility
// layer (it would make the drawing a keyboard stop inside a hidden box), and no animation,
// a report being for reading.

/** A token of the theme as its CSS variable, which SVG's fill and stroke take: `brand.300`. */
const themeVar = (kind: 'colors' | 'radii', token: string) =>
  `var(--${cssVarsPrefix}-${kind}-${token.replaceAll('.', '-')})`;

// Written as variables rather than read from Chakra's context: importing the context here
// split the Emotion chunk that Home shares, and Home's first load grew by 0.4 KB.
const colors = {
  sales: themeVar('colors', 'brand.300'),
  refunds: themeVar('colors', 'red.500'),
  net: themeVar('colors', 'charcoal.800'),
  units: themeVar('colors', 'brand.solid'),
  returns: themeVar('colors', 'red.400'),
  grid: themeVar('colors', 'border'),
  text: themeVar('colors', 'fg.muted'),
};
const tooltipStyle = {
  background: themeVar('colors', 'bg'),
  border: `1px solid ${colors.grid}`,
  borderRadius: themeVar('radii', 'md'),
  fontSize: 12,
};
// As a style, not an attribute: recharts measures a label by its style, to wrap it.
const tick = { fill: colors.text, style: { fontSize: 12 } };
/** The series in the legend as they are drawn: bars, then the line. */
const seriesOrder = ['sales', 'refunds', 'net'];
const legendLabel = (label: string) => (
  <span style={{ color: themeVar('colors', 'fg') }}>{label}</span>
);

/** Dollars on an axis, without the cents: 1200 → "$1,200". */
const axisDollars = (dollars: number) => formatPrice(dollars).replace(/\.00$/, '');

/** A day or a week of money, in cents, and how its axis names it. */
export interface RevenuePoint {
  label: string;
  salesCents: number;
  refundedCents: number;
  netCents: number;
}

/** Sales and refunds as bars, what they leave (net) as a line, period after period. */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const data = points.map(({ label, salesCents, refundedCents, netCents }) => ({
    label,
    sales: salesCents / 100,
    refunds: refundedCents / 100,
    net: netCents / 100,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0 }}>
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} stroke={colors.grid} minTickGap={12} />
        <YAxis
          tick={tick}
          tickLine={false}
          stroke={colors.grid}
          tickFormatter={axisDollars}
          width={64}
        />
        <Tooltip formatter={(value) => formatPrice(Number(value))} contentStyle={tooltipStyle} />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          itemSorter={({ dataKey }) => seriesOrder.indexOf(String(dataKey))}
          formatter={legendLabel}
        />
        <Bar dataKey="sales" name="Sales" fill={colors.sales} isAnimationActive={false} />
        <Bar dataKey="refunds" name="Refunds" fill={colors.refunds} isAnimationActive={false} />
        <Line
          dataKey="net"
          name="Net"
          stroke={colors.net}
          strokeWidth={2}
          dot={points.length <= 14}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** One bar a row (a status, a part, a reason), named on its left. */
export interface RankingPoint {
  label: string;
  value: number;
}

interface RankingChartProps {
  points: RankingPoint[];
  /** What the bars measure, for the tooltip: "Units sold". */
  name: string;
  /** Counts (orders, units) in the brand's colour; rates of return, 0 to 1, in red. */
  kind: 'count' | 'rate';
}

/** The longest name a bar keeps on a phone's narrow axis; the table has the whole name. */
const labelLength = 16;
const shortLabel = (label: string) =>
  label.length > labelLength ? `${label.slice(0, labelLength - 1).trimEnd()}…` : label;

interface BarNameProps {
  /** Where recharts puts the name: its right end, at the middle of the bar's row. */
  x?: number;
  y?: number;
  payload?: { value?: unknown };
}

/** A bar's name on one line (recharts would wrap it, and the lines overlap a bar's row). */
function BarName({ x, y, payload }: BarNameProps) {
  return (
    <text x={x} y={y} dy="0.35em" textAnchor="end" fill={colors.text} style={tick.style}>
      {shortLabel(String(payload?.value ?? ''))}
    </text>
  );
}

/** Horizontal bars, one a row in the rows' order: the rankings of the report. */
export function RankingChart({ points, name, kind }: RankingChartProps) {
  const format = kind === 'rate' ? formatRate : formatQuantity;
  const ticks =
    kind === 'rate' ? rateTicks(Math.max(0, ...points.map(({ value }) => value))) : undefined;
  return (
    <ResponsiveContainer width="100%" height={48 + points.length * 32}>
      <BarChart
        data={points}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, left: 0 }}
      >
        <CartesianGrid stroke={colors.grid} horizontal={false} />
        <XAxis
          type="number"
          tick={tick}
          tickLine={false}
          stroke={colors.grid}
          tickFormatter={format}
          allowDecimals={kind === 'rate'}
          ticks={ticks}
          domain={ticks ? [0, ticks.at(-1) ?? 1] : [0, 'auto']}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={<BarName />}
          tickLine={false}
          stroke={colors.grid}
          width={136}
        />
        <Tooltip formatter={(value) => format(Number(value))} contentStyle={tooltipStyle} />
        <Bar
          dataKey="value"
          name={name}
          fill={kind === 'count' ? colors.units : colors.returns}
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
