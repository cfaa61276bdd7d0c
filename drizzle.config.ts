import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate` to write SQL migrations; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
