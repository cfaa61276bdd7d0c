import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

const key = "k".repeat(32);

describe("createSecretBox", () => {
  it("opens what it sealed, and the sealed form does not hold the secret", () => {
    const box = createSecretBox(key, "totp");
    const sealed = box.seal("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    // A fresh IV each time: the same secret never seals the same way twice.
    expect(box.seal("JBSWY3DPEHPK3PXPJBSWY3DP")).not.toBe(sealed);
  });

  it("refuses a value sealed under another key or purpose, or changed", () => {
    const sealed = createSecretBox(key, "totp").seal("secret");
    expect(createSecretBox("x".repeat(32), "totp").open(sealed)).toBeNull();
    expect(createSecretBox(key, "other").open(sealed)).toBeNull();
    const [version, iv, tag, body = ""] = sealed.split(".");
    const flipped = `${body.slice(0, -1)}${body.endsWith("A") ? "B" : "A"}`;
    expect(createSecretBox(key, "totp").open([version, iv, tag, flipped].join("."))).toBeNull();
    expect(createSecretBox(key, "totp").open("not sealed")).toBeNull();
  });
});
