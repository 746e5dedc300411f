// The public API of a published package as a report (API Extractor's, over the declarations
// in dist/ of every entry point of its published exports map), and the rule that compares it
// with the report of the last release (`api/<name>.api.md`, rewritten by `pnpm
// version-packages`): a difference needs a pending changeset of the right bump.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { Extractor, ExtractorConfig, ExtractorLogLevel } from "@microsoft/api-extractor";
import { publishedDeclarations } from "./readme-names.ts";

export type Bump = "major" | "minor" | "patch";

/** Where a package's report of its last release is kept. */
export function reportFile(packageDir: string, name: string): string {
  return join(packageDir, "api", `${name.replace(/^@[^/]+\//, "")}.api.md`);
}

/** `.` -> `main`, `./client` -> `client`, `./a/b-c` -> `a_b_c`: the namespace of an entry. */
export function namespaceOf(subpath: string): string {
  if (subpath === ".") return "main";
  return subpath.replace(/^\.\//, "").replace(/[^A-Za-z0-9_$]/g, "_");
}

/**
 * The API report of the package in `packageDir` (built: its dist/ declarations are read).
 * One API Extractor run over an entry that re-exports each published entry point as a
 * namespace: every declaration appears once, and each namespace lists what its entry exports.
 */
export function apiReport(packageDir: string): string {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
    name: string;
  };
  const entries = [...publishedDeclarations(packageDir)];
  if (entries.length === 0) throw new Error(`${manifest.name} publishes no declarations`);
  // Beside dist/, never in it: a file in dist/ could end up in a tarball packed meanwhile.
  const work = join(packageDir, ".api-report");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  try {
    const seen = new Set<string>();
    const lines = entries.map(([subpath, file]) => {
      const namespace = namespaceOf(subpath);
      if (seen.has(namespace)) throw new Error(`two entry points are named ${namespace}`);
      seen.add(namespace);
      return `export * as ${namespace} from "./${relative(work, file)}";`;
    });
    const entry = join(work, "entry.d.ts");
    writeFileSync(entry, `${lines.join("\n")}\n`);
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: entry,
        newlineKind: "lf",
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              module: "nodenext",
              moduleResolution: "nodenext",
              target: "es2023",
              lib: ["es2024", "dom"],
              types: [],
              // tsc keeps the sources' `.ts` specifiers in the declarations it emits.
              allowImportingTsExtensions: true,
              noEmit: true,
              skipLibCheck: true,
            },
          },
        },
        apiReport: {
          enabled: true,
          reportFolder: work,
          reportTempFolder: work,
          reportFileName: "report",
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        // The report is what is compared; release tags and TSDoc style are not this
        // project's conventions, so their messages are left out of it.
        messages: {
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: join(packageDir, "package.json"),
    });
    const errors: string[] = [];
    const result = Extractor.invoke(config, {
      localBuild: true,
      messageCallback: (message) => {
        if (message.logLevel === ExtractorLogLevel.Error)
          errors.push(message.formatMessageWithLocation(packageDir));
        message.handled = true;
      },
    });
    if (!result.succeeded || errors.length > 0)
      throw new Error(`API Extractor failed on ${manifest.name}:\n${errors.join("\n")}`);
    const made = readdirSync(work).find((file) => file.endsWith(".api.md"));
    if (!made) throw new Error(`API Extractor wrote no report for ${manifest.name}`);
    const report = readFileSync(join(work, made), "utf8");
    const legend = entries
      .map(([subpath]) => `\`${join(manifest.name, subpath)}\` is \`${namespaceOf(subpath)}\``)
      .join(", ");
    return [
      `# API of ${manifest.name}`,
      "",
      `The public types of each published entry point, as \`dist/\` declares them: ${legend}.`,
      "This is the API of the last release: `pnpm version-packages` rewrites it, and",
      "`check-package` fails when the built package differs from it and no pending changeset",
      "of the right bump covers the difference (`tooling/package-check/api-report.ts`).",
      "",
      report
        .replace(/^## API Report File for .*\n\n> Do not edit this file\..*\n\n/, "")
        .replace(/\n\/\/ \(No @packageDocumentation comment for this package\)\n/, ""),
    ].join("\n");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The TypeScript block of a report, cut into its top-level statements. */
function statements(report: string): string[] {
  const code = /```ts\n([\s\S]*?)```/.exec(report)?.[1] ?? "";
  return code
    .split(/\n{2,}/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== "" && !/^export \{[^}]*\}$/.test(chunk));
}

/** `declare namespace client { export { a, b } }` -> ["client", ["a", "b"]]. */
function namespaceExports(statement: string): [string, string[]] | null {
  const match = /^declare namespace ([\w$]+) \{\s*export \{([^}]*)\}\s*\}/.exec(statement);
  if (!match) return null;
  const names = (match[2] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return [match[1] as string, names];
}

/** The name a declaration statement declares (after its `// @public` lines), if any. */
function declaredName(statement: string): string {
  const code = statement
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n");
  const match =
    /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const|let|var|function|class|interface|type|enum|namespace)\s+([\w$]+)/m.exec(
      code,
    );
  return match?.[1] ?? code.split("\n")[0] ?? "";
}

