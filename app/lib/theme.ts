/** SPEC §3/§4: the theme lives in localStorage under "theme" as "dark" or "light". */
export const themeStorageKey = "theme";
export type Theme = "dark" | "light";

/**
 * Runs in <head> before the body paints, so the first frame already has the right theme.
 * Stored choice first; otherwise the system preference (SPEC §4).
 */
export const themeScript = `(function(){try{var s=localStorage.getItem("${themeStorageKey}");var d=s==="dark"||(s!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage can be unavailable (private mode, quotas): the theme still applies for this page.
  }
}
