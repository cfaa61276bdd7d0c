import { MapPin, QrCode, ScanFace } from "lucide-react";

const todayStats = [
  { label: "Present", value: "182", tone: "text-emerald-700 dark:text-emerald-300" },
  { label: "On leave", value: "6", tone: "text-amber-800 dark:text-amber-300" },
  { label: "In the field", value: "24", tone: "text-sky-700 dark:text-sky-300" },
];

/** Check-ins per hour, 8 AM to 1 PM, as bar heights in percent. */
const checkInsByHour = [18, 64, 100, 52, 30, 22];

const recentCheckIns = [
  { name: "Priya S.", method: "Face", icon: ScanFace, time: "9:02" },
  { name: "Arjun M.", method: "Geofence", icon: MapPin, time: "9:05" },
  { name: "Fatima K.", method: "QR", icon: QrCode, time: "9:11" },
];

/**
 * A picture of the product, built from markup rather than an image so it is sharp, themed
 * and weighs almost nothing. It is decorative: the text around it says what Aster does.
 */
export function DashboardPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-indigo-200/60 via-transparent to-fuchsia-200/60 blur-2xl dark:from-indigo-900/40 dark:to-fuchsia-900/30" />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <div className="flex items-center justify-between">
          <div>
            <p className="font-semibold text-sm">Today at a glance</p>
            <p className="text-ink-muted text-xs">Kolkata HQ · 212 employees</p>
          </div>
          <span className="rounded-full bg-success-soft px-2.5 py-1 font-semibold text-success text-xs">Live</span>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-3">
          {todayStats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-surface-muted p-3">
              <p className={`font-bold text-2xl ${stat.tone}`}>{stat.value}</p>
              <p className="text-ink-muted text-xs">{stat.label}</p>
            </div>
          ))}
        </div>
        <div className="mt-5 rounded-xl border border-line p-4">
          <p className="font-medium text-ink-muted text-xs">Check-ins by hour</p>
          <div className="mt-3 flex h-24 items-end gap-2">
            {checkInsByHour.map((height, hour) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed series; the hour is the identity.
                key={hour}
                className="flex-1 rounded-t-md bg-gradient-to-t from-indigo-500 to-indigo-300 dark:from-indigo-500 dark:to-indigo-400"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
        <ul className="mt-4 space-y-2">
          {recentCheckIns.map(({ name, method, icon: MethodIcon, time }) => (
            <li key={name} className="flex items-center gap-3 rounded-lg px-1 py-1.5 text-sm">
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-ink text-xs">
                {name.slice(0, 1)}
              </span>
              <span className="flex-1 font-medium">{name}</span>
              <span className="inline-flex items-center gap-1 text-ink-muted text-xs">
                <MethodIcon className="size-3.5" />
                {method}
              </span>
              <span className="w-10 text-right text-ink-muted text-xs tabular-nums">{time}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
