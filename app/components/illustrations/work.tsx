import type { AccentClasses } from "../accent";
import { type ArtProps, Avatar, Bar, Card, HAIR, INK, Tick, Window } from "./shared";

function TaskCard({
  x,
  y,
  h,
  a,
  tag,
  lifted,
}: {
  x: number;
  y: number;
  h: number;
  a: AccentClasses;
  tag: string;
  lifted?: boolean;
}) {
  return (
    <g transform={lifted ? `rotate(4 ${x + 48} ${y + h / 2})` : undefined}>
      <rect
        x={x}
        y={y}
        width={96}
        height={h}
        rx={8}
        className={lifted ? `fill-surface ${a.stroke}` : "fill-surface stroke-line"}
        strokeWidth={HAIR}
      />
      <Bar x={x + 10} y={y + 10} w={64} c="fill-line-strong" />
      <Bar x={x + 10} y={y + 20} w={44} />
      <rect x={x + 10} y={y + h - 18} width={30} height={10} rx={5} className={tag} />
      <Avatar cx={x + 80} cy={y + h - 13} r={7} a={a} tone={lifted ? "accent" : "neutral"} />
    </g>
  );
}

export function KanbanArt({ a }: ArtProps) {
  const columns = [
    { x: 56, dot: "fill-line-strong", cards: [52, 58] },
    { x: 184, dot: "fill-amber-500", cards: [52] },
    { x: 312, dot: "fill-emerald-500", cards: [48, 52, 48] },
  ];
  return (
    <Window x={40} y={32} w={400} h={256}>
      {columns.map((col) => (
        <g key={col.x}>
          <rect x={col.x} y={74} width={112} height={200} rx={10} className="fill-surface-muted" />
          <circle cx={col.x + 14} cy={90} r={4} className={col.dot} />
          <Bar x={col.x + 24} y={87} w={44} c={INK} />
          <rect x={col.x + 86} y={84} width={18} height={12} rx={6} className="fill-line" />
          {col.cards.map((h, i) => {
            const y = 104 + col.cards.slice(0, i).reduce((s, v) => s + v + 8, 0);
            return <TaskCard key={y} x={col.x + 8} y={y} h={h} a={a} tag={i % 2 ? "fill-line" : a.fillSoft} />;
          })}
        </g>
      ))}
      <rect
        x={192}
        y={164}
        width={96}
        height={56}
        rx={8}
        className="fill-none stroke-line-strong"
        strokeWidth={HAIR}
        strokeDasharray="4 4"
      />
      <TaskCard x={206} y={174} h={56} a={a} tag={a.fillSoft} lifted />
    </Window>
  );
}

const stages = [
  { count: 4, alpha: "opacity-30" },
  { count: 3, alpha: "opacity-50" },
  { count: 2, alpha: "opacity-75" },
  { count: 1, alpha: "" },
];

export function PipelineArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      {stages.map((stage, s) => {
        const x = 56 + s * 94;
        return (
          <g key={x}>
            {/* A chevron: notched on the left after the first stage, pointed on the right before the last. */}
            <path
              d={`M${x} 76h${s === 3 ? 86 : 78}${s === 3 ? "v32" : "l8 16l-8 16"}h-${s === 3 ? 86 : 78}${s === 0 ? "Z" : "l8-16Z"}`}
              className={`${a.fill} ${stage.alpha}`}
            />
            <Bar x={x + 14} y={89} w={36} c={s < 2 ? INK : "fill-white opacity-90"} />
            {Array.from({ length: stage.count }, (_, i) => 120 + i * 40).map((y) => (
              <g key={y}>
                <rect
                  x={x}
                  y={y}
                  width={86}
                  height={32}
                  rx={8}
                  className={s === 3 ? `fill-surface ${a.stroke}` : "fill-surface-muted"}
                  strokeWidth={HAIR}
                />
                <Avatar cx={x + 17} cy={y + 16} r={9} a={a} tone={s === 3 ? "accent" : "neutral"} />
                <Bar x={x + 32} y={y + 9} w={40} c="fill-line-strong" />
                <Bar x={x + 32} y={y + 19} w={26} />
              </g>
            ))}
          </g>
        );
      })}
      <Tick cx={412} cy={124} r={8} />
    </Window>
  );
}

