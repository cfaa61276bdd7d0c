import { z } from "zod";
import { messageSchema } from "../../../common/auth";
import { totalCountHeader } from "../../../common/http";
import { adminUserListQuerySchema, adminUserSchema, newAdminUserSchema } from "../../../common/users";
import { HttpError } from "../../http/errors";
import { signedInAdmin } from "../auth/guard";
import type { AppModule, ModuleRoutes } from "../module";
import { UsernameTakenError, UserRemovalRefusedError } from "./service";

const idParams = z.object({ id: z.uuid("That is not a valid user id") });

/** /api/users: back-office accounts. Every route is in the admin scope. */
const adminRoutes: ModuleRoutes = async (app, { services: { users } }) => {
  app.get(
    "/api/users",
    { schema: { querystring: adminUserListQuerySchema, response: { 200: z.array(adminUserSchema) } } },
    async (request, reply) => {
      const { rows, total } = await users.list(request.query);
      reply.header(totalCountHeader, String(total));
      return rows.map((user) => ({
        _id: user.id,
        username: user.username,
        createdAt: user.createdAt.toISOString(),
        current: user.id === signedInAdmin(request).id,
      }));
    },
  );

  app.post(
    "/api/users",
    { schema: { body: newAdminUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      try {
        const user = await users.create(request.body, signedInAdmin(request));
        reply.status(201);
        return { _id: user.id, username: user.username, createdAt: user.createdAt.toISOString(), current: false };
      } catch (error) {
        if (error instanceof UsernameTakenError) throw new HttpError(409, error.message, { username: error.message });
        throw error;
      }
    },
  );

  app.delete("/api/users/:id", { schema: { params: idParams, response: { 200: messageSchema } } }, async (request) => {
    try {
      const removed = await users.remove(request.params.id, signedInAdmin(request));
      if (!removed) throw new HttpError(404, "User not found");
      return { message: `Removed ${removed.username}` };
    } catch (error) {
      if (error instanceof UserRemovalRefusedError) throw new HttpError(409, error.message);
      throw error;
    }
  });
};

export const usersModule: AppModule = { name: "users", adminRoutes };