export interface ApiChanges {
  /** Exports that a consumer could import before and cannot now (`entry: name`). */
  readonly removed: string[];
  /** Declarations whose types changed (compatibility unknown: the report cannot tell). */
  readonly changed: string[];
  /** Exports that are new (`entry: name`). */
  readonly added: string[];
}

/** What differs between the report of the last release and the current one. */
export function compareReports(before: string, after: string): ApiChanges {
  const exportsOf = (report: string) => {
    const map = new Map<string, Set<string>>();
    for (const statement of statements(report)) {
      const found = namespaceExports(statement);
      if (found) map.set(found[0], new Set(found[1]));
    }
    return map;
  };
  const declarationsOf = (report: string) => {
    const map = new Map<string, string[]>();
    for (const statement of statements(report)) {
      if (namespaceExports(statement) || statement.startsWith("import ")) continue;
      const name = declaredName(statement);
      map.set(name, [...(map.get(name) ?? []), statement]);
    }
    return map;
  };
  const [oldExports, newExports] = [exportsOf(before), exportsOf(after)];
  const removed: string[] = [];
  const added: string[] = [];
  for (const [entry, names] of oldExports)
    for (const name of names)
      if (!newExports.get(entry)?.has(name)) removed.push(`${entry}: ${name}`);
  for (const [entry, names] of newExports)
    for (const name of names)
      if (!oldExports.get(entry)?.has(name)) added.push(`${entry}: ${name}`);
  const [oldDeclarations, newDeclarations] = [declarationsOf(before), declarationsOf(after)];
  const changed: string[] = [];
  for (const [name, texts] of oldDeclarations) {
    const now = newDeclarations.get(name);
    if (now && now.join("\n\n") !== texts.join("\n\n")) changed.push(name);
  }
  return { removed, changed, added };
}

export interface PendingChangeset {
  readonly file: string;
  readonly bump: Bump;
  /** Its summary has a line that starts with "Breaking" (bold or not). */
  readonly breaking: boolean;
}

export interface ParsedChangeset {
  /** Its front matter: each package it names, with the bump as written. */
  readonly releases: { name: string; bump: string }[];
  /** The text below it, which becomes the changelog entry. */
  readonly summary: string;
}

/** A changeset file's front matter and summary; null without front matter. */
export function parseChangeset(text: string): ParsedChangeset | null {
  const match = /^---\n([\s\S]*?)^---\n([\s\S]*)$/m.exec(text);
  if (!match) return null;
  const releases = (match[1] ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const entry = /^\s*["']?([^"':]+)["']?\s*:\s*(\S+)\s*$/.exec(line);
      return { name: entry?.[1] ?? line.trim(), bump: entry?.[2] ?? "" };
    });
  return { releases, summary: (match[2] ?? "").trim() };
}

/** The changesets in `changesetDir` that bump `name`, with their bump and Breaking line. */
export function pendingChangesets(changesetDir: string, name: string): PendingChangeset[] {
  const found: PendingChangeset[] = [];
  for (const file of readdirSync(changesetDir).filter((f) => f.endsWith(".md"))) {
    if (file === "README.md") continue;
    const parsed = parseChangeset(readFileSync(join(changesetDir, file), "utf8"));
    for (const release of parsed?.releases ?? [])
      if (release.name === name && ["major", "minor", "patch"].includes(release.bump))
        found.push({
          file: basename(file),
          bump: release.bump as Bump,
          breaking: /^\s*(?:\*\*|__)?Breaking\b/im.test(parsed?.summary ?? ""),
        });
  }
  return found;
}

/**
 * What a difference needs, from a package at `version` (its last release):
 * - an export removed: a major, or below 1.0.0 a minor or major whose summary has a line
 *   starting with "Breaking";
 * - a declaration changed (the report cannot tell a widening from a narrowing): a minor or
 *   major; the author says "Breaking" (or picks major) when it breaks;
 * - exports added only: a minor or major, or below 1.0.0 any bump.
 * A package never released (0.0.0) has no users yet: any pending changeset covers it.
 * Returns null when `pending` covers `changes`, else what is missing, in words.
 */
export function missingChangeset(
  version: string,
  changes: ApiChanges,
  pending: readonly PendingChangeset[],
): string | null {
  const { removed, changed, added } = changes;
  if (removed.length + changed.length + added.length === 0) return null;
  const stable = !version.startsWith("0.");
  const has = (ok: (changeset: PendingChangeset) => boolean) => pending.some(ok);
  if (version === "0.0.0")
    return has(() => true) ? null : "a changeset for it (it has never been released)";
  if (removed.length > 0) {
    if (stable)
      return has((c) => c.bump === "major") ? null : "a major changeset (an export was removed)";
    return has((c) => c.bump !== "patch" && c.breaking)
      ? null
      : 'a minor (or major) changeset with a line starting "Breaking" that says what to change (an export was removed; below 1.0.0 a minor is the breaking bump)';
  }
  if (changed.length > 0)
    return has((c) => c.bump !== "patch")
      ? null
      : 'a minor (or major) changeset (an exported type changed; if it breaks a consumer, say so in a line starting "Breaking", or pick major from 1.0.0 on)';
  if (stable)
    return has((c) => c.bump !== "patch")
      ? null
      : "a minor (or major) changeset (exports were added)";
  return has(() => true) ? null : "a changeset (exports were added)";
}
