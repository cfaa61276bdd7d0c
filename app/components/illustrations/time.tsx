import { type ArtProps, Avatar, Bar, Card, HAIR, INK, Pill, Tick, Window } from "./shared";

const RING = 2 * Math.PI * 44;

export function AttendanceArt({ a }: ArtProps) {
  return (
    <Window x={40} y={32} w={400} h={256}>
      <rect x={56} y={76} width={144} height={196} rx={10} className="fill-surface-muted" />
      <circle cx={128} cy={144} r={44} className="fill-none stroke-line" strokeWidth={8} />
      <circle
        cx={128}
        cy={144}
        r={44}
        className={`fill-none ${a.stroke}`}
        strokeWidth={8}
        strokeLinecap="round"
        strokeDasharray={`${RING * 0.68} ${RING}`}
        transform="rotate(-90 128 144)"
      />
      <Bar x={104} y={134} w={48} h={10} c={INK} />
      <Bar x={112} y={150} w={32} />
      <rect x={76} y={216} width={104} height={32} rx={10} className={a.fill} />
      <circle cx={98} cy={232} r={6} className="fill-none stroke-white" strokeWidth={2} />
      <Bar x={112} y={229} w={52} c="fill-white opacity-85" />
      <Bar x={216} y={82} w={84} h={9} c={INK} />
      <Bar x={376} y={84} w={44} />
      {(["ok", "ok", "warn", "ok"] as const).map((tone, i) => {
        const y = 108 + i * 42;
        return (
          <g key={y}>
            {i > 0 && <path d={`M216 ${y - 3}H424`} className="stroke-line" strokeWidth={HAIR} />}
            <Avatar cx={232} cy={y + 17} r={13} a={a} tone={i === 1 ? "soft" : "neutral"} />
            <Bar x={254} y={y + 8} w={[72, 60, 80, 52][i] ?? 60} h={7} c="fill-line-strong" />
            <Bar x={254} y={y + 21} w={40} />
            <Pill x={374} y={y + 9} w={46} tone={tone} />
          </g>
        );
      })}
    </Window>
  );
}

export function MapArt({ a }: ArtProps) {
  return (
    <g>
      <Window x={40} y={32} w={400} h={256}>
        <rect x={52} y={74} width={376} height={202} rx={10} className="fill-surface-sunken" />
        {[
          [66, 88, 70, 28],
          [164, 88, 52, 28],
          [344, 88, 70, 28],
          [344, 144, 70, 62],
          [164, 234, 150, 28],
          [66, 234, 70, 28],
        ].map(([x = 0, y = 0, w = 0, h = 0]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx={5} className="fill-line" />
        ))}
        <rect x={66} y={144} width={70} height={62} rx={5} className="fill-emerald-100 dark:fill-emerald-900/50" />
        <path d="M52 130H428M52 220H428M150 74V276M330 74V276" className="stroke-surface" strokeWidth={10} />
        <circle
          cx={240}
          cy={176}
          r={66}
          className={`${a.fillSoft} ${a.stroke} opacity-90`}
          strokeWidth={2}
          strokeDasharray="6 6"
          fillOpacity={0.75}
        />
        {[
          [204, 204],
          [280, 198],
          [382, 176],
        ].map(([cx = 0, cy = 0]) => (
          <g key={cx}>
            <circle cx={cx} cy={cy} r={13} className="fill-surface" />
            <Avatar cx={cx} cy={cy} r={11} a={a} tone={cx < 300 ? "accent" : "neutral"} />
          </g>
        ))}
        <ellipse cx={240} cy={178} rx={10} ry={3.5} className={`${a.fill} opacity-30`} />
        <path d="M240 178c-13-14-21-24-21-35a21 21 0 0 1 42 0c0 11-8 21-21 35Z" className={a.fill} />
        <circle cx={240} cy={143} r={7} className="fill-white" />
      </Window>
      <Card x={296} y={238} w={152} h={54} />
      <Tick cx={322} cy={265} r={12} />
      <Bar x={344} y={255} w={80} h={7} c={INK} />
      <Bar x={344} y={269} w={52} />
    </g>
  );
}

const cols = [0, 1, 2, 3, 4, 5, 6].map((i) => 60 + i * 52);
const rows = [0, 1, 2, 3, 4].map((j) => 110 + j * 32);
/** The 35 day cells and their date marks as two paths: a fraction of the markup of 70 elements. */
const cellPath = rows
  .flatMap((y) =>
    cols.map((x) => `M${x + 6} ${y}h36a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6h-36a6 6 0 0 1-6-6v-16a6 6 0 0 1 6-6Z`),
  )
  .join("");
const markPath = rows.flatMap((y) => cols.map((x) => `M${x + 8} ${y + 8}h4`)).join("");

