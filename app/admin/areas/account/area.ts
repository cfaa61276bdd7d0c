import { UserCog } from "lucide-react";
import { defineArea } from "../../lib/define-area";

/** The signed-in person's own account: their password and their sessions. Every role has one. */
export const area = defineArea({
  permission: "own-account",
  nav: { label: "Your Account", icon: UserCog, group: "more", order: 150 },
});
