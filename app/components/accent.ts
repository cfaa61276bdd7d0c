import type { AccentColor } from "../../content/types";

/**
 * Each content accent colour as Tailwind classes, written out in full so Tailwind generates
 * them. `text` on `softBg` keeps 4.5:1 contrast in both themes; `solidBg` is for icons and
 * shapes only (white text on some of these would not reach 4.5:1).
 */
export interface AccentClasses {
  text: string;
  softBg: string;
  solidBg: string;
  border: string;
  ring: string;
  fill: string;
  fillSoft: string;
  stroke: string;
}

export const accents: Record<AccentColor, AccentClasses> = {
  indigo: {
    text: "text-indigo-700 dark:text-indigo-300",
    softBg: "bg-indigo-50 dark:bg-indigo-950/60",
    solidBg: "bg-indigo-500",
    border: "border-indigo-200 dark:border-indigo-800",
    ring: "ring-indigo-500",
    fill: "fill-indigo-500",
    fillSoft: "fill-indigo-100 dark:fill-indigo-900",
    stroke: "stroke-indigo-500",
  },
  emerald: {
    text: "text-emerald-700 dark:text-emerald-300",
    softBg: "bg-emerald-50 dark:bg-emerald-950/60",
    solidBg: "bg-emerald-500",
    border: "border-emerald-200 dark:border-emerald-800",
    ring: "ring-emerald-500",
    fill: "fill-emerald-500",
    fillSoft: "fill-emerald-100 dark:fill-emerald-900",
    stroke: "stroke-emerald-500",
  },
  sky: {
    text: "text-sky-700 dark:text-sky-300",
    softBg: "bg-sky-50 dark:bg-sky-950/60",
    solidBg: "bg-sky-500",
    border: "border-sky-200 dark:border-sky-800",
    ring: "ring-sky-500",
    fill: "fill-sky-500",
    fillSoft: "fill-sky-100 dark:fill-sky-900",
    stroke: "stroke-sky-500",
  },
  amber: {
    text: "text-amber-800 dark:text-amber-300",
    softBg: "bg-amber-50 dark:bg-amber-950/60",
    solidBg: "bg-amber-500",
    border: "border-amber-200 dark:border-amber-800",
    ring: "ring-amber-500",
    fill: "fill-amber-500",
    fillSoft: "fill-amber-100 dark:fill-amber-900",
    stroke: "stroke-amber-500",
  },
  rose: {
    text: "text-rose-700 dark:text-rose-300",
    softBg: "bg-rose-50 dark:bg-rose-950/60",
    solidBg: "bg-rose-500",
    border: "border-rose-200 dark:border-rose-800",
    ring: "ring-rose-500",
    fill: "fill-rose-500",
    fillSoft: "fill-rose-100 dark:fill-rose-900",
    stroke: "stroke-rose-500",
  },
  violet: {
    text: "text-violet-700 dark:text-violet-300",
    softBg: "bg-violet-50 dark:bg-violet-950/60",
    solidBg: "bg-violet-500",
    border: "border-violet-200 dark:border-violet-800",
    ring: "ring-violet-500",
    fill: "fill-violet-500",
    fillSoft: "fill-violet-100 dark:fill-violet-900",
    stroke: "stroke-violet-500",
  },
  teal: {
    text: "text-teal-700 dark:text-teal-300",
    softBg: "bg-teal-50 dark:bg-teal-950/60",
    solidBg: "bg-teal-500",
    border: "border-teal-200 dark:border-teal-800",
    ring: "ring-teal-500",
    fill: "fill-teal-500",
    fillSoft: "fill-teal-100 dark:fill-teal-900",
    stroke: "stroke-teal-500",
  },
  orange: {
    text: "text-orange-700 dark:text-orange-300",
    softBg: "bg-orange-50 dark:bg-orange-950/60",
    solidBg: "bg-orange-500",
    border: "border-orange-200 dark:border-orange-800",
    ring: "ring-orange-500",
    fill: "fill-orange-500",
    fillSoft: "fill-orange-100 dark:fill-orange-900",
    stroke: "stroke-orange-500",
  },
  cyan: {
    text: "text-cyan-700 dark:text-cyan-300",
    softBg: "bg-cyan-50 dark:bg-cyan-950/60",
    solidBg: "bg-cyan-500",
    border: "border-cyan-200 dark:border-cyan-800",
    ring: "ring-cyan-500",
    fill: "fill-cyan-500",
    fillSoft: "fill-cyan-100 dark:fill-cyan-900",
    stroke: "stroke-cyan-500",
  },
  fuchsia: {
    text: "text-fuchsia-700 dark:text-fuchsia-300",
    softBg: "bg-fuchsia-50 dark:bg-fuchsia-950/60",
    solidBg: "bg-fuchsia-500",
    border: "border-fuchsia-200 dark:border-fuchsia-800",
    ring: "ring-fuchsia-500",
    fill: "fill-fuchsia-500",
    fillSoft: "fill-fuchsia-100 dark:fill-fuchsia-900",
    stroke: "stroke-fuchsia-500",
  },
};
