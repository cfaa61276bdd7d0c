import type { AccentClasses } from "../accent";
import { type ArtProps, Avatar, Bar, Card, HAIR, INK, Tick, Window } from "./shared";

function PersonCard({ x, y, a, lead }: { x: number; y: number; a: AccentClasses; lead?: boolean }) {
  return (
    <g>
      <Card x={x} y={y} w={120} h={48} className={lead ? `fill-surface ${a.stroke}` : undefined} />
      <Avatar cx={x + 24} cy={y + 24} r={14} a={a} tone={lead ? "accent" : "soft"} />
      <Bar x={x + 46} y={y + 16} w={56} h={7} c={INK} />
      <Bar x={x + 46} y={y + 29} w={36} />
    </g>
  );
}

const teams = [96, 240, 384];

export function OrgChartArt({ a }: ArtProps) {
  const line = "fill-none stroke-line-strong";
  return (
    <g>
      <path
        d="M240 76V124M96 124V112a12 12 0 0 1 12-12H372a12 12 0 0 1 12 12V124"
        className={line}
        strokeWidth={HAIR}
      />
      {teams.map((cx) => (
        <path
          key={cx}
          d={`M${cx} 172V196M${cx - 24} 220V208a12 12 0 0 1 12-12H${cx + 12}a12 12 0 0 1 12 12V220`}
          className={line}
          strokeWidth={HAIR}
        />
      ))}
      <PersonCard x={180} y={28} a={a} lead />
      {teams.map((cx) => (
        <PersonCard key={cx} x={cx - 60} y={124} a={a} />
      ))}
      {teams.flatMap((cx) =>
        [cx - 24, cx + 24].map((x) => (
          <g key={x}>
            <circle cx={x} cy={236} r={18} className="fill-surface-muted" />
            <Avatar cx={x} cy={236} r={15} a={a} tone={x === 264 ? "accent" : "neutral"} />
            <Bar x={x - 14} y={262} w={28} />
          </g>
        )),
      )}
      <circle cx={276} cy={223} r={7} className="fill-emerald-500 stroke-surface-muted" strokeWidth={2} />
      <path d="M276 220v6M273 223h6" className="stroke-white" strokeWidth={1.75} strokeLinecap="round" />
    </g>
  );
}

export function ProfileArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <rect x={41} y={62.75} width={398} height={50} className={a.fillSoft} />
      <circle cx={100} cy={116} r={34} className="fill-surface" />
      <Avatar cx={100} cy={116} r={30} a={a} tone="accent" />
      <Bar x={146} y={122} w={112} h={10} c={INK} />
      <Bar x={146} y={138} w={72} />
      <rect x={340} y={122} width={80} height={26} rx={8} className={a.fill} />
      <Bar x={356} y={132} w={48} c="fill-white opacity-85" />
      {[60, 116, 172, 228].map((x, i) => (
        <Bar key={x} x={x} y={170} w={i === 0 ? 40 : 36} c={i === 0 ? a.fill : "fill-line-strong"} />
      ))}
      <path d="M40 186H440" className="stroke-line" strokeWidth={HAIR} />
      <rect x={60} y={184.5} width={40} height={3} rx={1.5} className={a.fill} />
      {[60, 180, 300].flatMap((x) =>
        [204, 242].map((y) => (
          <g key={`${x}-${y}`}>
            <Bar x={x} y={y} w={40} h={5} />
            <Bar x={x} y={y + 13} w={x === 300 && y === 242 ? 64 : 96} h={8} c="fill-line-strong" />
          </g>
        )),
      )}
      <Tick cx={372} cy={259} r={8} />
    </Window>
  );
}

export function ChatArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <rect x={48} y={72} width={104} height={40} rx={8} className={a.fillSoft} />
      {[72, 116, 160, 204].map((y, i) => (
        <g key={y}>
          <Avatar cx={68} cy={y + 20} r={12} a={a} tone={i === 0 ? "accent" : "neutral"} />
          <Bar x={88} y={y + 12} w={i === 0 ? 48 : 40} h={7} c={i === 0 ? a.fill : "fill-line-strong"} />
          <Bar x={88} y={y + 24} w={[36, 52, 28, 44][i] ?? 40} />
        </g>
      ))}
      <circle cx={140} cy={140} r={4} className={a.fill} />
      <path d="M160 62V288M160 104H440" className="stroke-line" strokeWidth={HAIR} />
      <Avatar cx={188} cy={83} r={11} a={a} tone="accent" />
      <circle cx={196} cy={91} r={3.5} className="fill-emerald-500 stroke-surface" strokeWidth={1.5} />
      <Bar x={208} y={78} w={64} h={7} c={INK} />
      <Bar x={208} y={90} w={36} />
      <rect x={176} y={118} width={156} height={32} rx={12} className="fill-surface-sunken" />
      <Bar x={190} y={127} w={112} c="fill-line-strong" />
      <Bar x={190} y={137} w={72} c="fill-line-strong" />
      <rect x={264} y={160} width={160} height={32} rx={12} className={a.fill} />
      <Bar x={278} y={169} w={120} c="fill-white opacity-80" />
      <Bar x={278} y={179} w={84} c="fill-white opacity-80" />
      <rect x={176} y={202} width={56} height={26} rx={12} className="fill-surface-sunken" />
      {[192, 204, 216].map((cx) => (
        <circle key={cx} cx={cx} cy={215} r={3} className="fill-line-strong" />
      ))}
      <rect
        x={176}
        y={244}
        width={206}
        height={28}
        rx={14}
        className="fill-surface-muted stroke-line"
        strokeWidth={HAIR}
      />
      <Bar x={192} y={255} w={84} />
      <circle cx={408} cy={258} r={14} className={a.fill} />
      <path
        d="M402 258h11M409 253l5 5-5 5"
        className="fill-none stroke-white"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Window>
  );
}

