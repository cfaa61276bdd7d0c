import { type ArtProps, Avatar, Bar, Card, HAIR, INK, Tick, Window } from "./shared";

const dashboardBars = [24, 38, 30, 50, 42, 62, 36, 54, 66, 46].map((h, i) => ({ x: 176 + i * 24, h, top: i === 8 }));

export function DashboardArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <rect x={50} y={74} width={84} height={22} rx={7} className={a.fillSoft} />
      {[80, 108, 136, 164, 192].map((y, i) => (
        <g key={y}>
          <rect x={60} y={y} width={10} height={10} rx={3} className={i === 0 ? a.fill : "fill-line-strong"} />
          <Bar x={78} y={y + 2} w={i === 0 ? 44 : 36 + (i % 2) * 10} c={i === 0 ? a.fill : "fill-line"} />
        </g>
      ))}
      <path d="M144 62V288" className="stroke-line" strokeWidth={HAIR} />
      <Bar x={160} y={78} w={92} h={9} c={INK} />
      <Avatar cx={412} cy={82} r={10} a={a} tone="soft" />
      {[160, 252, 344].map((x, i) => (
        <g key={x}>
          <rect x={x} y={102} width={80} height={54} rx={8} className="fill-surface-muted" />
          <Bar x={x + 12} y={114} w={36} />
          <Bar x={x + 12} y={130} w={i === 0 ? 48 : 40} h={12} c={i === 0 ? a.fill : "fill-line-strong"} />
        </g>
      ))}
      <rect x={160} y={168} width={264} height={104} rx={8} className="fill-surface-muted" />
      <Bar x={176} y={180} w={64} />
      {dashboardBars.map(({ x, h, top }) => (
        <rect key={x} x={x} y={260 - h} width={12} height={h} rx={3} className={top ? a.fill : a.fillSoft} />
      ))}
    </Window>
  );
}

const series = "60,236 110,220 160,228 210,192 260,202 310,160 360,174 420,136";
const baseline = "60,252 110,246 160,248 210,232 260,238 310,218 360,224 420,206";

export function ChartArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <Bar x={60} y={78} w={100} h={9} c={INK} />
      <Bar x={60} y={94} w={64} />
      <rect x={324} y={76} width={96} height={22} rx={11} className="fill-surface-muted" />
      <rect x={327} y={79} width={30} height={16} rx={8} className={a.fill} />
      <Bar x={367} y={84} w={18} />
      <Bar x={393} y={84} w={18} />
      {[140, 176, 212, 248].map((y) => (
        <path key={y} d={`M60 ${y}H420`} className="stroke-line" strokeWidth={HAIR} strokeDasharray="3 5" />
      ))}
      <path d={`M${series}L420 268L60 268Z`} className={`${a.fillSoft} opacity-70`} />
      <polyline
        points={baseline}
        className="fill-none stroke-line-strong"
        strokeWidth={2}
        strokeDasharray="5 5"
        strokeLinecap="round"
      />
      <polyline
        points={series}
        className={`fill-none ${a.stroke}`}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M310 160V268" className="stroke-line-strong" strokeWidth={HAIR} />
      <circle cx={310} cy={160} r={6} className={`fill-surface ${a.stroke}`} strokeWidth={3} />
      <rect x={280} y={118} width={60} height={28} rx={8} className={a.fill} />
      <Bar x={290} y={129} w={40} c="fill-white opacity-80" />
      <path d="M304 146l6 6l6-6Z" className={a.fill} />
    </Window>
  );
}

type Token = readonly [number, "k" | "s" | "i" | "p"];
const code: readonly (readonly [number, ...Token[]])[] = [
  [0, [40, "k"], [52, "i"], [36, "k"], [84, "s"]],
  [0],
  [0, [48, "k"], [28, "k"], [72, "i"], [24, "p"]],
  [1, [36, "k"], [56, "i"], [16, "p"], [64, "i"]],
  [2, [52, "i"], [96, "s"]],
  [2, [44, "i"], [28, "k"], [40, "p"]],
  [1, [20, "p"]],
  [1, [40, "k"], [60, "i"]],
  [0, [12, "p"]],
];

