import type { SynonymGroup } from "./group";

/** Setting up and moving in: words a prospect uses for the same thing (./index.ts says how groups work). */
export const settingUpAndMovingIn: readonly SynonymGroup[] = [
  [
    "setup",
    "set up",
    "setting up",
    "implementation",
    "implement",
    "go live",
    "go-live",
    "golive",
    "rollout",
    "roll out",
  ],
  {
    words: ["migration", "migrate", "switch", "import", "excel", "spreadsheet", "spreadsheets", "move from"],
    broader: ["import", "migration"],
  },
];
