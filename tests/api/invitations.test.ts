import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Invitation } from "../../common/invitations";
import { outbox } from "../../server/db/schema";
import { createTestApp, engines, signIn, type TestApp } from "./test-app";

const as = (token: string) => ({ "x-auth-token": token });
const unusable = {
  message: "This invitation link has expired or has already been used. Ask an admin to send you a new one.",
};
const hour = 60 * 60 * 1000;

describe.each(engines)("invitations to the back office on %s", (engine) => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false });
    admin = await signIn(t.app);
  });
  afterEach(() => t.close());

  const invite = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/admin/invitations", headers: as(admin), payload });
  /** The newest email to `to`, as queued (no SMTP here), and the link's token in it. */
  const inbox = async (to: string) => {
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt), desc(outbox.id));
    const token = message?.text.match(/\/admin\/invitation#([\w-]+)/)?.[1];
    return { message, token: token ?? "" };
  };
  const preview = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/invitations/preview", payload: { token } });
  const accept = (token: string, password = "mango orchard sunrise") =>
    t.app.inject({ method: "POST", url: "/api/invitations/accept", payload: { token, password } });

  it("invites by name, email and role; the emailed link shows whom it invites, then signs them in as that role, once", async () => {
    const sent = await invite({ name: "Ira Sen", email: "Ira.Sen@Example.com", role: "marketing" });
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json<Invitation>();
    expect(invitation).toMatchObject({
      name: "Ira Sen",
      email: "Ira.Sen@example.com",
      role: "marketing",
      status: "pending",
      invitedBy: "alice",
      expiresAt: new Date(t.clock.now().getTime() + 72 * hour).toISOString(),
    });

    const { message, token } = await inbox("Ira.Sen@example.com");
    expect(message?.subject).toBe("alice invited you to the Aster HRMS back office");
    expect(message?.holdsSecret).toBe(true);
    expect(message?.text).toContain(
      "as Marketing: Blog, changelog, media library, product tour, newsletter and subscribers",
    );
    expect(message?.text).toContain("The link works once, for 72 hours.");
    expect(token).toMatch(/^[\w-]{43}$/);

    expect((await preview(token)).json()).toEqual({ name: "Ira Sen", email: "Ira.Sen@example.com", role: "marketing" });

    const weak = await accept(token, "password1234");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/^Password is too easy to guess\./);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers["cache-control"]).toBe("no-store");
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: as(accepted.json().token),
    });
    expect(session.json()).toMatchObject({ username: "Ira.Sen@example.com", role: "marketing" });
    // They sign in again with their email and the password they chose.
    await signIn(t.app, { username: "ira.sen@example.com", password: "mango orchard sunrise" });

    // The link worked once.
    expect((await accept(token, "another mango orchard")).statusCode).toBe(410);
    expect((await preview(token)).json()).toEqual(unusable);
    // Accepted, it leaves the open list, and the account is on the users list.
    const open = await t.app.inject({ method: "GET", url: "/api/admin/invitations", headers: as(admin) });
    expect(open.json()).toEqual([]);
    const users = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: as(admin) });
    expect(users.json().map((user: { username: string }) => user.username)).toContain("Ira.Sen@example.com");

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/audit?limit=5", headers: as(admin) });
    expect(audit.json().map(({ actor, action }: { actor: string; action: string }) => `${actor} ${action}`)).toEqual(
      expect.arrayContaining(["alice invite", "Ira.Sen@example.com accept-invitation"]),
    );
  });

  it("refuses an expired link, a revoked one and one replaced by a resend, all with one answer", async () => {
    await invite({ name: "Old Link", email: "old@example.com", role: "sales" });
    const { token: expiring } = await inbox("old@example.com");
    await t.clock.advance(72 * hour + 1000);
    admin = await signIn(t.app);
    expect((await preview(expiring)).statusCode).toBe(410);
    expect((await accept(expiring)).json()).toEqual(unusable);
    const listed = await t.app.inject({ method: "GET", url: "/api/admin/invitations", headers: as(admin) });
    expect(listed.json()).toMatchObject([{ email: "old@example.com", status: "expired" }]);

    // A resend: a new link and 72 more hours; the old link stays dead.
    const [{ _id }] = listed.json();
    const resent = await t.app.inject({
      method: "POST",
      url: `/api/admin/invitations/${_id}/resend`,
      headers: as(admin),
    });
    expect(resent.json()).toMatchObject({ status: "pending" });
    const { token: fresh } = await inbox("old@example.com");
    expect(fresh).not.toBe(expiring);
    expect((await accept(expiring)).statusCode).toBe(410);
    expect((await preview(fresh)).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: "DELETE", url: `/api/admin/invitations/${_id}`, headers: as(admin) });
    expect(revoked.json()).toEqual({ message: "Invitation revoked. Its link no longer works." });
    expect((await accept(fresh)).json()).toEqual(unusable);
    const again = await t.app.inject({ method: "DELETE", url: `/api/admin/invitations/${_id}`, headers: as(admin) });
    expect(again.statusCode).toBe(404);
    // A made-up link gets the same answer as a used one.
    expect((await preview("a".repeat(43))).json()).toEqual(unusable);
  });

  it("refuses inviting an address an account signs in with, or one already invited", async () => {
    await invite({ name: "Ira Sen", email: "ira@example.com", role: "sales" });
    const twice = await invite({ name: "Ira Again", email: "IRA@example.com", role: "sales" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({
      email: "ira@example.com is already invited. Resend that invitation instead.",
    });
    await accept((await inbox("ira@example.com")).token);
    const member = await invite({ name: "Ira Sen", email: "ira@example.com", role: "admin" });
    expect(member.json().errors).toEqual({ email: "An account with the email ira@example.com already exists." });

    const invalid = await invite({ name: "", email: "not an address", role: "owner" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      name: "Name is required",
      email: "Enter a valid email address",
      role: "Choose a role: admin, marketing, sales or recruiting",
    });
  });

  it("lets two accepts of one link race: one account, one session", async () => {
    await invite({ name: "Race", email: "race@example.com", role: "recruiting" });
    const { token } = await inbox("race@example.com");
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410, 410]);
  });
});
