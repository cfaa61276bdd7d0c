import { CircleAlert, CircleCheck, type LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

export interface Tone {
  tone: "success" | "error";
  text: string;
}

/**
 * A success or error message with its icon: plain under a control, or as a tinted banner
 * above a form. Colour is never the only signal: the icon and the words say it too.
 */
export function ToneMessage({
  message,
  banner = false,
  successIcon: SuccessIcon = CircleCheck,
}: {
  message: Tone;
  banner?: boolean;
  successIcon?: LucideIcon;
}) {
  const Icon = message.tone === "success" ? SuccessIcon : CircleAlert;
  return (
    <span
      className={cn(
        "flex items-start font-medium",
        banner ? "gap-2.5 rounded-lg px-4 py-3 text-sm" : "mt-2 gap-1.5",
        message.tone === "success" ? "text-success" : "text-danger",
        banner && (message.tone === "success" ? "bg-success-soft" : "bg-danger-soft"),
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message.text}
    </span>
  );
}
