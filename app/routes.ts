import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The public site: header, footer and assistant around every page (SPEC §2).
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("features/:slug", "routes/feature-page.tsx"),
    route("product-tour", "routes/product-tour.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:id", "routes/blog-post.tsx"),
    route("careers", "routes/careers.tsx"),
    route("changelog", "routes/changelog.tsx"),
    route("contact", "routes/contact.tsx"),
    route("schedule-demo", "routes/schedule-demo.tsx"),
    route("schedule-demo/cancel/:id", "routes/schedule-demo-cancel.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // SPEC's mobile menu links to /login; the sign-in page is /admin/login (DESIGN §4).
  route("login", "routes/login-redirect.tsx"),
  // The back office (app/admin/): no public shell; its JavaScript loads only on these routes.
  route("admin/login", "admin/routes/login.tsx"),
  route("admin", "admin/routes/layout.tsx", [
    index("admin/routes/index.tsx"),
    route("dashboard", "admin/routes/dashboard.tsx"),
    route("demo-requests", "admin/routes/demo-requests.tsx"),
    route("plans", "admin/routes/plans.tsx"),
    route("plans/:id", "admin/routes/plan-edit.tsx"),
    route("job-openings", "admin/routes/job-openings.tsx"),
    route("job-openings/new", "admin/routes/job-opening-new.tsx"),
    route("job-openings/:id", "admin/routes/job-opening-edit.tsx"),
    route("changelog", "admin/routes/changelog.tsx"),
    route("users", "admin/routes/users.tsx"),
    route("enquiries", "admin/routes/enquiries.tsx"),
    route("assistant-questions", "admin/routes/assistant-questions.tsx"),
    route("outbox", "admin/routes/outbox.tsx"),
    route("audit", "admin/routes/audit.tsx"),
    route("blog", "admin/routes/blog.tsx"),
    route("blog/:id", "admin/routes/blog-edit.tsx"),
    route("*", "admin/routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
