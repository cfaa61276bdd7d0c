import { describe, expect, it } from "vitest";
import { bookerOf, companyLimitKey, isPublicEmailDomain } from "./public-email-domains";

describe("public email providers", () => {
  it("knows the providers visitors in India and the Gulf use, and not a company's domain", () => {
    for (const domain of ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com", "GMAIL.COM"]) {
      expect(isPublicEmailDomain(domain), domain).toBe(true);
    }
    expect(isPublicEmailDomain("hooghlytextiles.in")).toBe(false);
  });

  it("counts a company by its domain, and a person at a public provider by one mailbox however it is written", () => {
    expect(bookerOf("Anita@Hooghly-Textiles.example")).toEqual({ kind: "company", domain: "hooghly-textiles.example" });
    expect(companyLimitKey("anita@hooghly-textiles.example")).toBe("hooghly-textiles.example");
    for (const alias of ["anita.ghosh@gmail.com", "AnitaGhosh@gmail.com", "anita.ghosh+demo@GMAIL.com"]) {
      expect(companyLimitKey(alias), alias).toBe("anitaghosh@gmail.com");
    }
    // Dots matter at most providers: only the +tag goes.
    expect(companyLimitKey("anita.ghosh+x@yahoo.co.in")).toBe("anita.ghosh@yahoo.co.in");
    expect(companyLimitKey("not an address")).toBeUndefined();
  });
});