/** Row icons: a person (mention), a tick (approval), "!" (reminder), a dot (system). */
const glyphs = [
  "M-4-3a4 4 0 1 0 8 0a4 4 0 1 0-8 0M-7 8a7 6 0 0 1 14 0",
  "M-5 0l3.5 3.5l6.5-7",
  "M0-6v6M0 5v.5",
  "M-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
];

export function NotificationArt({ a }: ArtProps) {
  const kinds = [
    { bg: a.fillSoft, fg: a.stroke, unread: true },
    { bg: "fill-emerald-100 dark:fill-emerald-900/70", fg: "stroke-emerald-500", unread: true },
    { bg: "fill-amber-100 dark:fill-amber-900/70", fg: "stroke-amber-500", unread: false },
    { bg: "fill-surface-sunken", fg: "stroke-line-strong", unread: false },
  ];
  return (
    <Window x={40} y={32} w={400} h={256}>
      <path
        d="M408 53a6 6 0 0 0 12 0M405 51h18c-2-2-3-4-3-8a6 6 0 0 0-12 0c0 4-1 6-3 8Z"
        className="fill-none stroke-line-strong"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      <circle cx={421} cy={39} r={4.5} className="fill-rose-500 stroke-surface" strokeWidth={1.5} />
      <Bar x={60} y={78} w={104} h={9} c={INK} />
      <Bar x={364} y={80} w={56} c={a.fill} />
      {kinds.map((k, i) => {
        const y = 100 + i * 46;
        return (
          <g key={y}>
            {k.unread && <rect x={48} y={y} width={384} height={42} rx={8} className={`${a.fillSoft} opacity-40`} />}
            <circle cx={78} cy={y + 21} r={15} className={k.bg} />
            <path
              d={glyphs[i]}
              transform={`translate(78 ${y + 21})`}
              className={`fill-none ${k.fg}`}
              strokeWidth={2.25}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <Bar x={104} y={y + 11} w={[176, 140, 160, 120][i] ?? 150} h={7} c="fill-line-strong" />
            <Bar x={104} y={y + 25} w={[96, 120, 84, 104][i] ?? 100} />
            <Bar x={372} y={y + 12} w={28} />
            {k.unread && <circle cx={414} cy={y + 15} r={4} className={a.fill} />}
          </g>
        );
      })}
    </Window>
  );
}

export function LearningArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <rect x={56} y={76} width={232} height={132} rx={10} className={a.fillSoft} />
      <circle cx={172} cy={142} r={24} className={a.fill} />
      <path d="M166 131v22l17-11Z" className="fill-white" strokeLinejoin="round" />
      <Bar x={56} y={220} w={232} c="fill-line" />
      <Bar x={56} y={220} w={150} c={a.fill} />
      <circle cx={206} cy={223} r={7} className={`${a.fill} stroke-surface`} strokeWidth={2} />
      <Bar x={56} y={240} w={148} h={9} c={INK} />
      <Bar x={56} y={256} w={96} />
      <path d="M304 62V288" className="stroke-line" strokeWidth={HAIR} />
      <Bar x={320} y={80} w={72} h={8} c={INK} />
      {[0, 1, 2, 3, 4].map((i) => {
        const y = 102 + i * 34;
        return (
          <g key={y}>
            {i === 2 && <rect x={312} y={y} width={120} height={30} rx={8} className={a.fillSoft} />}
            {i < 2 ? (
              <Tick cx={330} cy={y + 15} r={8} />
            ) : (
              <circle
                cx={330}
                cy={y + 15}
                r={7}
                className={i === 2 ? `fill-surface ${a.stroke}` : "fill-none stroke-line-strong"}
                strokeWidth={2}
              />
            )}
            {i === 2 && <circle cx={330} cy={y + 15} r={3} className={a.fill} />}
            <Bar x={346} y={y + 12} w={[64, 52, 68, 48, 60][i] ?? 56} c={i === 2 ? a.fill : "fill-line"} />
          </g>
        );
      })}
    </Window>
  );
}
