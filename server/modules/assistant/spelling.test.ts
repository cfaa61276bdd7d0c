import { describe, expect, it } from "vitest";
import { closestWord, editDistance } from "./spelling";

describe("spelling: the known word a visitor meant", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("paysilp", "payslip", 2)).toBe(1);
    expect(editDistance("integartion", "integration", 2)).toBe(1);
    expect(editDistance("attendence", "attendance", 2)).toBe(1);
    expect(editDistance("payroll", "payroll", 2)).toBe(0);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("stops counting past the limit", () => {
    expect(editDistance("geofence", "chocolate", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });

  it("takes the closest word that starts with the same letter", () => {
    expect(closestWord("paysilp", ["payroll", "payslip", "payslips"])).toBe("payslip");
    expect(closestWord("reimbursment", ["reimbursement", "requirement"])).toBe("reimbursement");
    expect(closestWord("geofense", ["defense", "geofence"])).toBe("geofence");
    expect(closestWord("salery", ["celery", "salary"])).toBe("salary");
    // A real word the index lacks is not another word one letter away.
    expect(closestWord("mostly", ["costly"])).toBeUndefined();
  });

  it("leaves short words, and words too far from any it knows, as they are", () => {
    expect(closestWord("tset", ["test", "text"])).toBeUndefined();
    expect(closestWord("pizza", ["payroll", "piece"])).toBeUndefined();
    expect(closestWord("chocolate", ["collate", "checklist"])).toBeUndefined();
  });
});
