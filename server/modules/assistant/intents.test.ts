import { describe, expect, it } from "vitest";
import { intentOf } from "./intents";

// Questions arrive normalised (query.ts normaliseText): lower case, punctuation as spaces.
const pathFor = (question: string) => intentOf(question)?.path;

describe("intentOf: an IT buyer's checklist goes to the page that commits to each line", () => {
  it.each([
    ["what is your uptime sla", "/terms#availability-and-support"],
    ["any planned maintenance downtime", "/terms#availability-and-support"],
    ["how often are backups taken and whats the dr plan", "/security#backups-and-recovery"],
    ["what is ur rpo rto", "/security#backups-and-recovery"],
    ["is data encripted at rest", "/security#encryption"],
    ["enryption in transit", "/security#encryption"],
    ["audit trail of who changed salary", "/security#audit-logs"],
    ["are you dpdp act compliant", "/gdpr#laws-that-apply"],
  ])("%s → %s", (question, path) => {
    expect(pathFor(question)).toBe(path);
  });

  it("leaves a ticket's or an approval's service level to the feature search", () => {
    expect(pathFor("sla for hr helpdesk tickets")).toBeUndefined();
    expect(pathFor("escalate if leave approval crosses the sla")).toBeUndefined();
  });

  it("does not read a feature question as one about us", () => {
    expect(pathFor("does it support appraisals")).toBeUndefined();
    expect(pathFor("backup approver when a manager is on leave")).toBeUndefined();
  });
});
