import { cn } from "../../lib/cn";

/** The eyebrow / title / intro trio that opens most marketing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  align = "center",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  level?: 1 | 2;
  align?: "center" | "left";
  className?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl", className)}>
      {eyebrow && <p className="font-semibold text-brand-ink text-sm uppercase tracking-wider">{eyebrow}</p>}
      <Heading
        id={id}
        className={cn("mt-2 font-bold tracking-tight", level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl")}
      >
        {title}
      </Heading>
      {intro && <p className="mt-4 text-ink-muted text-lg leading-relaxed">{intro}</p>}
    </div>
  );
}
