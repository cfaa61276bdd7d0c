import { type ArtProps, Avatar, Bar, Card, HAIR, INK, Pill, Tick } from "./shared";

const RING = 2 * Math.PI * 16;
const payRows = [154, 172, 190, 208];

export function PayslipArt({ a }: ArtProps) {
  return (
    <g>
      <Card x={64} y={20} w={240} h={280} />
      <rect x={84} y={40} width={24} height={24} rx={7} className={a.fill} />
      <path d="M96 45v14M90 48.5l12 7M90 55.5l12-7" className="stroke-white" strokeWidth={2.5} strokeLinecap="round" />
      <Bar x={118} y={42} w={76} h={8} c={INK} />
      <Bar x={118} y={56} w={48} />
      <rect x={236} y={44} width={48} height={16} rx={8} className={a.fillSoft} />
      <Bar x={246} y={49} w={28} c={a.fill} />
      <path d="M84 80H284" className="stroke-line" strokeWidth={HAIR} />
      <Avatar cx={98} cy={104} r={13} a={a} tone="soft" />
      <Bar x={120} y={96} w={72} h={7} c="fill-line-strong" />
      <Bar x={120} y={109} w={44} />
      <Bar x={236} y={96} w={48} h={7} c="fill-line-strong" />
      <Bar x={248} y={109} w={36} />
      {[84, 194].map((x, col) => (
        <g key={x}>
          <Bar x={x} y={134} w={col === 0 ? 52 : 60} h={7} c={INK} />
          {payRows.slice(0, col === 0 ? 4 : 3).map((y, i) => (
            <g key={y}>
              {col === 1 && i === 0 ? null : <Bar x={x} y={y} w={[44, 36, 48, 30][i] ?? 40} />}
              <Bar x={x + 90 - (i % 2 ? 18 : 24)} y={y} w={i % 2 ? 18 : 24} c="fill-line-strong" />
            </g>
          ))}
        </g>
      ))}
      <text x={194} y={160} className="fill-ink-muted font-semibold" fontSize={10}>
        PF
      </text>
      <path d="M84 228H284" className="stroke-line-strong" strokeWidth={HAIR} strokeDasharray="4 4" />
      <rect x={80} y={240} width={208} height={44} rx={10} className={a.fillSoft} />
      <text x={96} y={269} className={`${a.fill} font-bold`} fontSize={20}>
        ₹
      </text>
      <Bar x={118} y={256} w={84} h={12} c={a.fill} />
      <Bar x={232} y={259} w={40} c={`${a.fill} opacity-40`} />
      <Card x={296} y={68} w={144} h={56} />
      <Tick cx={322} cy={96} r={12} />
      <Bar x={344} y={86} w={72} h={7} c={INK} />
      <Bar x={344} y={100} w={48} />
      <Card x={296} y={172} w={144} h={80} />
      <circle cx={330} cy={212} r={16} className="fill-none stroke-line" strokeWidth={8} />
      {[
        [0.58, 0, a.stroke],
        [0.24, 0.58, "stroke-amber-400"],
      ].map(([len, start, c]) => (
        <circle
          key={String(c)}
          cx={330}
          cy={212}
          r={16}
          className={`fill-none ${c}`}
          strokeWidth={8}
          strokeDasharray={`${RING * Number(len)} ${RING}`}
          transform={`rotate(${-90 + Number(start) * 360} 330 212)`}
        />
      ))}
      {[
        [196, a.fill],
        [208, "fill-amber-400"],
        [220, "fill-line-strong"],
      ].map(([y, c]) => (
        <g key={String(y)}>
          <circle cx={364} cy={Number(y) + 3} r={3} className={String(c)} />
          <Bar x={372} y={Number(y)} w={Number(y) === 208 ? 36 : 48} />
        </g>
      ))}
    </g>
  );
}

/** Zigzag tear along the receipt's bottom edge, right to left. */
const tear = "l-7 8l-7-8".repeat(10);
const barcode = [2, 1, 3, 1, 1, 2, 1, 3, 2, 1, 1, 2, 3, 1, 2, 1];

export function ReceiptArt({ a }: ArtProps) {
  let bx = 104;
  return (
    <g>
      <path
        d={`M72 48a12 12 0 0 1 12-12h116a12 12 0 0 1 12 12v220${tear}Z`}
        className="fill-surface stroke-line-strong"
        strokeWidth={HAIR}
        strokeLinejoin="round"
      />
      <circle cx={142} cy={62} r={12} className={a.fillSoft} />
      <Bar x={110} y={82} w={64} h={7} c={INK} />
      <Bar x={120} y={95} w={44} />
      {[114, 200].map((y) => (
        <path key={y} d={`M88 ${y}H196`} className="stroke-line-strong" strokeWidth={HAIR} strokeDasharray="3 4" />
      ))}
      {[128, 146, 164, 182].map((y, i) => (
        <g key={y}>
          <Bar x={88} y={y} w={[52, 40, 60, 36][i] ?? 44} />
          <Bar x={174} y={y} w={22} c="fill-line-strong" />
        </g>
      ))}
      <Bar x={88} y={214} w={40} h={8} c={INK} />
      <Bar x={160} y={213} w={36} h={10} c={a.fill} />
      {barcode.map((w) => {
        const rect = <rect key={bx} x={bx} y={236} width={w * 1.5} height={20} className="fill-ink-muted opacity-70" />;
        bx += w * 1.5 + 3;
        return rect;
      })}
      <rect x={60} y={150} width={164} height={52} className={`${a.fillSoft} opacity-50`} />
      <path d="M60 202H224" className={a.stroke} strokeWidth={2} />
      <path
        d="M60 44V32a8 8 0 0 1 8-8h12M204 24h12a8 8 0 0 1 8 8v12M224 268v12a8 8 0 0 1-8 8h-12M80 288H68a8 8 0 0 1-8-8v-12"
        className={`fill-none ${a.stroke}`}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path
        d="M232 180h26"
        className={`fill-none ${a.stroke}`}
        strokeWidth={2}
        strokeDasharray="2 5"
        strokeLinecap="round"
      />
      <Card x={256} y={64} w={184} h={192} />
      <Bar x={276} y={86} w={80} h={8} c={INK} />
      <Pill x={376} y={82} w={48} tone="ok" />
      <Bar x={276} y={110} w={40} h={5} />
      <rect
        x={276}
        y={120}
        width={148}
        height={26}
        rx={7}
        className="fill-surface-muted stroke-line"
        strokeWidth={HAIR}
      />
      <Bar x={288} y={130} w={64} c="fill-line-strong" />
      <Bar x={276} y={156} w={52} h={5} />
      <rect x={276} y={166} width={148} height={28} rx={7} className={`fill-surface ${a.stroke}`} strokeWidth={2} />
      <text x={287} y={185} className={`${a.fill} font-bold`} fontSize={13}>
        ₹
      </text>
      <Bar x={302} y={176} w={56} h={8} c={INK} />
      <rect x={276} y={210} width={148} height={28} rx={8} className={a.fill} />
      <Bar x={318} y={221} w={64} c="fill-white opacity-85" />
    </g>
  );
}
