// The patches of installed packages (pnpm's patchedDependencies, ADR 0015) are applied: every
// line a patch adds is in the file it patches, as installed. Without this, a version bump or an
// install that skipped the patch would leave the server slower with every other test passing.
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(import.meta.dirname, "../../..");
const patchesDir = join(repo, "patches");

interface FilePatch {
  readonly file: string;
  readonly added: string[];
}

/** The files a unified diff changes and the lines it adds to each. */
function parse(diff: string): FilePatch[] {
  const files: FilePatch[] = [];
  for (const line of diff.split("\n")) {
    const header = /^\+\+\+ b\/(.+)$/.exec(line);
    if (header?.[1]) files.push({ file: header[1], added: [] });
    else if (line.startsWith("+") && !line.startsWith("+++") && line.slice(1).trim() !== "")
      files.at(-1)?.added.push(line.slice(1));
  }
  return files;
}

const patches = readdirSync(patchesDir)
  .filter((name) => name.endsWith(".patch"))
  .map((name) => {
    const pkg = name.replace(/@[^@]+\.patch$/, "");
    return { name, pkg, files: parse(readFileSync(join(patchesDir, name), "utf8")) };
  });

describe("patched dependencies", () => {
  it("finds the patches pnpm-workspace.yaml names", () => {
    const workspace = readFileSync(join(repo, "pnpm-workspace.yaml"), "utf8");
    for (const { name } of patches) expect(workspace).toContain(`patches/${name}`);
    expect(patches.length).toBeGreaterThan(0);
  });

  it.each(patches.map((patch) => [patch.name, patch] as const))("%s is applied", (_, patch) => {
    const root = realpathSync(join(import.meta.dirname, "..", "node_modules", patch.pkg));
    expect(patch.files.length).toBeGreaterThan(0);
    for (const { file, added } of patch.files) {
      const installed = readFileSync(join(root, file), "utf8");
      expect(added.length, file).toBeGreaterThan(0);
      for (const line of added) expect(installed, `${patch.pkg}/${file}`).toContain(line);
    }
  });
});
