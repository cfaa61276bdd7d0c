import { desc, eq } from "drizzle-orm";
import type { Invitation } from "../../../common/invitations";
import { adminUsers } from "../../db/schema";
import type { InvitationContext } from "./context";
import { asListedInvitation, openInvitation } from "./inviting";
import { staffInvitations } from "./tables";

/** The invitations nobody has accepted or revoked yet, newest first: waiting ones and expired ones. */
export async function listOpen({ db, clock }: InvitationContext): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: staffInvitations, invitedBy: adminUsers.username })
    .from(staffInvitations)
    .leftJoin(adminUsers, eq(adminUsers.id, staffInvitations.invitedBy))
    .where(openInvitation)
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  const now = clock.now();
  return rows.map(({ invitation, invitedBy }) => asListedInvitation(invitation, invitedBy, now));
}
