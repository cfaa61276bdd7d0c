import { globSync, readFileSync } from "node:fs";
import ts from "typescript";

/**
 * `npm run code:size`: the code's size as a reader meets it. Lists every source file over 400
 * lines and every function over 120 (TypeScript's own parser finds them), tests, generated route
 * types, migrations and the Drizzle schema left out, and fails when it lists any: part of
 * `npm run lint`. The limits are docs/adding-a-module.md's.
 */

const files = ["app", "server", "common", "content"].flatMap((dir) =>
  globSync(`${dir}/**/*.{ts,tsx}`).filter(
    (f) => !/\.test\.tsx?$|\/\+types\/|\/migrations\/|server\/db\/schema\.ts$/.test(f),
  ),
);
const longFiles: [string, number][] = [];
const longFns: [string, string, number][] = [];
let total = 0;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n").length;
  total += lines;
  if (lines > 400) longFiles.push([file, lines]);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const n = end - start + 1;
      if (n > 120) {
        let name = (node as ts.FunctionDeclaration).name?.getText() ?? "";
        if (!name && ts.isVariableDeclaration(node.parent)) name = node.parent.name.getText();
        if (!name && ts.isPropertyAssignment(node.parent)) name = node.parent.name.getText();
        longFns.push([`${file}:${start + 1}`, name || "(anonymous)", n]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
console.log(`lines: ${total} in ${files.length} files`);
console.log(`files over 400 lines: ${longFiles.length}`);
for (const [f, n] of longFiles.sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${f}`);
console.log(`functions over 120 lines: ${longFns.length}`);
for (const [f, name, n] of longFns.sort((a, b) => b[2] - a[2])) console.log(`  ${n}\t${name}\t${f}`);
if (longFiles.length > 0 || longFns.length > 0) process.exitCode = 1;
