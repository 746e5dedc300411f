#!/usr/bin/env node
// Checks the package in the current directory as it would be published: publint on its
// files, then arethetypeswrong on the tarball `pnpm pack` makes (with workspace: and
// catalog: versions replaced), for ESM-only consumers (node16 from ESM, bundlers), then that
// its README names every export of every published entry point (readme-names.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unnamedExports } from "./readme-names.ts";

// Our own dependencies; their manifests do not all export ./package.json, so read the folder.
function binOf(pkg: string, name: string): string {
  const dir = join(import.meta.dirname, "node_modules", pkg);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    bin: Record<string, string>;
  };
  const bin = manifest.bin[name];
  if (!bin) throw new Error(`${pkg} has no bin named ${name}`);
  return join(dir, bin);
}

function run(file: string, args: string[]): void {
  execFileSync(process.execPath, [file, ...args], { stdio: "inherit" });
}

const pnpm = process.env.npm_execpath ?? "pnpm";
const packDir = mkdtempSync(join(tmpdir(), "hostfront-pack-"));
try {
  run(binOf("publint", "publint"), ["--strict", "--pack", "pnpm"]);
  // Built already (check:package depends on build): the package's `prepack` would build it
  // again, rewriting dist/ while other tasks read it.
  execFileSync(pnpm, ["pack", "--ignore-scripts", "--pack-destination", packDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(packDir).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error("pnpm pack made no tarball");
  run(binOf("@arethetypeswrong/cli", "attw"), [join(packDir, tarball), "--profile", "esm-only"]);
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
