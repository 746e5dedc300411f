#!/usr/bin/env node
// Checks the package in the current directory as it would be published: publint on its
// files, then arethetypeswrong on the tarball `pnpm pack` makes (workspace: and catalog:
// versions replaced; tarball-checks.ts), then that its README names every export of every
// published entry point (readme-names.ts), then that its public API equals the report of its
// last release or that pending changesets cover the difference (api-report.ts).
// `check-package --update-api` only rewrites that report (`pnpm version-packages` does).
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import {
  apiReport,
  compareReports,
  missingChangeset,
  pendingChangesets,
  reportFile,
} from "./api-report.ts";
import { unnamedExports } from "./readme-names.ts";
import { attw, publint } from "./tarball-checks.ts";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  name: string;
  version: string;
};
const report = reportFile(process.cwd(), manifest.name);

if (process.argv.includes("--update-api")) {
  mkdirSync(dirname(report), { recursive: true });
  writeFileSync(report, apiReport(process.cwd()));
  console.info(`${manifest.name}: wrote ${report}`);
  process.exit(0);
}

// `--api-only`: the API check alone, for a quick answer while writing a changeset.
if (!process.argv.includes("--api-only")) {
  const pnpm = process.env.npm_execpath ?? "pnpm";
  const packDir = mkdtempSync(join(tmpdir(), "hostfront-pack-"));
  try {
    publint(process.cwd(), "pnpm");
    // Built already (check:package depends on build): the package's `prepack` would build it
    // again, rewriting dist/ while other tasks read it.
    execFileSync(pnpm, ["pack", "--ignore-scripts", "--pack-destination", packDir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    const tarball = readdirSync(packDir).find((file) => file.endsWith(".tgz"));
    if (!tarball) throw new Error("pnpm pack made no tarball");
    attw(join(packDir, tarball));
  } finally {
    rmSync(packDir, { recursive: true, force: true });
  }

  // What a team installing the package reads is its README: every export must be named there.
  const unnamed = unnamedExports(process.cwd());
  if (unnamed.length > 0) {
    console.error(
      `README.md does not name these exports (as code, in backticks):\n  ${unnamed.join("\n  ")}`,
    );
    process.exit(1);
  }
  console.info("README.md names every export of the published entry points");
}

// Its API against the last release's: a difference needs a pending changeset of the right bump.
if (!existsSync(report)) {
  console.error(`${report} is missing: run \`pnpm api-report\` at the root and commit it`);
  process.exit(1);
}
const changes = compareReports(readFileSync(report, "utf8"), apiReport(process.cwd()));
const changesetDir = resolve(process.cwd(), "../../.changeset");
const missing = missingChangeset(
  manifest.version,
  changes,
  pendingChangesets(changesetDir, manifest.name),
);
const listed = (title: string, items: string[]) =>
  items.length === 0 ? [] : [`  ${title}:`, ...items.map((item) => `    ${item}`)];
const summary = [
  ...listed("removed", changes.removed),
  ...listed("changed", changes.changed),
  ...listed("added", changes.added),
];
if (missing !== null) {
  console.error(
    [
      `The public API of ${manifest.name} differs from its last release (${manifest.version}, ${relative(process.cwd(), report)}):`,
      ...summary,
      `and no pending changeset covers it: add ${missing} naming "${manifest.name}" (\`pnpm changeset\`).`,
    ].join("\n"),
  );
  process.exit(1);
}
console.info(
  summary.length === 0
    ? `API unchanged since ${manifest.version}`
    : `API differs from ${manifest.version}, covered by pending changesets:\n${summary.join("\n")}`,
);
