import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createBlogService } from "./service";

/** The blog: published posts and their feed for everyone; drafts, scheduling and writes for staff. */
export const blogManifest = defineModule({
  name: "blog",
  tag: { name: "Blog", description: "Published posts for everyone; drafts, scheduling and writes for staff." },
  services: ({ db, clock, log, audit }: ServiceDeps & { audit: AuditLog }) => ({
    blog: createBlogService({ db, clock, log, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/blog": "blog.manage",
    "GET /api/admin/blog/:id": "blog.manage",
    "POST /api/admin/blog": "blog.manage",
    "PUT /api/admin/blog/:id": "blog.manage",
    "DELETE /api/admin/blog/:id": "blog.manage",
  },
  auditEntities: { blog_post: { label: "Blog post", page: "/admin/blog/:id" } },
  contentArea: { area: "blog", entities: ["blog_post"] },
});
