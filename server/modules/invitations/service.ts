import type { AcceptInvitation, NewInvitation } from "../../../common/invitations";
import type { RequestOrigin } from "../../http/request-origin";
import type { Actor } from "../audit/service";
import { accept, preview } from "./accepting";
import type { InvitationContext } from "./context";
import { invite, resend, revoke } from "./inviting";
import { listOpen } from "./staff-list";

/** Invitations to the back office: the steps, wired to one context. */
export function createInvitationService(context: InvitationContext) {
  return {
    listOpen: () => listOpen(context),
    invite: (input: NewInvitation, actor: Actor) => invite(context, input, actor),
    resend: (id: string, actor: Actor) => resend(context, id, actor),
    revoke: (id: string, actor: Actor) => revoke(context, id, actor),
    preview: (token: string) => preview(context, token),
    accept: (input: AcceptInvitation, origin: RequestOrigin) => accept(context, input, origin),
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
