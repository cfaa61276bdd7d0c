import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Invitation, NewInvitation } from "../../../common/invitations";
import { invitationValidHours } from "../../../common/invitations";
import { roleDescriptions, roleLabels } from "../../../common/permissions";
import { isUniqueViolation } from "../../db/errors";
import { adminUsers } from "../../db/schema";
import type { Actor, Transaction } from "../audit/service";
import { newToken } from "../auth/sessions";
import { renderEmail } from "../mail/render";
import { type InvitationContext, invitationLink } from "./context";
import { StaffInvitationEmail } from "./emails/staff-invitation";
import { staffInvitations } from "./tables";

type InvitationRow = typeof staffInvitations.$inferSelect;

/** Why an invitation cannot be sent: the message says what to do instead. */
export class InvitationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvitationRefusedError";
  }
}

const validMs = invitationValidHours * 60 * 60 * 1000;

/** An open invitation as the back office lists it. */
export function asListedInvitation(row: InvitationRow, invitedBy: string | null, now: Date): Invitation {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.expiresAt > now ? "pending" : "expired",
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Queues the invitation's email with a fresh link, in the transaction that stores its token. */
async function queueInvitationEmail(
  { outbox, publicUrl }: InvitationContext,
  tx: Transaction,
  row: InvitationRow,
  token: string,
  invitedBy: string,
): Promise<void> {
  const content = await renderEmail(
    StaffInvitationEmail({
      name: row.name,
      invitedBy,
      roleLabel: roleLabels[row.role],
      roleDescription: roleDescriptions[row.role],
      email: row.email,
      acceptUrl: invitationLink(publicUrl, token),
      validHours: invitationValidHours,
    }),
  );
  await outbox.enqueue(
    tx,
    { to: row.email, subject: `${invitedBy} invited you to the Aster HRMS back office`, ...content, holdsSecret: true },
    { type: "staff_invitation", id: row.id },
  );
}

/**
 * Invites a person: refused when an account already signs in with the address, or an invitation
 * to it is still waiting (resend that one instead). An expired one is closed and replaced.
 */
export async function invite(context: InvitationContext, input: NewInvitation, actor: Actor): Promise<Invitation> {
  const { audit, clock, outbox } = context;
  const at = clock.now();
  const { token, tokenHash } = newToken();
  // Addresses are compared without case: Ira@ and ira@ are one person.
  const address = input.email.toLowerCase();
  try {
    const invitation = await audit.write(actor, async (tx) => {
      const [account] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(
          or(sql`lower(${adminUsers.username}) = ${input.email}`, sql`lower(${adminUsers.email}) = ${input.email}`),
        );
      if (account) throw new InvitationRefusedError(`An account with the email ${input.email} already exists.`);
      const [open] = await tx
        .select()
        .from(staffInvitations)
        .where(and(openInvitation, sql`lower(${staffInvitations.email}) = ${address}`))
        .for("update");
      if (open && open.expiresAt > at) {
        throw new InvitationRefusedError(`${open.email} is already invited. Resend that invitation instead.`);
      }
      if (open) await tx.update(staffInvitations).set({ revokedAt: at }).where(eq(staffInvitations.id, open.id));
      const [row] = await tx
        .insert(staffInvitations)
        .values({
          ...input,
          tokenHash,
          invitedBy: actor.id,
          createdAt: at,
          expiresAt: new Date(at.getTime() + validMs),
        })
        .returning();
      if (!row) throw new Error("the invitation was not stored");
      await queueInvitationEmail(context, tx, row, token, actor.username);
      return {
        result: asListedInvitation(row, actor.username, at),
        record: {
          action: "invite",
          entity: "staff_invitation",
          entityId: row.id,
          publicContent: false,
          summary: `Invited ${row.name} <${row.email}> as ${roleLabels[row.role]}`,
          after: { name: row.name, email: row.email, role: row.role },
        },
      };
    });
    outbox.wake();
    return invitation;
  } catch (error) {
    // Two admins inviting the same address at once: the second finds the first's invitation.
    if (isUniqueViolation(error)) {
      throw new InvitationRefusedError(`${input.email} is already invited. Resend that invitation instead.`);
    }
    throw error;
  }
}

/** Neither accepted nor revoked (it may have expired). */
export const openInvitation = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** Locks an open invitation by id, for a change in the same transaction. */
async function lockedOpen(tx: Transaction, id: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), openInvitation))
    .for("update");
  return row;
}

/**
 * Sends an open invitation again with a new link and a new 72 hours: the old link stops working.
 * Answers null when there is no open invitation with that id.
 */
export async function resend(context: InvitationContext, id: string, actor: Actor): Promise<Invitation | null> {
  const { audit, clock, outbox } = context;
  const at = clock.now();
  const { token, tokenHash } = newToken();
  const invitation = await audit.write(actor, async (tx) => {
    const open = await lockedOpen(tx, id);
    if (!open) return { result: null, record: null };
    const [row] = await tx
      .update(staffInvitations)
      .set({ tokenHash, expiresAt: new Date(at.getTime() + validMs) })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!row) return { result: null, record: null };
    await queueInvitationEmail(context, tx, row, token, actor.username);
    return {
      result: asListedInvitation(row, actor.username, at),
      record: {
        action: "resend",
        entity: "staff_invitation",
        entityId: row.id,
        publicContent: false,
        summary: `Sent the invitation to ${row.name} <${row.email}> again`,
      },
    };
  });
  if (invitation) outbox.wake();
  return invitation;
}

/** Withdraws an open invitation: its link stops working. Answers false when there was none. */
export function revoke({ audit, clock }: InvitationContext, id: string, actor: Actor): Promise<boolean> {
  return audit.write(actor, async (tx) => {
    const open = await lockedOpen(tx, id);
    if (!open) return { result: false, record: null };
    await tx.update(staffInvitations).set({ revokedAt: clock.now() }).where(eq(staffInvitations.id, id));
    return {
      result: true,
      record: {
        action: "revoke",
        entity: "staff_invitation",
        entityId: id,
        publicContent: false,
        summary: `Revoked the invitation to ${open.name} <${open.email}>`,
        before: { name: open.name, email: open.email, role: open.role },
      },
    };
  });
}
