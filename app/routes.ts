import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { areaScreens } from "./admin/lib/area-screens";

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
    route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
    route("schedule-demo/manage/:id", "routes/schedule-demo-manage.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("security", "routes/security.tsx"),
    route("terms", "routes/terms.tsx"),
    route("cookies", "routes/cookies.tsx"),
    route("gdpr", "routes/gdpr.tsx"),
    route("press", "routes/press.tsx"),
    route("status", "routes/status.tsx"),
    route("help", "routes/help.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // SPEC's mobile menu links to /login; the sign-in page is /admin/login (DESIGN §4).
  route("login", "routes/login-redirect.tsx"),
  // The back office (app/admin/): no public shell; its JavaScript loads only on these routes.
  route("admin/login", "admin/routes/login.tsx"),
  // An emailed invitation's link: a password of their own, then the back office (issue 38).
  route("admin/invitation", "admin/routes/invitation.tsx"),
  // "Forgot password?", and the emailed reset link's page.
  route("admin/forgot-password", "admin/routes/forgot-password.tsx"),
  route("admin/reset-password", "admin/routes/reset-password.tsx"),
  route("admin", "admin/routes/layout.tsx", [
    index("admin/routes/index.tsx"),
    // Each area's screens: app/admin/areas/<area>/<area>….tsx (app/admin/lib/area-screens.ts).
    ...areaScreens(import.meta.dirname).map(({ path, file }) => route(path, file)),
    route("*", "admin/routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
