import { afterAll } from "vitest";
import { atFileEnd } from "./at-file-end";

// Every test file (vitest.config.ts's setupFiles): what support modules asked to undo at its end.
afterAll(async () => {
  await Promise.all([...atFileEnd].map((undo) => undo()));
});
