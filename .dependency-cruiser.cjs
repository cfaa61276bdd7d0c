/**
 * The layers (docs/architecture in README, ADR 037): common (the contract) < content (the copy)
 * < server and app, which never import each other. Inside the server, the composition root
 * (app.ts, index.ts, services.ts) imports the modules, never the other way round. No circles.
 * `npm run lint:layers`; part of `npm test`.
 */
const upward = (name, from, to, comment, toMore = {}) => ({
  name,
  comment,
  severity: "error",
  from: { path: `^${from}` },
  to: { path: `^${to}`, ...toMore },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "A circle of imports: nothing in it can be read, or tested, alone. Only imports that run count: " +
        "the manifest index's types (Services, AuditEntity) are read off the manifests that use them, a " +
        "circle of `import type` that exists only while compiling (ADR 038).",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    upward(
      "common-imports-only-itself",
      "common/",
      "(content|server|app)/",
      "common/ is the contract both sides share.",
    ),
    upward("content-imports-only-common", "content/", "(server|app)/", "content/ is the site's copy."),
    upward("server-never-imports-app", "server/", "app/", "The server renders the app's build, never its sources."),
    upward(
      "app-never-imports-server",
      "app/",
      "server/",
      "The app reaches the server over HTTP and its loaders' context.",
    ),
    upward(
      "modules-never-import-the-root",
      "server/(modules|http|db|pages)/",
      "server/(app|index|services)\\.ts$",
      "The composition root wires the modules; a module that ran its code would run in a circle. " +
        "A type is allowed: server/modules/module.ts names the built services' type.",
      { dependencyTypesNot: ["type-only"] },
    ),
    {
      name: "server-never-imports-test-code",
      comment:
        "A module's api-samples.ts is test code kept beside its routes (tests/support/api-samples.ts finds it): " +
        "the server never imports it or tests/, so the server's bundle (scripts/build-server.mjs) holds neither.",
      severity: "error",
      from: { path: "^server/", pathNot: "(\\.test\\.ts|/api-samples\\.ts)$" },
      to: { path: "(^tests/|/api-samples\\.ts$)" },
    },
    {
      name: "api-samples-import-only-types-from-tests",
      comment:
        "tests/support/api-samples.ts imports the sample files (import.meta.glob, unseen here): a sample file " +
        "that ran the kit's code would close a circle, so it takes the kit's types only.",
      severity: "error",
      from: { path: "^server/modules/[^/]+/api-samples\\.ts$" },
      to: { path: "^tests/", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)\\+types/|^build/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
