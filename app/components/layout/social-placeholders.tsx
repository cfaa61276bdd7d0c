import { socialProfiles } from "../../../content/company";
import { cn } from "../../lib/cn";

const socialInitials: Record<(typeof socialProfiles)[number], string> = {
  LinkedIn: "in",
  "X (Twitter)": "X",
  YouTube: "YT",
  Instagram: "IG",
};

/** SPEC's four social placeholders: named and marked "coming soon", never links to '#'. */
export function SocialPlaceholders({ className }: { className?: string }) {
  return (
    <ul className={cn("flex gap-2", className)} aria-label="Social profiles (coming soon)">
      {socialProfiles.map((profile) => (
        <li key={profile}>
          <span
            role="img"
            aria-label={`${profile} (coming soon)`}
            title={`${profile}: coming soon`}
            className="inline-flex size-9 cursor-default items-center justify-center rounded-full border border-line bg-surface font-semibold text-ink-muted text-xs"
          >
            {socialInitials[profile]}
          </span>
        </li>
      ))}
    </ul>
  );
}
