import type { ReactNode } from "react";
import type { AccentClasses } from "../accent";

/**
 * Building blocks shared by every illustration, so frames, text bars and avatars keep one
 * stroke width and one set of corner radii across all kinds.
 */
export interface ArtProps {
  a: AccentClasses;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Hairline for frames and dividers: about 1px when the 480-wide picture is shown at 360px. */
export const HAIR = 1.5;

/** A floating card: the second layer that overlaps a window for depth. */
export function Card({ x, y, w, h, className = "fill-surface stroke-line-strong" }: Box & { className?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={12} className={className} strokeWidth={HAIR} />;
}

/** An app window: rounded frame, three chrome dots and a divider 30 units down. */
export function Window({ x, y, w, h, children }: Box & { children?: ReactNode }) {
  return (
    <g>
      <Card x={x} y={y} w={w} h={h} />
      {[18, 31, 44].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 15} r={3.5} className="fill-line-strong" />
      ))}
      <path d={`M${x} ${y + 30}H${x + w}`} className="stroke-line" strokeWidth={HAIR} />
      {children}
    </g>
  );
}

/** A rounded bar standing in for a line of text. */
export function Bar({ x, y, w, h = 6, c = "fill-line" }: { x: number; y: number; w: number; h?: number; c?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} className={c} />;
}

/** Heading-strength text bar. */
export const INK = "fill-ink-muted opacity-60";

export type AvatarTone = "accent" | "soft" | "neutral";

/** A person: a circle with head and shoulders, kept inside the circle so no clip path is needed. */
export function Avatar({
  cx,
  cy,
  r,
  a,
  tone = "neutral",
}: {
  cx: number;
  cy: number;
  r: number;
  a: AccentClasses;
  tone?: AvatarTone;
}) {
  const [bg, fg] =
    tone === "accent"
      ? [a.fill, "fill-white opacity-90"]
      : tone === "soft"
        ? [a.fillSoft, a.fill]
        : ["fill-line-strong", "fill-surface opacity-80"];
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={bg} />
      <circle cx={cx} cy={cy - r * 0.2} r={r * 0.32} className={fg} />
      <path d={`M${cx - r * 0.58} ${cy + r * 0.74}a${r * 0.58} ${r * 0.5} 0 0 1 ${r * 1.16} 0Z`} className={fg} />
    </g>
  );
}

/** A filled circle with a white tick: "done", "approved", "paid". */
export function Tick({ cx, cy, r = 10, c = "fill-emerald-500" }: { cx: number; cy: number; r?: number; c?: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={c} />
      <path
        d={`M${cx - r * 0.42} ${cy + r * 0.02}l${r * 0.3} ${r * 0.3}l${r * 0.56}-${r * 0.6}`}
        className="fill-none stroke-white"
        strokeWidth={Math.max(2, r * 0.2)}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A small status pill with a dot, e.g. "present" (emerald) or "late" (amber). */
export function Pill({ x, y, w = 44, tone }: { x: number; y: number; w?: number; tone: "ok" | "warn" }) {
  const [bg, dot] =
    tone === "ok"
      ? ["fill-emerald-100 dark:fill-emerald-900/70", "fill-emerald-500"]
      : ["fill-amber-100 dark:fill-amber-900/70", "fill-amber-500"];
  return (
    <g>
      <rect x={x} y={y} width={w} height={16} rx={8} className={bg} />
      <circle cx={x + 9} cy={y + 8} r={3} className={dot} />
      <Bar x={x + 16} y={y + 5} w={w - 24} c={dot} />
    </g>
  );
}
