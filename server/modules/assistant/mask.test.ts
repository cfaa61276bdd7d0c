import { describe, expect, it } from "vitest";
import { maskContactDetails } from "./mask";

describe("maskContactDetails", () => {
  it("masks email addresses", () => {
    expect(maskContactDetails("mail ravi.k+hr@example.co.in please")).toBe("mail [email] please");
    expect(maskContactDetails("a@b.c and x_y@mail-host.org")).toBe("[email] and [email]");
  });

  it("masks phone numbers however they are written", () => {
    for (const phone of ["+91 98300 12345", "9830012345", "(033) 4000-2750", "+971 4 557 2750", "033.4000.2750"]) {
      expect(maskContactDetails(`call ${phone} today`), phone).toBe("call [phone] today");
    }
  });

  it("masks what a filter would miss: fullwidth forms, other scripts' digits, odd separators, spelled-out addresses", () => {
    expect(maskContactDetails("write to john＠example.com")).toBe("write to [email]");
    expect(maskContactDetails("mail john at gmail dot com today")).toBe("mail [email] today");
    expect(maskContactDetails("mail john [at] gmail [dot] co [dot] in")).toBe("mail [email]");
    for (const phone of ["९८३००१२३४५", "９８３００１２３４５", "98300/12345", "98300_12345", "98300–12345"]) {
      expect(maskContactDetails(`call ${phone} today`), phone).toBe("call [phone] today");
    }
  });

  it("keeps numbers that are not phone numbers", () => {
    expect(maskContactDetails("payroll cut-off on 25/12/2026?")).toBe("payroll cut-off on 25/12/2026?");
    expect(maskContactDetails("payroll for 500 employees in 2024")).toBe("payroll for 500 employees in 2024");
    expect(maskContactDetails("is ₹14,400 per year right?")).toBe("is ₹14,400 per year right?");
    expect(maskContactDetails("form 16 and v2.1.0")).toBe("form 16 and v2.1.0");
  });
});
