import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate` to write SQL migrations; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  // The shared tables, and any module's own (docs/adding-a-module.md, ADR 038).
  schema: ["./server/db/schema.ts", "./server/modules/*/tables.ts"],
  out: "./server/db/migrations",
});
