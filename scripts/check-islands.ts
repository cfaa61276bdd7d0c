// The islands' rules (ADR 016), checked by `npm run lint`: no module the island registry reaches
// imports React Router, and none it reaches by static imports uses `useId`. Islands pages never
// load the router (36 KB, and no router context to render with), whatever an island imports or
// loads later. Each island hydrates as a React root of its own, so `useId` would give ids the
// server's single tree did not; code an island loads with import() (the assistant's panel) is
// drawn only in the browser, after a visitor's action, never hydrated, so `useId` is fine there.
// A Biome override could only list files by name; this follows the imports, so a helper an island
// starts using is checked the day it is imported. Run with tsx; exits 1 with one line per breach.
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");
const entries = ["app/islands/registry.ts", "app/islands/boot.client.tsx"];
const forbiddenPackage = /^(react-router|react-router-dom|@react-router\/.+)$/;

interface Breach {
  file: string;
  line: number;
  what: string;
}

/** A relative import: its specifier, and whether the module is loaded later (import()) rather than hydrated. */
interface Import {
  specifier: string;
  later: boolean;
}

/** The file a relative import names, trying the extensions the app's sources use. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/**
 * The modules a file loads code from (type-only imports load none), and its breaches; `hydrated`
 * says whether the file's code hydrates with an island (useId then counts).
 */
function scan(file: string, hydrated: boolean): { imports: Import[]; breaches: Breach[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const imports: Import[] = [];
  const breaches: Breach[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const loads = (specifier: ts.Node, node: ts.Node, later = false) => {
    if (!ts.isStringLiteral(specifier)) return;
    imports.push({ specifier: specifier.text, later });
    if (forbiddenPackage.test(specifier.text)) {
      breaches.push({ file, line: lineOf(node), what: `imports ${specifier.text}` });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) loads(node.moduleSpecifier, node);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      loads(node.moduleSpecifier, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) loads(specifier, node, true);
    } else if (hydrated && ts.isIdentifier(node) && node.text === "useId" && !ts.isImportSpecifier(node.parent)) {
      breaches.push({ file, line: lineOf(node), what: "uses useId" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, breaches };
}

/**
 * Every module the entries reach, with the chain that reaches it (for the message). Hydrated
 * modules are walked first, so a module both hydrated and loaded later is checked as hydrated.
 */
const reachedBy = new Map<string, string[]>();
const breaches: Breach[] = [];
/** Walks from `starts`; returns the chains to modules they load later, for a walk of their own. */
const walk = (starts: string[][], hydrated: boolean): string[][] => {
  const queue = [...starts];
  const later: string[][] = [];
  for (let chain = queue.shift(); chain; chain = queue.shift()) {
    const file = chain.at(-1) as string;
    if (reachedBy.has(file)) continue;
    reachedBy.set(file, chain);
    const scanned = scan(file, hydrated);
    breaches.push(...scanned.breaches);
    for (const { specifier, later: loadedLater } of scanned.imports) {
      const imported = specifier.startsWith(".") ? resolveImport(file, specifier) : undefined;
      if (imported && !reachedBy.has(imported)) (loadedLater ? later : queue).push([...chain, imported]);
    }
  }
  return later;
};
let loadedLater = walk(
  entries.map((entry) => [resolve(root, entry)]),
  true,
);
while (loadedLater.length > 0) loadedLater = walk(loadedLater, false);

const path = (file: string) => relative(root, file);
for (const breach of breaches) {
  const chain = (reachedBy.get(breach.file) ?? []).map(path).join(" → ");
  console.error(`${path(breach.file)}:${breach.line}: an island module ${breach.what} (reached by ${chain})`);
}
if (breaches.length > 0) {
  console.error(
    `\n${breaches.length} breach(es) of the islands' rules (ADR 016): no React Router and no useId in what ` +
      "app/islands/registry.ts reaches. Pass links through SiteLink and ids in as props.",
  );
  process.exit(1);
}
console.log(`islands: ${reachedBy.size} modules reached from the registry, none imports React Router or uses useId`);
