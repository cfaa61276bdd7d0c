import { UsersRound } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** Back-office accounts, and the signed-in person's own sessions and password. */
export const area = defineArea({
  permission: "users.manage",
  nav: { label: "Users", icon: UsersRound, group: "more", order: 130 },
});
