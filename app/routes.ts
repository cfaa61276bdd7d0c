import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The public site: header, footer and assistant around every page (SPEC §2).
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("features/:slug", "routes/feature-page.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // SPEC's mobile menu links to /login; the sign-in page is /admin/login (DESIGN §4).
  route("login", "routes/login-redirect.tsx"),
  // The back office: no public shell; its JavaScript loads only on these routes.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("plans", "routes/admin/plans.tsx"),
    route("plans/:id", "routes/admin/plan-edit.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
