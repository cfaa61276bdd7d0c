/**
 * The back office's charts' one look, in the theme's CSS variables so light and dark follow
 * without a re-render: the margins, the grid, the axes' ticks and the tooltip. Each chart adds
 * its own series, tick spacing and tooltip text.
 */
export const chartMargin = { top: 8, right: 8, bottom: 0, left: -16 };

export const gridStroke = "var(--line)";

const tick = { fill: "var(--ink-muted)", fontSize: 12 };

/** The days or weeks along the bottom: the first and last always labelled. */
export const xAxisStyle = {
  dataKey: "label",
  tickLine: false,
  axisLine: { stroke: "var(--line-strong)" },
  tick,
  interval: "preserveStartEnd",
} as const;

/** Counts up the side: whole numbers, no axis line. */
export const yAxisStyle = { allowDecimals: false, tickLine: false, axisLine: false, tick } as const;

export const tooltipStyle = {
  contentStyle: {
    background: "var(--surface)",
    border: "1px solid var(--line-strong)",
    borderRadius: 8,
    color: "var(--ink)",
  },
  labelStyle: { color: "var(--ink)", fontWeight: 600 },
  itemStyle: { color: "var(--ink)" },
};
