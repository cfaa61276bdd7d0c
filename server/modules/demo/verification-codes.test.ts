import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoTestContext, demoTestContext } from "../../../tests/support/demo-context";
import { emailVerifications } from "../../db/schema";
import {
  checkCode,
  codeHasher,
  codeLifetimeMs,
  maxWrongTries,
  resendCooldownMs,
  sendCode,
  type VerificationContext,
  verificationSubject,
} from "./verification-codes";

describe("sending and checking a verification code, without HTTP", () => {
  let demo: DemoTestContext;
  let context: VerificationContext;
  beforeAll(async () => {
    demo = await demoTestContext();
    const { db, clock, outbox } = demo.context;
    context = { db, clock, outbox, hashOf: codeHasher("a key for these tests") };
  });
  afterAll(() => demo?.dispose());

  /** The code in the email queued last to `email`, as the visitor reads it. */
  const codeSentTo = async (email: string) => {
    const { text } = await demo.latestEmail(email, verificationSubject);
    const code = text.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (!code) throw new Error(`no code in the email to ${email}`);
    return code;
  };

  it("emails a six-digit code in the body only, and stores only its HMAC", async () => {
    expect(await sendCode(context, "anita@hooghly.test")).toEqual({ sent: true });
    const email = await demo.latestEmail("anita@hooghly.test", verificationSubject);
    expect(email.subject).toBe(verificationSubject);
    expect(email.holdsSecret).toBe(true);
    const code = await codeSentTo("anita@hooghly.test");
    const [row] = await demo.context.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, "anita@hooghly.test"));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toBe(context.hashOf("anita@hooghly.test", code));
  });

  it("sends nothing again within the minute, the first code still good; after it, a new code replaces the old", async () => {
    await sendCode(context, "ravi@kaveri.test");
    const first = await codeSentTo("ravi@kaveri.test");
    await demo.clock.advance(resendCooldownMs - 1);
    expect(await sendCode(context, "ravi@kaveri.test")).toEqual({ sent: false });
    expect(await codeSentTo("ravi@kaveri.test")).toBe(first);

    await demo.clock.advance(1);
    expect(await sendCode(context, "ravi@kaveri.test")).toEqual({ sent: true });
    const second = await codeSentTo("ravi@kaveri.test");
    if (second !== first) expect(await checkCode(context, { email: "ravi@kaveri.test", code: first })).toBe("wrong");
    expect(await checkCode(context, { email: "ravi@kaveri.test", code: second })).toBe("verified");
  });

  it("uses a right code up: the same code a second time finds no code", async () => {
    await sendCode(context, "once@godavari.test");
    const code = await codeSentTo("once@godavari.test");
    expect(await checkCode(context, { email: "once@godavari.test", code })).toBe("verified");
    expect(await checkCode(context, { email: "once@godavari.test", code })).toBe("no-code");
  });

  it("voids the code at the fifth wrong try, so even the right code no longer works", async () => {
    await sendCode(context, "guess@narmada.test");
    const code = await codeSentTo("guess@narmada.test");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt < maxWrongTries; attempt++) {
      expect(await checkCode(context, { email: "guess@narmada.test", code: wrong })).toBe("wrong");
    }
    expect(await checkCode(context, { email: "guess@narmada.test", code: wrong })).toBe("voided");
    expect(await checkCode(context, { email: "guess@narmada.test", code })).toBe("no-code");
  });

  it("refuses a code once its ten minutes have passed, and one never sent", async () => {
    await sendCode(context, "late@tapti.test");
    const code = await codeSentTo("late@tapti.test");
    await demo.clock.advance(codeLifetimeMs);
    expect(await checkCode(context, { email: "late@tapti.test", code })).toBe("expired");
    expect(await checkCode(context, { email: "never@tapti.test", code })).toBe("no-code");
  });
});
