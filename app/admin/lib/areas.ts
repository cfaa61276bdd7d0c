import type { BackOfficeArea } from "./define-area";

export interface FoundArea extends BackOfficeArea {
  /** Where the sidebar links: /admin/<the area's folder>, its main screen. */
  to: string;
}

const declared = import.meta.glob<BackOfficeArea>("../areas/*/area.ts", { eager: true, import: "area" });

/** Every back-office area, in sidebar order. */
export const backOfficeAreas: readonly FoundArea[] = Object.entries(declared)
  .map(([file, area]) => ({ ...area, to: `/admin/${file.split("/").at(-2)}` }))
  .sort((a, b) => a.nav.order - b.nav.order);
