import { describe, expect, it } from "vitest";
import { demoInvite } from "./invite";

/** The invitation's lines, with RFC 5545's folded lines joined again. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);

/** A property's parameter names, read as a calendar reads them: `;` outside double quotes separates them. */
function parameterNames(line: string): string[] {
  const names: string[] = [];
  let quoted = false;
  let current = "";
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    if (!quoted && (character === ";" || character === ":")) {
      names.push(current.split("=")[0] ?? "");
      current = "";
      if (character === ":") break;
      continue;
    }
    current += character;
  }
  return names;
}

describe("demoInvite", () => {
  it("keeps a hostile name inside its CN value: it adds no parameter and no property", () => {
    const ics = demoInvite(
      {
        bookingId: "b1",
        domain: "asterhrms.com",
        startsAt: new Date("2026-06-02T04:30:00Z"),
        durationMinutes: 30,
        attendee: { name: 'x";PARTSTAT=ACCEPTED;X="y\r\nATTENDEE:mailto:evil@example.com', email: "anita@example.com" },
        organizerEmail: "sales@asterhrms.com",
        sequence: 0,
      },
      "REQUEST",
    );
    const attendees = unfolded(ics).filter((line) => line.startsWith("ATTENDEE"));
    expect(attendees).toHaveLength(1);
    expect(parameterNames(attendees[0] ?? "")).toEqual(["ATTENDEE", "RSVP", "ROLE", "CN"]);
    expect(attendees[0]).toMatch(/:mailto:anita@example\.com$/);
  });
});
