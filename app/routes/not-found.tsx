import { data } from "react-router";
import { StatusPage } from "../components/layout/status-page";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/not-found";

/** Any path no route claims: a real page with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Page not found",
    description: "This page does not exist.",
    path: location.pathname,
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

export default function NotFound() {
  return (
    <StatusPage code="404" title="Page not found" text="The page you were looking for does not exist or has moved." />
  );
}
