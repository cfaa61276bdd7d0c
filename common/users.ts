import { listQuerySchema } from "./list-query";
import { staffRoles } from "./permissions";
import { z } from "./zod";

/** Shared by the first-admin setting, `npm run admin:create` and the back office's forms. */
export const passwordMinLength = 12;

/** A password someone chooses: the length rule here; how easy it is to guess, common/password-strength.ts. */
export const newPasswordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(passwordMinLength, `${label} must be at least ${passwordMinLength} characters`)
    .max(1000, `${label} must be at most 1000 characters`);

/** A staff role, as the add and change forms send it. */
export const staffRoleSchema = z.enum(staffRoles, { error: "Choose a role: admin, marketing, sales or recruiting" });

/** A back-office account as the API lists it. `current` marks the account making the request. */
export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  createdAt: z.string(),
  /** When it was deactivated: it cannot sign in until reactivated. */
  deactivatedAt: z.string().nullable(),
  current: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users: oldest first by default, so the first admin heads the list. */
export const adminUserListQuerySchema = listQuerySchema(["username", "createdAt"], { sort: "createdAt", order: "asc" });
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const newAdminUserSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(100, "Username must be at most 100 characters")
    .regex(/^[\w.@-]+$/, "Use letters, digits, dots, dashes, underscores or @ only"),
  password: newPasswordField("Password"),
  role: staffRoleSchema,
});
export type NewAdminUser = z.infer<typeof newAdminUserSchema>;

/** PATCH /api/admin/users/:id: what an admin changes of another account. */
export const adminUserChangeSchema = z.object({ role: staffRoleSchema });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: newPasswordField("New password"),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One signed-in browser of the current admin; `current` is the one asking. */
export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
  /** The browser in words, from its user agent ("Chrome 156 on Linux"). */
  device: z.string(),
  /** The address it signed in from; null for a session older than the column. */
  address: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
