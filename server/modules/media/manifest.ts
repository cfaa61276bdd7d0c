import type { ServiceDeps } from "../../services";
import type { AuditLog } from "../audit/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createMediaService } from "./service";

/** The media library (ADR 046): images staff upload once, served small and sharp everywhere. */
export const mediaManifest = defineModule({
  name: "media",
  tag: { name: "Media", description: "The media library: images uploaded, described and served in every size." },
  services: ({ db, clock, log, audit, config }: ServiceDeps & { audit: AuditLog }) => ({
    media: createMediaService({ db, clock, log, audit, videoTools: config.MEDIA_VIDEO_TOOLS }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/media": "media.manage",
    "GET /api/admin/media/:id": "media.manage",
    "POST /api/admin/media": "media.manage",
    "PATCH /api/admin/media/:id": "media.manage",
    "POST /api/admin/media/:id/replace": "media.manage",
    "DELETE /api/admin/media/:id": "media.manage",
    "PUT /api/admin/media/:id/captions": "media.manage",
    "DELETE /api/admin/media/:id/captions": "media.manage",
    "POST /api/admin/media/:id/poster": "media.manage",
  },
  auditEntities: { media_asset: { label: "Image", page: "/admin/media?image=:id" } },
  // A public change to an image (its description, focal point or file) ends the cached pages
  // that drew library images: their loaders read the media service (server/pages/page-routes.ts).
  contentArea: { area: "media", entities: ["media_asset"] },
});
