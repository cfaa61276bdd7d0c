import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { applyTheme, currentTheme, type Theme } from "../../lib/theme";

/**
 * Flips light/dark and remembers the choice (SPEC §4). The icons switch by CSS on the .dark
 * class, so the server-rendered button is already right before this hydrates.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);

  return (
    <button
      type="button"
      onClick={() => {
        const next = currentTheme() === "dark" ? "light" : "dark";
        applyTheme(next);
        setTheme(next);
      }}
      aria-label="Dark theme"
      aria-pressed={theme === null ? undefined : theme === "dark"}
      className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
