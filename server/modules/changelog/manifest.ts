import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import type { BlogService } from "../blog/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createChangelogService } from "./service";

/** The product's release notes. */
export const changelogManifest = defineModule({
  name: "changelog",
  tag: { name: "Changelog", description: "The product's release notes." },
  services: ({ db, clock, blog, audit }: ServiceDeps & { blog: BlogService; audit: AuditLog }) => ({
    changelog: createChangelogService({ db, clock, blog, audit }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/changelog": "changelog.manage",
    "POST /api/admin/changelog": "changelog.manage",
    "PUT /api/admin/changelog/:id": "changelog.manage",
    "DELETE /api/admin/changelog/:id": "changelog.manage",
  },
  auditEntities: { changelog_entry: { label: "Changelog entry", page: "/admin/changelog" } },
  contentArea: { area: "changelog", entities: ["changelog_entry"] },
});
