import type { FastifyInstance, FastifyRequest } from "fastify";
import { authHeader } from "../../../common/http";
import { can, forbiddenMessage } from "../../../common/permissions";
import { twoFactorRequiredMessage } from "../../../common/two-factor";
import { HttpError } from "../../http/errors";
import { requestOrigin } from "../../http/request-origin";
import type { AuthService } from "./service";
import type { AdminIdentity } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in admin; set for every route registered inside an admin scope. */
    admin?: AdminIdentity;
  }
}

export function readToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[authHeader];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
}

/**
 * Makes every route in the calling plugin scope require a valid session, and the permission its
 * module's manifest names for it (server/modules/staff-access.ts). Routes that need a session are
 * registered inside such a scope, so no URL-prefix check can forget one. Both checks run before
 * the body is read: a refused call changes nothing, and the refusal is in the audit log.
 */
export function requireAdmin(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest("admin", undefined);
  app.addHook("onRequest", async (request) => {
    const token = readToken(request.headers);
    if (!token) throw new HttpError(401, "Please sign in to continue.");
    const session = await auth.sessions.authenticate(token);
    if (!session) throw new HttpError(401, "Your session has ended. Please sign in again.");
    const admin = { ...session, origin: requestOrigin(request) };
    const { permission } = request.routeOptions.config;
    // Until a required second factor is set up, only the person's own account is open.
    if (admin.twoFactorSetupRequired && permission !== "own-account") {
      throw new HttpError(403, twoFactorRequiredMessage);
    }
    if (!permission || !can(admin.role, permission)) {
      await auth.recordRefusal(admin, { method: request.method, url: request.url, permission });
      throw new HttpError(403, forbiddenMessage);
    }
    request.admin = admin;
  });
}

/** The admin behind a request in the admin scope (the guard has already refused everyone else). */
export function signedInAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new HttpError(401, "Please sign in to continue.");
  return request.admin;
}
