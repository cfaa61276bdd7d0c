import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { usePrefersReducedMotion } from "../../lib/use-media-query";
import { chartMargin, gridStroke, tooltipStyle, xAxisStyle, yAxisStyle } from "./chart-style";

export interface AnalyticsDay {
  /** "16 Nov" */
  label: string;
  visitors: number;
  pageViews: number;
}

/**
 * Visitors and page views per day for /admin/analytics: its own module so the page loads recharts
 * lazily, as the dashboard does. Colours are the theme's variables (both themes, no re-render);
 * with prefers-reduced-motion the lines are drawn at once. The table beside it is the accessible
 * version: the picture is hidden from assistive tech.
 */
export default function AnalyticsChart({ days }: { days: AnalyticsDay[] }) {
  const animate = !usePrefersReducedMotion();
  // A line needs two days; a one-day range is drawn as points, or the chart would look empty.
  const dot = days.length === 1 ? { r: 4, strokeWidth: 2 } : false;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={gridStroke} />
        <XAxis {...xAxisStyle} minTickGap={16} />
        <YAxis {...yAxisStyle} />
        <Tooltip {...tooltipStyle} />
        <Line
          type="monotone"
          dataKey="pageViews"
          name="Page views"
          stroke="var(--ink-muted)"
          strokeWidth={2}
          dot={dot}
          isAnimationActive={animate}
        />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="var(--brand)"
          strokeWidth={2.5}
          dot={dot}
          isAnimationActive={animate}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
