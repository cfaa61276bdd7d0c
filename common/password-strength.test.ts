import { describe, expect, it } from "vitest";
import { judgedLength, judgePassword, weakPasswordMessage } from "./password-strength";

describe("judging a chosen password (NIST SP 800-63B: no composition rules, no easy guesses)", () => {
  it("refuses common passwords and keyboard runs, with zxcvbn's reason", () => {
    for (const password of ["password1234", "qwertyuiop12", "P4$$w0rd!1234"]) {
      const verdict = judgePassword(password);
      expect(verdict.strong, password).toBe(false);
      expect(verdict.reason, password).toMatch(/^This is similar to a commonly used password\./);
    }
  });

  it("refuses a password built on the person's own name or the site's", () => {
    expect(judgePassword("carolineberg1", ["carolineberg"])).toEqual({
      strong: false,
      reason: "It contains your name or this site's name. Add more words that are less common.",
    });
    expect(judgePassword("carolineberg1").strong).toBe(true);
    expect(judgePassword("asterhrms2026").reason).toMatch(/^It contains your name or this site's name\./);
  });

  it("accepts a few uncommon words, with or without capitals, digits or symbols", () => {
    for (const password of ["purple otter lamp river", "correct horse battery staple", "ilovemycat123"]) {
      expect(judgePassword(password), password).toEqual({ strong: true });
    }
  });

  it(`judges the first ${judgedLength} characters: what follows cannot rescue a weak start`, () => {
    const words = "purple otter lamp river";
    expect(judgePassword("x".repeat(judgedLength) + words).strong).toBe(false);
    expect(judgePassword(words + "x".repeat(judgedLength)).strong).toBe(true);
  });

  it("words the field's error with its label", () => {
    expect(weakPasswordMessage("New password", "Add another word or two.")).toBe(
      "New password is too easy to guess. Add another word or two.",
    );
  });
});
