// Which exports of a package its README does not name: the names each published entry point's
// declarations export (following `export *` through the files tsc emitted), each looked for in
// the README as code (in a code span or a fenced block).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The declaration file a relative specifier of `from` names (tsc keeps `.ts` or `.js`). */
function declarationFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier).replace(/\.(?:d\.ts|[cm]?[jt]sx?)$/, "");
  for (const candidate of [`${base}.d.ts`, join(base, "index.d.ts")])
    if (existsSync(candidate)) return candidate;
  throw new Error(`${from}: cannot find the declarations of ${specifier}`);
}

/** `a`, `type b`, `c as d` -> the names a braced export list gives out. */
function listed(list: string): string[] {
  return list
    .split(",")
    .map((item) => item.trim().replace(/^type\s+/, ""))
    .filter((item) => item !== "")
    .map((item) => item.split(/\s+as\s+/).at(-1) as string);
}

const DECLARED =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;

/** The names the declaration file `file` exports, its `export *` re-exports included. */
export function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  for (const [, list] of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm))
    for (const name of listed(list ?? "")) names.add(name);
  for (const [, name] of text.matchAll(DECLARED)) names.add(name as string);
  for (const [, name] of text.matchAll(/^export\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from/gm))
    names.add(name as string);
  for (const [, specifier] of text.matchAll(/^export\s+\*\s+from\s+["']([^"']+)["']/gm))
    if (specifier?.startsWith("."))
      for (const name of exportedNames(declarationFile(file, specifier), seen)) names.add(name);
  return names;
}

type ExportsMap = string | { readonly [key: string]: ExportsMap } | null;

/** The declaration file of each subpath of the exports map the package is published with. */
export function publishedDeclarations(packageDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
    exports?: ExportsMap;
    publishConfig?: { exports?: ExportsMap };
  };
  const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? null;
  const files = new Map<string, string>();
  if (exportsMap === null || typeof exportsMap === "string") return files;
  for (const [subpath, target] of Object.entries(exportsMap)) {
    const types =
      typeof target === "string" ? target : typeof target?.types === "string" ? target.types : null;
    if (types?.endsWith(".d.ts")) files.set(subpath, join(packageDir, types));
  }
  return files;
}

/** Whether `readme` names `name` as code: in a code span or a fenced block. */
export function namedAsCode(readme: string, name: string): boolean {
  const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, "\\$")}(?![\\w$])`);
  for (const [, block, span] of readme.matchAll(/```[^\n]*\n([\s\S]*?)```|`([^`\n]+)`/g))
    if (word.test(block ?? span ?? "")) return true;
  return false;
}

/** `subpath: name` for each export of the published entry points the README does not name. */
export function unnamedExports(packageDir: string): string[] {
  const readme = readFileSync(join(packageDir, "README.md"), "utf8");
  const missing: string[] = [];
  for (const [subpath, file] of publishedDeclarations(packageDir))
    for (const name of [...exportedNames(file)].sort())
      if (name !== "default" && !namedAsCode(readme, name)) missing.push(`${subpath}: ${name}`);
  return missing;
}
