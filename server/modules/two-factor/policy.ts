import { type StaffRole, staffRoles } from "../../../common/permissions";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import type { Transaction } from "../audit/service";
import { twoFactorRequirements } from "./tables";

/** Which roles an admin requires a second factor of. */
export function createTwoFactorPolicy({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async requiredFor(reader: Pick<Database, "select"> = db): Promise<StaffRole[]> {
      const rows = await reader.select({ role: twoFactorRequirements.role }).from(twoFactorRequirements);
      const required = new Set(rows.map((row) => row.role));
      return staffRoles.filter((role) => required.has(role));
    },

    async isRequired(role: StaffRole): Promise<boolean> {
      return (await this.requiredFor()).includes(role);
    },

    async replace(roles: readonly StaffRole[], tx: Transaction): Promise<void> {
      await tx.delete(twoFactorRequirements);
      // The route's schema has already made each role appear once.
      if (roles.length > 0) {
        await tx.insert(twoFactorRequirements).values(roles.map((role) => ({ role, createdAt: clock.now() })));
      }
    },
  };
}

export type TwoFactorPolicyStore = ReturnType<typeof createTwoFactorPolicy>;
