import { useId } from "react";
import { cn } from "../../lib/cn";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button";

/**
 * A call to action the product does not offer yet (SPEC lists several with "no action shown").
 * It stays focusable so keyboard and screen-reader users learn why it does nothing, looks
 * muted, and says "Coming soon" on hover and focus, instead of pretending to be a link.
 */
export function InertButton({
  children,
  variant = "secondary",
  size = "md",
  className,
  note = "Coming soon",
}: {
  children: React.ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  note?: string;
}) {
  const noteId = useId();
  return (
    <span className={cn("group relative inline-flex", className)}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={noteId}
        className={buttonClasses(variant, size, "w-full cursor-not-allowed opacity-80 saturate-50")}
      >
        {children}
      </button>
      <span
        id={noteId}
        role="tooltip"
        className="pointer-events-none absolute -top-9 left-1/2 z-10 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 font-medium text-white text-xs opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {note}
      </span>
    </span>
  );
}
