import type { LucideIcon } from "lucide-react";
import type { Permission } from "../../../common/permissions";

/**
 * A back-office area's sidebar entry, declared in `app/admin/areas/<area>/area.ts` beside the
 * area's screens (docs/adding-a-module.md). Nothing lists the areas by hand: the sidebar finds
 * every `area.ts` (./areas.ts), and app/routes.ts finds every screen (./area-screens.ts).
 */
export interface BackOfficeArea {
  /**
   * What opening the area needs (common/permissions.ts): the sidebar shows it only to roles that
   * have it, and its address shows "You don't have access to this page" to the others. The
   * server refuses their calls anyway; this spares them a page that cannot load.
   */
  permission: Permission;
  nav: {
    label: string;
    icon: LucideIcon;
    /** SPEC §2's sidebar ("spec"), or the pages the back office adds under "More" (DESIGN §4). */
    group: "spec" | "more";
    /** Its place in the sidebar, smallest first. */
    order: number;
  };
}

export const defineArea = (area: BackOfficeArea): BackOfficeArea => area;