/** Small line icons for the connected apps, drawn in a 24-unit box centred on the node. */
const appIcons = [
  "M-8-6h16v14h-16ZM-8-1h16M-4-9v5M4-9v5",
  "M-9-7h18v12h-10l-5 4v-4h-3Z",
  "M-9 9h18M-7 5v-7M0 5v-7M7 5v-7M-10-4L0-10L10-4Z",
  "M-6 7a5 5 0 0 1 0-10a7 7 0 0 1 13 2a4 4 0 0 1 0 8Z",
  "M-8-6a8 3 0 0 0 16 0a8 3 0 0 0-16 0v12a8 3 0 0 0 16 0v-12M-8 0a8 3 0 0 0 16 0",
  "M-9-6h18v13h-18ZM-9-6l9 7l9-7",
];
const nodes = [
  [140, 64],
  [340, 64],
  [72, 160],
  [408, 160],
  [140, 256],
  [340, 256],
] as const;

export function IntegrationArt({ a }: ArtProps) {
  return (
    <g>
      <circle
        cx={240}
        cy={160}
        r={96}
        className="fill-none stroke-line-strong"
        strokeWidth={HAIR}
        strokeDasharray="4 6"
      />
      <circle cx={240} cy={160} r={62} className={`${a.fillSoft} opacity-70`} />
      {nodes.map(([x, y], i) => (
        <path
          key={`${x}-${y}`}
          d={`M240 160L${x} ${y}`}
          className={i % 3 === 0 ? a.stroke : "stroke-line-strong"}
          strokeWidth={2}
          strokeDasharray={i % 3 === 0 ? undefined : "2 6"}
          strokeLinecap="round"
        />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`${x}-${y}`}>
          {i % 3 === 0 && (
            <circle
              cx={(240 + x) / 2}
              cy={(160 + y) / 2}
              r={5}
              className={`${a.fill} stroke-surface-muted`}
              strokeWidth={2}
            />
          )}
          <rect
            x={x - 28}
            y={y - 28}
            width={56}
            height={56}
            rx={14}
            className="fill-surface stroke-line-strong"
            strokeWidth={HAIR}
          />
          <path
            d={appIcons[i]}
            transform={`translate(${x} ${y})`}
            className="fill-none stroke-ink-muted"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <rect x={204} y={124} width={72} height={72} rx={20} className={a.fill} />
      <path
        d="M240 142v36M224.4 151l31.2 18M224.4 169l31.2-18"
        className="stroke-white"
        strokeWidth={5}
        strokeLinecap="round"
      />
    </g>
  );
}

export function ShieldArt({ a }: ArtProps) {
  return (
    <g>
      <circle cx={240} cy={160} r={124} className={`${a.fillSoft} opacity-40`} />
      <circle cx={240} cy={160} r={88} className={`${a.fillSoft} opacity-80`} />
      <path d="M240 88l58 20v50c0 38-24 64-58 80c-34-16-58-42-58-80v-50Z" className={a.fill} />
      <path
        d="M214 162l18 18l36-38"
        className="fill-none stroke-white"
        strokeWidth={9}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Card x={36} y={56} w={132} h={48} />
      <rect x={52} y={70} width={20} height={20} rx={6} className={a.fillSoft} />
      <path
        d="M58 80h8v7h-8ZM59 80v-3a3 3 0 0 1 6 0v3"
        className={`fill-none ${a.stroke}`}
        strokeWidth={1.75}
        strokeLinejoin="round"
      />
      <Bar x={82} y={72} w={64} h={7} c={INK} />
      <Bar x={82} y={85} w={40} />
      <Card x={320} y={76} w={124} h={48} />
      <Tick cx={344} cy={100} r={10} />
      <Bar x={362} y={92} w={64} h={7} c={INK} />
      <Bar x={362} y={105} w={44} />
      <Card x={44} y={212} w={140} h={52} />
      {[58, 88, 118, 148].map((x, i) => (
        <g key={x}>
          <rect
            x={x}
            y={224}
            width={24}
            height={28}
            rx={6}
            className={i === 2 ? `fill-surface ${a.stroke}` : "fill-surface-muted"}
            strokeWidth={HAIR}
          />
          {i < 2 && <circle cx={x + 12} cy={238} r={3.5} className="fill-ink-muted" />}
        </g>
      ))}
      <Card x={304} y={196} w={144} h={72} />
      {[214, 242].map((y, i) => (
        <g key={y}>
          <Bar x={320} y={y + 3} w={56} c="fill-line-strong" />
          <rect x={400} y={y - 2} width={30} height={16} rx={8} className={i === 0 ? a.fill : "fill-line-strong"} />
          <circle cx={i === 0 ? 422 : 408} cy={y + 6} r={6} className="fill-white" />
        </g>
      ))}
    </g>
  );
}
