import { redirect } from "react-router";

/** SPEC's mobile menu links to /login; sign-in lives at /admin/login (DESIGN §4). */
export function loader() {
  return redirect("/admin/login", 301);
}
