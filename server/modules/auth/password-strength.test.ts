import { describe, expect, it } from "vitest";
import { requireStrongPassword, WeakPasswordError } from "./password-strength";

describe("the server's password judge, on its worker thread", () => {
  it("refuses a weak password with the field and reason, and lets a strong one through", async () => {
    const refusal = await requireStrongPassword("password1234", [], {
      field: "newPassword",
      label: "New password",
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WeakPasswordError);
    expect(refusal).toMatchObject({
      field: "newPassword",
      message:
        "New password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.",
    });
    await expect(
      requireStrongPassword("purple otter lamp river", ["dana"], { field: "password", label: "Password" }),
    ).resolves.toBeUndefined();
    // The person's own words reach the thread.
    await expect(
      requireStrongPassword("carolineberg1", ["carolineberg"], { field: "password", label: "Password" }),
    ).rejects.toThrow("It contains your name or this site's name.");
  });

  it("judges 1000-character passwords (the longest allowed) as their first 64, in parallel", async () => {
    const long = Array.from({ length: 8 }, (_, index) =>
      `${"purple otter lamp river ".repeat(40)}${index}`.slice(0, 1000),
    );
    await expect(
      Promise.all(
        long.map((password) => requireStrongPassword(password, [], { field: "password", label: "Password" })),
      ),
    ).resolves.toHaveLength(8);
  });
});
