import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import {
  type AdminUser,
  adminUserChangeSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  newAdminUserSchema,
} from "../../../common/users";
import { HttpError } from "../../http/errors";
import { pageAnswer } from "../../http/list-answer";
import { signedInAdmin } from "../auth/guard";
import { WeakPasswordError, weakPasswordAnswer } from "../auth/password-strength";
import type { ModuleRoutes } from "../module";
import { DeactivationRefusedError } from "./deactivation";
import { type AdminAccount, RoleChangeRefusedError, UsernameTakenError, UserRemovalRefusedError } from "./service";

const idParams = z.object({ id: z.uuid("That is not a valid user id") });

/** An account as the API lists it; `me` is the signed-in account's id. */
const asListed = (user: AdminAccount, me: string): AdminUser => ({
  _id: user.id,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  current: user.id === me,
});

/** /api/admin/users: back-office accounts. Every route is in the admin scope. */
export const staffRoutes: ModuleRoutes = async (app, { services: { users } }) => {
  app.get(
    "/api/admin/users",
    {
      schema: {
        summary: "List staff accounts",
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await users.list(request.query);
      const me = signedInAdmin(request).id;
      return pageAnswer(reply, {
        rows: rows.map((user) => asListed(user, me)),
        total,
      });
    },
  );

  app.post(
    "/api/admin/users",
    { schema: { summary: "Add a staff account", body: newAdminUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      try {
        const user = await users.create(request.body, signedInAdmin(request));
        reply.status(201);
        return asListed(user, signedInAdmin(request).id);
      } catch (error) {
        if (error instanceof UsernameTakenError) throw new HttpError(409, error.message, { username: error.message });
        if (error instanceof WeakPasswordError) throw weakPasswordAnswer(error);
        throw error;
      }
    },
  );

  app.patch(
    "/api/admin/users/:id",
    {
      schema: {
        summary: "Change a staff account's role (never your own, never the last admin's)",
        params: idParams,
        body: adminUserChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      try {
        const user = await users.changeRole(request.params.id, request.body, signedInAdmin(request));
        if (!user) throw new HttpError(404, "User not found");
        return asListed(user, signedInAdmin(request).id);
      } catch (error) {
        if (error instanceof RoleChangeRefusedError) throw new HttpError(409, error.message, { role: error.message });
        throw error;
      }
    },
  );

  app.delete(
    "/api/admin/users/:id",
    {
      schema: {
        summary: "Delete a staff account (never the last admin)",
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      try {
        const removed = await users.remove(request.params.id, signedInAdmin(request));
        if (!removed) throw new HttpError(404, "User not found");
        return { message: `Removed ${removed.username}` };
      } catch (error) {
        if (error instanceof UserRemovalRefusedError) throw new HttpError(409, error.message);
        throw error;
      }
    },
  );

  for (const [verb, change, summary] of [
    [
      "deactivate",
      users.deactivate,
      "Deactivate a staff account: it cannot sign in, and its sessions end now (never your own, never the last admin)",
    ],
    ["reactivate", users.reactivate, "Let a deactivated staff account sign in again"],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${verb}`,
      { schema: { summary, params: idParams, response: { 200: adminUserSchema } } },
      async (request) => {
        try {
          const user = await change(request.params.id, signedInAdmin(request));
          if (!user) throw new HttpError(404, "User not found");
          return asListed(user, signedInAdmin(request).id);
        } catch (error) {
          if (error instanceof DeactivationRefusedError) throw new HttpError(409, error.message);
          throw error;
        }
      },
    );
  }
};
