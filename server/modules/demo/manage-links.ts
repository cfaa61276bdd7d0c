import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Links in the guest's email are signed with a purpose: `cancel-demo` (the confirmations sent
 * before the manage page existed; they still cancel) and `manage-demo` (moves or cancels). A
 * cancel link's signature is not a manage link's, so an old link never gains the reschedule.
 */
export type LinkPurpose = "cancel-demo" | "manage-demo";

export function createManageLinks({ signingKey, publicUrl }: { signingKey: string; publicUrl: string }) {
  const signatureOf = (purpose: LinkPurpose, id: string) =>
    createHmac("sha256", signingKey).update(`${purpose}:${id}`).digest("base64url");

  const signatureMatches = (purpose: LinkPurpose, id: string, signature: string) => {
    const expected = Buffer.from(signatureOf(purpose, id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return {
    signatureOf,
    /** May this link move the booking (and cancel it)? */
    mayManage: (id: string, signature: string) => signatureMatches("manage-demo", id, signature),
    /** Either link may cancel. */
    mayCancel: (id: string, signature: string) =>
      signatureMatches("manage-demo", id, signature) || signatureMatches("cancel-demo", id, signature),
    /** The manage page's address for one booking, as the emails carry it. */
    manageUrl: (id: string) =>
      `${publicUrl}/schedule-demo/manage/${id}?signature=${encodeURIComponent(signatureOf("manage-demo", id))}`,
  };
}

export type ManageLinks = ReturnType<typeof createManageLinks>;
