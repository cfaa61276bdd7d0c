/**
 * SPEC §2: a category slug is the name lowercased, spaces turned to hyphens, ampersands removed.
 * Ampersands go first and runs of spaces collapse, so "Attendance & Time" gives
 * "attendance-time" (the route SPEC lists), not "attendance--time".
 * Feature slugs (the #fragment) follow the same rule.
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/&/g, "").trim().replace(/\s+/g, "-");
}
