import { desc, eq } from "drizzle-orm";
import type { ApiSamples, SampleKit } from "../../../tests/support/api-samples";
import { outbox } from "../../db/schema";

/** Invites a new address and reads the link's token from the email queued to it (no SMTP in these tests). */
async function invitedToken({ send, unique, t }: SampleKit): Promise<{ id: string; token: string }> {
  const email = `invitee${unique()}@example.com`;
  const { _id } = await send("POST", "/api/admin/invitations", { name: "Ira Sen", email, role: "marketing" });
  const [message] = await t.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt));
  const token = message?.text.match(/\/admin\/invitation#([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in the email to ${email}`);
  return { id: _id, token };
}

export const apiSamples: ApiSamples = (kit) => ({
  "GET /api/admin/invitations": async () => ({ status: 200 }),
  "POST /api/admin/invitations": async () => ({
    payload: { name: "Ira Sen", email: `invitee${kit.unique()}@example.com`, role: "sales" },
    status: 201,
    row: { action: "invite", entity: "staff_invitation" },
  }),
  "POST /api/admin/invitations/:id/resend": async () => ({
    id: (await invitedToken(kit)).id,
    status: 200,
    row: { action: "resend", entity: "staff_invitation" },
  }),
  "DELETE /api/admin/invitations/:id": async () => ({
    id: (await invitedToken(kit)).id,
    status: 200,
    row: { action: "revoke", entity: "staff_invitation" },
  }),
  "POST /api/invitations/preview": {
    publicWrite: "reads whom a link invites; changes nothing",
    call: async () => ({ payload: { token: (await invitedToken(kit)).token }, status: 200 }),
  },
  "POST /api/invitations/accept": {
    publicWrite:
      "the invited person's own step, authorised by the emailed single-use link; its audit row names the new account",
    call: async () => ({
      payload: { token: (await invitedToken(kit)).token, password: "a long enough password" },
      status: 201,
    }),
  },
});
