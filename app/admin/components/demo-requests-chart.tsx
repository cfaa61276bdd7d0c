import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartMargin, gridStroke, tooltipStyle, xAxisStyle, yAxisStyle } from "./chart-style";

export interface WeekBar {
  /** "16 Nov": the Monday the week starts on. */
  label: string;
  count: number;
}

/**
 * The dashboard's bar chart of demo requests per week. It is its own module so the dashboard
 * loads it lazily: recharts (about 100 KB compressed) stays out of the first paint. Colours are
 * the theme's CSS variables, so the bars and axes follow light and dark mode without a re-render.
 * Screen readers get the same numbers from the table beside it; the picture is hidden from them.
 */
export default function DemoRequestsChart({ weeks }: { weeks: WeekBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the picture is hidden from assistive tech, the table beside it is the accessible version. */}
      <BarChart data={weeks} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={gridStroke} />
        <XAxis {...xAxisStyle} minTickGap={8} />
        <YAxis {...yAxisStyle} />
        <Tooltip
          cursor={{ fill: "var(--surface-muted)" }}
          {...tooltipStyle}
          formatter={(value) => [value, "Demo requests"]}
          labelFormatter={(label) => `Week of ${label}`}
        />
        <Bar dataKey="count" fill="var(--brand)" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
