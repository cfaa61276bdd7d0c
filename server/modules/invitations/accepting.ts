import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { type AcceptInvitation, type InvitationPreview, unusableInvitationMessage } from "../../../common/invitations";
import { roleLabels } from "../../../common/permissions";
import { isUniqueViolation } from "../../db/errors";
import { adminUsers } from "../../db/schema";
import type { RequestOrigin } from "../../http/request-origin";
import { requireStrongPassword } from "../auth/password-strength";
import { hashPassword } from "../auth/passwords";
import { hashToken } from "../auth/sessions";
import type { InvitationContext } from "./context";
import { openInvitation } from "./inviting";
import { staffInvitations } from "./tables";

/** A link that is unknown, expired, already used or revoked: all get the same answer. */
export class UnusableInvitationError extends Error {
  constructor() {
    super(unusableInvitationMessage);
    this.name = "UnusableInvitationError";
  }
}

/** The invitation a link opens, while it is usable. */
const usable = (context: InvitationContext, token: string) =>
  and(
    eq(staffInvitations.tokenHash, hashToken(token)),
    openInvitation,
    gt(staffInvitations.expiresAt, context.clock.now()),
  );

/** Whom a link invites, for the page where they choose a password. */
export async function preview(context: InvitationContext, token: string): Promise<InvitationPreview> {
  const [row] = await context.db
    .select({ name: staffInvitations.name, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(usable(context, token));
  if (!row) throw new UnusableInvitationError();
  return row;
}

/**
 * The invited person chooses a password (it must be strong: WeakPasswordError) and becomes an
 * account with the invitation's role, signing in with their email address. The link works once:
 * the invitation is locked, checked and closed in the transaction that makes the account.
 * Answers a session token: they are signed in.
 */
export async function accept(
  context: InvitationContext,
  { token, password }: AcceptInvitation,
  origin: RequestOrigin,
): Promise<string> {
  const { audit, clock, sessions } = context;
  const invited = await preview(context, token);
  await requireStrongPassword(password, [invited.name, invited.email], { field: "password", label: "Password" });
  const passwordHash = await hashPassword(password);
  const account = { id: randomUUID(), username: invited.email };
  try {
    await audit.write(account, async (tx) => {
      const [row] = await tx.select().from(staffInvitations).where(usable(context, token)).for("update");
      if (!row) throw new UnusableInvitationError();
      const at = clock.now();
      await tx.insert(adminUsers).values({
        ...account,
        name: row.name,
        email: row.email,
        role: row.role,
        passwordHash,
        createdAt: at,
        updatedAt: at,
      });
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: at, accountId: account.id })
        .where(eq(staffInvitations.id, row.id));
      return {
        result: undefined,
        record: {
          action: "accept-invitation",
          entity: "user",
          entityId: account.id,
          publicContent: false,
          summary: `Accepted the invitation: ${roleLabels[row.role]} account "${account.username}" (${row.name})`,
          after: { role: row.role },
        },
      };
    });
  } catch (error) {
    // An account took the address meanwhile (an admin added it by hand): the link cannot make another.
    if (isUniqueViolation(error)) throw new UnusableInvitationError();
    throw error;
  }
  return (await sessions.create(account.id, origin)).token;
}
