// publint and arethetypeswrong on a package tarball: the one `pnpm pack` makes here
// (check-package.ts) or one a registry serves (the release rehearsal).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

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

/** publint `--strict` on a package folder (packed with `pack` first) or on a tarball. */
export function publint(target: string, pack: "pnpm" | false = false): void {
  run(binOf("publint", "publint"), ["run", target, "--strict", "--pack", String(pack)]);
}

/** arethetypeswrong on a tarball, for ESM-only consumers (node16 from ESM, bundlers). */
export function attw(tarball: string): void {
  run(binOf("@arethetypeswrong/cli", "attw"), [tarball, "--profile", "esm-only"]);
}
