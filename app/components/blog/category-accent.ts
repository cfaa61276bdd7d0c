import { blogCategories } from "../../../content/blog";
import { type AccentClasses, accents } from "../accent";

/** Each SPEC category's colour (content/blog.ts); anything else (Changelog, staff-made ones) is indigo. */
export function categoryAccent(category: string): AccentClasses {
  const color = blogCategories.find((entry) => entry.name === category)?.color ?? "indigo";
  return accents[color];
}
