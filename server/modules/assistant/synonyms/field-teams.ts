import type { SynonymGroup } from "./group";

/** Field teams: words a prospect uses for the same thing (./index.ts says how groups work). */
export const fieldTeams: readonly SynonymGroup[] = [
  [
    "field",
    "field staff",
    "field force",
    "field team",
    "field teams",
    "field executive",
    "field executives",
    "sales team",
    "sales rep",
    "sales reps",
    "sales executives",
    "salesmen",
    "salesman",
    "technician",
    "technicians",
    "service engineers",
    "on the road",
  ],
  ["gps", "live location", "location tracking", "track location", "gps tracking", "map", "maps"],
  ["route", "routes", "route tracking", "route plan", "route planning", "beat plan", "beat", "territory"],
  {
    words: ["km", "kms", "kilometres", "kilometers", "distance", "travel allowance", "conveyance", "mileage"],
    broader: ["route", "travel"],
  },
  ["visit", "visits", "client visit", "dealer visit", "site visit", "store visit", "market visit"],
  ["task", "tasks", "job card", "work order", "work orders", "assignment", "assignments"],
  ["offline", "no internet", "no network", "weak network", "poor network", "without internet"],
  ["phone", "mobile", "app", "android", "ios", "iphone", "smartphone", "play store", "app store", "apk"],
  {
    words: [
      "self service",
      "self-service",
      "ess",
      "employee self service",
      "employee portal",
      "portal",
      "mss",
      "manager self service",
    ],
    broader: ["app"],
  },
];