export function CalendarArt({ a }: ArtProps) {
  return (
    <g>
      <Window x={40} y={32} w={400} h={256}>
        <Bar x={60} y={74} w={88} h={9} c={INK} />
        {[378, 406].map((cx, i) => (
          <g key={cx}>
            <circle cx={cx} cy={78} r={10} className="fill-surface-muted" />
            <path
              d={i === 0 ? `M${cx + 2} 74l-4 4l4 4` : `M${cx - 2} 74l4 4l-4 4`}
              className="fill-none stroke-line-strong"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
        {cols.map((x) => (
          <Bar key={x} x={x + 17} y={96} w={14} h={5} />
        ))}
        <path d={cellPath} className="fill-surface-muted" />
        <path d={markPath} className="stroke-line-strong" strokeWidth={4} strokeLinecap="round" />
        <rect x={216} y={174} width={48} height={28} rx={6} className={`fill-surface ${a.stroke}`} strokeWidth={2} />
        <Bar x={222} y={180} w={8} h={4} c={a.fill} />
        <rect x={372} y={142} width={48} height={28} rx={6} className="fill-amber-100 dark:fill-amber-900/40" />
        <Bar x={378} y={148} w={8} h={4} c="fill-amber-500" />
        <circle cx={410} cy={150} r={3.5} className="fill-amber-500" />
        <Bar x={118} y={157} w={140} h={8} c={a.fill} />
        <Bar x={274} y={189} w={88} h={8} c={`${a.fill} opacity-40`} />
        <Bar x={66} y={253} w={36} h={8} c="fill-emerald-400 dark:fill-emerald-600" />
      </Window>
      <Card x={300} y={212} w={156} h={84} />
      <Avatar cx={326} cy={238} r={13} a={a} tone="soft" />
      <Bar x={348} y={230} w={76} h={7} c={INK} />
      <Bar x={348} y={243} w={52} />
      <rect x={316} y={262} width={60} height={22} rx={7} className={a.fill} />
      <Bar x={330} y={270} w={32} c="fill-white opacity-85" />
      <rect
        x={382}
        y={262}
        width={58}
        height={22}
        rx={7}
        className="fill-surface-muted stroke-line"
        strokeWidth={HAIR}
      />
      <Bar x={395} y={270} w={32} c="fill-line-strong" />
    </g>
  );
}

const dayCenters = [178, 222, 266, 310, 354];
/** Which weekdays each of three projects has time logged on. */
const logged = [
  [1, 1, 1, 1, 1],
  [0, 1, 0, 1, 1],
  [1, 0, 1, 0, 0],
].map((row) => row.map((on, d) => ({ on: on === 1, cx: dayCenters[d] ?? 0 })));

export function TimesheetArt({ a }: ArtProps) {
  const tones = [
    [a.fill, "fill-white opacity-85"],
    [a.fillSoft, a.fill],
    ["fill-surface-sunken", "fill-line-strong"],
  ];
  return (
    <Window x={40} y={32} w={400} h={256}>
      <Bar x={60} y={78} w={96} h={9} c={INK} />
      <rect x={336} y={74} width={84} height={20} rx={10} className="fill-surface-muted" />
      <Bar x={356} y={81} w={44} />
      {dayCenters.map((cx) => (
        <Bar key={cx} x={cx - 10} y={108} w={20} h={5} c="fill-line-strong" />
      ))}
      <Bar x={386} y={108} w={24} h={5} c="fill-line-strong" />
      {[122, 158, 194, 230].map((y) => (
        <path key={y} d={`M60 ${y}H420`} className="stroke-line" strokeWidth={HAIR} />
      ))}
      {logged.map((row, r) => {
        const cy = 140 + r * 36;
        const [bg, fg] = tones[r] ?? [];
        return (
          <g key={cy}>
            <circle cx={66} cy={cy} r={4} className={r === 2 ? "fill-line-strong" : a.fill} />
            <Bar x={78} y={cy - 3} w={[64, 52, 58][r] ?? 56} />
            {row.map(({ on, cx }) =>
              on ? (
                <g key={cx}>
                  <rect x={cx - 19} y={cy - 11} width={38} height={22} rx={6} className={bg} />
                  <Bar x={cx - 8} y={cy - 3} w={16} c={fg} />
                </g>
              ) : (
                <Bar key={cx} x={cx - 4} y={cy - 1.5} w={8} h={3} c="fill-line" />
              ),
            )}
            <Bar x={386} y={cy - 4} w={[28, 18, 22][r] ?? 20} h={8} c={INK} />
          </g>
        );
      })}
      <Bar x={60} y={252} w={56} h={8} c={INK} />
      <Bar x={124} y={253} w={40} />
      <rect x={340} y={244} width={80} height={26} rx={8} className={a.fill} />
      <Bar x={356} y={254} w={48} c="fill-white opacity-85" />
    </Window>
  );
}
