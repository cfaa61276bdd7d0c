import { redirect } from "react-router";

export function clientLoader() {
  return redirect("/admin/dashboard");
}

export function loader() {
  return redirect("/admin/dashboard");
}
