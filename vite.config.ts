import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { type IslandsEntry, islandsEntrySource } from "./common/islands-entry.ts";
import {
  backOfficeCode,
  blogCode,
  chartCode,
  clientModulesFile,
  dialogCode,
  frameworkCode,
  isBackOfficeModule,
  isFormsModule,
  islandsCode,
  islandsEntryRecord,
  publicFormCode,
  routerCode,
} from "./scripts/client-chunks.ts";

/**
 * Records which source modules went into each browser chunk, so the chunk guard can prove that
 * public pages never download back-office code, whichever chunk it ends up in.
 */
function recordClientModules(): Plugin {
  return {
    name: "aster:record-client-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") {
          // "/app/admin/…": rooted, so the same patterns as the chunk rules match.
          const ids = output.moduleIds.map((id) => `/${relative(process.cwd(), id.replace(/\?.*$/, ""))}`);
          chunks[output.fileName] = [...new Set(ids)];
        }
      }
      mkdirSync(dirname(clientModulesFile), { recursive: true });
      writeFileSync(clientModulesFile, JSON.stringify(chunks, null, 1));
    },
  };
}

/**
 * Server builds give the public site's `"lucide-react"` imports app/components/server-icons.tsx:
 * the same markup, drawn at a fraction of the CPU (ADR 004). The browser keeps lucide-react, so
 * its icons stay in the chunks of the pages that use them; the back office keeps it everywhere.
 */
function lighterServerIcons(): Plugin {
  const serverIcons = fileURLToPath(new URL("./app/components/server-icons.tsx", import.meta.url));
  return {
    name: "aster:lighter-server-icons",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      if (source !== "lucide-react" || !importer || backOfficeCode.test(importer)) return null;
      return serverIcons;
    },
  };
}

/**
 * Adds the islands pages' entry (app/islands/boot.client.tsx, ADR 016) to the browser build, and
 * writes where it went: React Router builds only its own entry and the route modules, and removes
 * the bundler's manifest. The server reads the file at start (server/app.ts).
 */
function islandsEntry(): Plugin {
  const entryId = fileURLToPath(new URL(islandsEntrySource, import.meta.url));
  return {
    name: "aster:islands-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: entryId, name: "islands-entry" });
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks.set(output.fileName, output.imports);
      }
      const entry = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId === entryId,
      );
      if (!entry) throw new Error(`the build has no chunk for ${islandsEntrySource}`);
      // Dependencies before the chunks that import them: the order the browser evaluates them in.
      const ordered: string[] = [];
      const visit = (fileName: string) => {
        if (ordered.includes(fileName)) return;
        for (const imported of chunks.get(fileName) ?? []) visit(imported);
        ordered.push(fileName);
      };
      visit(entry.fileName);
      const url = (fileName: string) => `/${fileName}`;
      const islands: IslandsEntry = { module: url(entry.fileName), chunks: ordered.slice(0, -1).map(url) };
      mkdirSync(dirname(islandsEntryRecord), { recursive: true });
      writeFileSync(islandsEntryRecord, JSON.stringify(islands, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), recordClientModules(), lighterServerIcons()],
  // Bundled into the server build rather than loaded from node_modules at run time: Node would
  // load lucide-react's CommonJS build, every icon of it (about 7 MB of heap), for the few dozen
  // the back office draws. Bundled, only the icons in use are kept.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    // Inline nothing: every asset is a hashed file, so the CSP needs no data: sources.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Rolldown's note on which plugins took most of a 7-second build tells someone running
      // `npm start` nothing they can act on; `vite build --profile` is there when it matters.
      checks: { bundlerTimings: false },
      output: {
        // Left alone, the bundler emits dozens of sub-kilobyte chunks (one per icon); over
        // HTTP/1.1 on a slow phone each costs a round trip before the page is interactive.
        // The rules live in scripts/client-chunks.ts (ADR 005).
        codeSplitting: {
          groups: [
            { name: "framework", test: frameworkCode, priority: 10 },
            { name: "router", test: routerCode, priority: 9 },
            // Before the islands and the site chunk, so Radix's primitives go with the dialog code
            // that uses them: the assistant panel opened on an islands page then needs no other chunk.
            { name: "dialogs", test: dialogCode, priority: 8 },
            { name: "islands", test: islandsCode, priority: 7 },
            // Shared by public pages (and maybe the back office): one chunk. It is claimed before the
            // page-family groups below because a group also takes its modules' dependencies: claimed
            // later, the blog group would take the button, the icons' runtime and whatever else a
            // blog component imports, and every page would download the blog chunk for them.
            {
              name: "site",
              test: (id) =>
                !isBackOfficeModule(id) &&
                !dialogCode.test(id) &&
                !isFormsModule(id) &&
                !blogCode.test(id) &&
                !publicFormCode.test(id),
              minShareCount: 2,
              priority: 6,
            },
            // Shared by a few pages only: their own chunks, so the rest of the site never loads them.
            // The public forms before the blog: the blog's newsletter box is a form, and a group takes
            // its modules' dependencies, so the blog would take the forms' hooks and every page with
            // a form would download the blog's code.
            { name: "public-forms", test: publicFormCode, priority: 5 },
            { name: "blog", test: blogCode, priority: 4 },
            { name: "forms", test: isFormsModule, minShareCount: 2, priority: 3 },
            { name: "charts", test: chartCode, priority: 2 },
            { name: "back-office", test: isBackOfficeModule, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
