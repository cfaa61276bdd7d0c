import type { Leader } from "../../../content/types";

/** The two founders; each avatar is their initials, since the site uses no photos of people. */
export function Leadership({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2">
      {leaders.map((leader) => (
        <li key={leader.name} className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
          <div className="flex items-center gap-4 sm:gap-5">
            <span
              aria-hidden="true"
              className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand font-extrabold text-2xl text-on-brand tracking-wide shadow-lg sm:size-20"
            >
              {leader.initials}
            </span>
            <div>
              <h3 className="font-bold text-xl">{leader.name}</h3>
              <p className="mt-1 font-medium text-brand-ink text-sm">{leader.role}</p>
            </div>
          </div>
          <p className="mt-5 text-ink-muted leading-relaxed">{leader.bio}</p>
        </li>
      ))}
    </ul>
  );
}
