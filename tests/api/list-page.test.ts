import { and, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFakeDemoRequests } from "../../scripts/fake-data";
import { listPage, searchAcross } from "../../server/db/list-query";
import { demoRequests } from "../../server/db/schema";
import { engines, freshDatabase } from "../support/test-database";

type Row = typeof demoRequests.$inferSelect;
const columns = {
  createdAt: demoRequests.createdAt,
  name: demoRequests.name,
  company: demoRequests.company,
  email: demoRequests.email,
  phone: demoRequests.phone,
  slotAt: demoRequests.slotAt,
  status: demoRequests.status,
};

describe.each(engines)("listPage on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    await insertFakeDemoRequests(database.database.db, 600);
  });
  afterAll(() => database.dispose());

  /**
   * A search takes its own path (matches first, then sorted); it must give exactly the pages the
   * plain path gives for the same condition, for every column, both ways, across page edges.
   */
  it("pages a search in the same order as the plain filtered list", async () => {
    const db = database.database.db;
    const search = searchAcross([demoRequests.company, demoRequests.email], "Pharma");
    for (const [name, sortBy] of Object.entries(columns)) {
      for (const order of ["asc", "desc"] as const) {
        for (const page of [1, 2, 4]) {
          const common = { db, table: demoRequests, sortBy, order, tieBreak: demoRequests.id, page, limit: 7 };
          const searched = await listPage<Row>({ ...common, where: isNull(demoRequests.spamReason), search });
          const plain = await listPage<Row>({ ...common, where: and(isNull(demoRequests.spamReason), search) });
          expect(searched.total, `${name} ${order}`).toBe(plain.total);
          expect(searched.total).toBeGreaterThan(28);
          expect(
            searched.rows.map((row) => row.id),
            `${name} ${order} page ${page}`,
          ).toEqual(plain.rows.map((row) => row.id));
          for (const row of searched.rows) expect(`${row.company} ${row.email}`).toMatch(/pharma/i);
        }
      }
    }
  });
});
