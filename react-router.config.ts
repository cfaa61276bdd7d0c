import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build/web",
  ssr: true,
  // React Router v8's behaviour, taken now (ADR 039). Two wait, on purpose. Middleware: its loader
  // `context` would be a RouterContextProvider keyed by an object both the server's bundle and the
  // app's build must share; ours is the typed PageContext the server hands every loader
  // (server/page-context.ts). Split route modules: a route's clientLoader chunk escapes our chunk
  // rules (ADR 005), and every public page then downloaded the blog's query code.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
