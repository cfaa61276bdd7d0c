import { emailField } from "./email-field";
import { staffRoles } from "./permissions";
import { newPasswordField, staffRoleSchema } from "./users";
import { z } from "./zod";

/** How long an invitation's link works (issue 38). */
export const invitationValidHours = 72;

/** Invited accounts sign in with their email address, so it must fit a username. */
const maxInvitedEmailLength = 100;

/** POST /api/admin/invitations: whom to invite, as what. */
export const newInvitationSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: emailField({ required: "Email is required", invalid: "Enter a valid email address" }).refine(
    (email) => email.length <= maxInvitedEmailLength,
    `Email must be at most ${maxInvitedEmailLength} characters: it is what they sign in with`,
  ),
  role: staffRoleSchema,
});
export type NewInvitation = z.infer<typeof newInvitationSchema>;

/** An open invitation as the back office lists it: waiting for its person, or expired unused. */
export const invitationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(["pending", "expired"]),
  /** Who sent it (null once their account is removed). */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The emailed link's secret, sent in the body (the page reads it from the link's #fragment). */
const invitationToken = z
  .string({ error: "The invitation link is incomplete" })
  .min(1, "The invitation link is incomplete")
  .max(200, "The invitation link is not valid");

/** POST /api/invitations/preview: whom a link invites, before they choose a password. */
export const invitationTokenSchema = z.object({ token: invitationToken });
export const invitationPreviewSchema = z.object({ name: z.string(), email: z.string(), role: z.enum(staffRoles) });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/accept: the password they chose; the answer signs them in. */
export const acceptInvitationSchema = z.object({ token: invitationToken, password: newPasswordField("Password") });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** Every refused link gets this one answer: which of expired, used or revoked is nobody else's business. */
export const unusableInvitationMessage =
  "This invitation link has expired or has already been used. Ask an admin to send you a new one.";