export function CodeArt({ a }: ArtProps) {
  const tone = { k: a.fill, s: "fill-amber-400", i: "fill-ink-muted opacity-50", p: "fill-line-strong" };
  return (
    <g>
      <Window x={40} y={32} w={400} h={256}>
        <rect x={100} y={38} width={88} height={24} rx={6} className="fill-surface-muted" />
        <rect x={110} y={47} width={6} height={6} rx={2} className={a.fill} />
        <Bar x={122} y={47} w={52} c="fill-line-strong" />
        {code.map(([indent, ...tokens], row) => {
          const y = 78 + row * 20;
          let x = 96 + indent * 20;
          return (
            <g key={y}>
              <Bar x={60} y={y} w={row === 4 ? 14 : 10} c={row === 4 ? a.fill : "fill-line"} />
              {row === 4 && <rect x={84} y={y - 6} width={355} height={20} className={`${a.fillSoft} opacity-50`} />}
              {tokens.map(([w, t]) => {
                const bar = <Bar key={x} x={x} y={y} w={w} h={7} c={tone[t]} />;
                x += w + 8;
                return bar;
              })}
            </g>
          );
        })}
        <rect x={298} y={153} width={2.5} height={17} rx={1} className={a.fill} />
        <path d="M84 62V288" className="stroke-line" strokeWidth={HAIR} />
      </Window>
      <Card x={300} y={196} w={156} h={84} />
      <rect x={316} y={212} width={40} height={16} rx={8} className="fill-emerald-100 dark:fill-emerald-900/70" />
      <circle cx={325} cy={220} r={3} className="fill-emerald-500" />
      <Bar x={332} y={217} w={16} c="fill-emerald-500" />
      <Bar x={364} y={217} w={48} />
      <Bar x={316} y={240} w={24} c={a.fill} />
      <Bar x={346} y={240} w={64} c="fill-amber-400" />
      <Bar x={316} y={256} w={32} c={a.fill} />
      <Bar x={354} y={256} w={44} c="fill-line-strong" />
    </g>
  );
}

export function MobileArt({ a }: ArtProps) {
  return (
    <g>
      <rect
        x={176}
        y={16}
        width={128}
        height={288}
        rx={24}
        className="fill-surface stroke-line-strong"
        strokeWidth={HAIR}
      />
      <rect x={220} y={26} width={40} height={8} rx={4} className="fill-line-strong" />
      <Avatar cx={198} cy={56} r={10} a={a} tone="soft" />
      <Bar x={214} y={48} w={48} c={INK} />
      <Bar x={214} y={58} w={32} />
      <rect x={188} y={78} width={104} height={110} rx={14} className={a.fillSoft} />
      <circle cx={240} cy={122} r={34} className={`fill-none ${a.stroke} opacity-30`} strokeWidth={HAIR} />
      <circle cx={240} cy={122} r={26} className={a.fill} />
      <circle cx={240} cy={122} r={11} className="fill-none stroke-white" strokeWidth={2.5} />
      <path d="M240 116v6l4 3" className="fill-none stroke-white" strokeWidth={2.5} strokeLinecap="round" />
      <Bar x={214} y={168} w={52} h={8} c={a.fill} />
      {[
        [204, "fill-emerald-500"],
        [230, a.fill],
        [256, "fill-amber-400"],
      ].map(([y, c]) => (
        <g key={y}>
          <circle cx={196} cy={Number(y) + 3} r={4} className={String(c)} />
          <Bar x={208} y={Number(y)} w={48} />
          <Bar x={268} y={Number(y)} w={20} c="fill-line-strong" />
        </g>
      ))}
      <Bar x={220} y={288} w={40} h={4} c="fill-line-strong" />
      <Card x={56} y={96} w={136} h={56} />
      <circle cx={82} cy={124} r={14} className={a.fillSoft} />
      <path d="M82 132c-5-5-7-8.5-7-11.5a7 7 0 0 1 14 0c0 3-2 6.5-7 11.5Z" className={a.fill} />
      <circle cx={82} cy={120.5} r={2.5} className="fill-white" />
      <Bar x={104} y={114} w={68} h={7} c={INK} />
      <Bar x={104} y={128} w={44} />
      <Card x={288} y={196} w={140} h={56} />
      <Tick cx={314} cy={224} r={12} />
      <Bar x={336} y={214} w={72} h={7} c={INK} />
      <Bar x={336} y={228} w={48} />
    </g>
  );
}
