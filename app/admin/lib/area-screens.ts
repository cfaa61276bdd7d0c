import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The back office's screens, found by their file names (read by app/routes.ts at build time).
 * An area's folder, app/admin/areas/<area>/, is its address, /admin/<area>; a screen is a route
 * module named after the folder, then one segment per dot, `$` for a parameter, as in React
 * Router's flat routes:
 *
 *   plans/plans.tsx      → /admin/plans
 *   plans/plans.$id.tsx  → /admin/plans/:id
 *   blog/blog.$id.newsletter.tsx → /admin/blog/:id/newsletter
 *
 * Any other file in the folder (area.ts, a form the screens share) is not a screen.
 */
export function areaScreens(appDirectory: string): { path: string; file: string }[] {
  const areasDirectory = join(appDirectory, "admin", "areas");
  return readdirSync(areasDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: area }) =>
      readdirSync(join(areasDirectory, area))
        .filter((file) => file === `${area}.tsx` || (file.startsWith(`${area}.`) && file.endsWith(".tsx")))
        .sort()
        .map((file) => ({
          path: file
            .slice(0, -".tsx".length)
            .split(".")
            .map((segment) => (segment.startsWith("$") ? `:${segment.slice(1)}` : segment))
            .join("/"),
          file: `admin/areas/${area}/${file}`,
        })),
    );
}
