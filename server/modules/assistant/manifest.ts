import type { ServiceDeps } from "../../services";
import type { ContactService } from "../contact/service";
import { defineModule } from "../module";
import { publicRoutes, staffRoutes } from "./routes";
import { createAssistantService } from "./service";

/** The site's assistant (ADR 023): answers from the site's own content, feedback, and the hand-off to sales. */
export const assistantManifest = defineModule({
  name: "assistant",
  tag: {
    name: "Assistant",
    description:
      "The site's assistant: questions, feedback and the hand-off to sales; staff see the questions it could not answer.",
  },
  services: ({ db, clock, log, contact, signingKey }: ServiceDeps & { contact: ContactService }) => ({
    assistant: createAssistantService({ db, clock, log, contact, signingKey }),
  }),
  publicRoutes,
  staffRoutes,
  // The permission each staff route needs (common/permissions.ts; ADR 040).
  staffAccess: {
    "GET /api/admin/assistant-questions": "assistant-questions.read",
  },
});
