/**
 * Who may do what in the back office: one table, read by the server (every staff route names the
 * permission it needs in its module's manifest, and the staff scope refuses the call without it)
 * and by the back office (the sidebar shows only the areas a role may open). ADR 040.
 */

export const staffRoles = ["admin", "marketing", "sales", "recruiting"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: "Admin",
  marketing: "Marketing",
  sales: "Sales",
  recruiting: "Recruiting",
};

/** What each role is for, as the back office explains it when an admin picks one. */
export const roleDescriptions: Record<StaffRole, string> = {
  admin: "Everything, including staff accounts, plans, privacy requests, email and the audit log.",
  marketing:
    "Blog, changelog, media library, product tour, newsletter and subscribers, analytics and assistant questions.",
  sales: "Demo requests and enquiries: read, update status, export.",
  recruiting: "Job openings.",
};

/** Every permission a staff route can need: an area, then what is done there. */
export const permissions = [
  /** One's own sign-in: who am I, my sessions, my password. */
  "own-account",
  /** The dashboard of one's own areas. */
  "dashboard.read",
  /** SPEC's whole dashboard summary: every area's counts and newest records (GET /api/admin). */
  "dashboard.summary",
  "analytics.read",
  "assistant-questions.read",
  "blog.manage",
  "changelog.manage",
  /** The media library: upload, describe, replace and delete images. */
  "media.manage",
  /** The product tour: the video each demo plays, its chapters' starts and screenshots. */
  "product-tour.manage",
  /** Subscribers (list, export, remove) and sending a post as the newsletter. */
  "newsletter.manage",
  "demo-requests.read",
  "demo-requests.update",
  "demo-requests.export",
  "demo-requests.delete",
  "enquiries.read",
  "enquiries.update",
  "job-openings.manage",
  "plans.manage",
  "users.manage",
  "data-rights.manage",
  "outbox.manage",
  "audit.read",
] as const;
export type Permission = (typeof permissions)[number];

const everyRole: readonly Permission[] = ["own-account", "dashboard.read"];

/** The matrix. An admin has every permission; the others have their areas' and nothing else. */
export const rolePermissions: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: permissions,
  marketing: [
    ...everyRole,
    "analytics.read",
    "assistant-questions.read",
    "blog.manage",
    "changelog.manage",
    "media.manage",
    "product-tour.manage",
    "newsletter.manage",
  ],
  sales: [
    ...everyRole,
    "demo-requests.read",
    "demo-requests.update",
    "demo-requests.export",
    "enquiries.read",
    "enquiries.update",
  ],
  recruiting: [...everyRole, "job-openings.manage"],
};

const granted = new Map(staffRoles.map((role) => [role, new Set<Permission>(rolePermissions[role])]));

/** Whether a role has a permission. */
export function can(role: StaffRole, permission: Permission): boolean {
  return granted.get(role)?.has(permission) ?? false;
}

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** The answer to a call the signed-in role may not make (403). */
export const forbiddenMessage = "You don't have permission to do that.";
