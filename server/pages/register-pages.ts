import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { IslandsEntry } from "../../common/islands-entry";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { registerStaticFiles } from "../http/static-files";
import type { PageServices } from "../page-context";
import { webBuildFolder } from "../paths";
import { pageRoutes } from "./page-routes";

/** How pages are rendered: the production build, Vite in middleware mode, or not at all (API tests). */
export type PagesSetup =
  | { kind: "build"; folder?: string }
  | { kind: "vite"; vite: import("vite").ViteDevServer }
  | { kind: "none" };

/**
 * The site's pages: from the production build (its static files, its server bundle and the
 * islands entry), or from Vite in development. Loaders see only the services PageServices names.
 */
export async function registerPages(
  app: FastifyInstance,
  pages: PagesSetup,
  config: Config,
  services: PageServices,
  clock: Clock,
): Promise<void> {
  if (pages.kind === "none") return;
  const common = { publicUrl: config.PUBLIC_URL, customerSignInUrl: config.CUSTOMER_SIGN_IN_URL, services, clock };
  if (pages.kind === "build") {
    const folder = pages.folder ?? webBuildFolder;
    const serverBuildFile = join(folder, "server/index.js");
    await registerStaticFiles(app, join(folder, "client"));
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    // Written by the build beside the client files (vite.config.ts), for islands pages (ADR 016).
    const islands = JSON.parse(readFileSync(join(folder, "islands-entry.json"), "utf8")) as IslandsEntry;
    await app.register(pageRoutes, {
      ...common,
      build,
      islands,
      mode: "production",
      contentSecurityPolicy: true,
    });
    return;
  }
  const { vite } = pages;
  await app.register(import("@fastify/middie"));
  app.use(vite.middlewares);
  await app.register(pageRoutes, {
    ...common,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
    contentSecurityPolicy: false,
  });
}
