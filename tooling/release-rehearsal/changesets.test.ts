// `node --test`: the pending changesets in .changeset/ are ones `changeset version` will
// consume, and read as release notes: each names a published package (a changeset naming only
// private workspaces is never consumed: they are not versioned), with a known bump and a
// summary that is not a commit subject.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { type ParsedChangeset, parseChangeset } from "@hostfront/package-check/api-report";

const root = join(import.meta.dirname, "../..");
const changesetDir = join(root, ".changeset");

/** Every workspace package's name, with whether it is published. */
function workspacePackages(): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const group of ["apps", "packages", "tooling"])
    for (const dir of readdirSync(join(root, group), { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      try {
        const manifest = JSON.parse(
          readFileSync(join(root, group, dir.name, "package.json"), "utf8"),
        ) as { name: string; private?: boolean };
        found.set(manifest.name, manifest.private !== true);
      } catch {
        // a folder without a package
      }
    }
  return found;
}

/** What is wrong with a changeset, in words; empty when nothing is. */
export function problems(
  parsed: ParsedChangeset | null,
  published: Map<string, boolean>,
): string[] {
  if (parsed === null) return ["no front matter (--- package: bump ---)"];
  const found: string[] = [];
  for (const { name, bump } of parsed.releases) {
    if (!published.has(name)) found.push(`names ${name}, which is no workspace package`);
    if (!["major", "minor", "patch"].includes(bump)) found.push(`${name}: bump "${bump}"`);
  }
  if (!parsed.releases.some(({ name }) => published.get(name) === true))
    found.push(
      "names no published package: private workspaces are not versioned, so it would stay pending forever (their history is the git log)",
    );
  if (parsed.summary === "") found.push("has no summary: it is the changelog entry");
  else if (
    /^(?:feat|fix|chore|refactor|docs|test|build|ci|perf|style)(?:\([^)]*\))?!?:/.test(
      parsed.summary,
    )
  )
    found.push("reads as a commit subject: write what changed for the package's users");
  return found;
}

test("every pending changeset releases a published package and reads as a release note", () => {
  const packages = workspacePackages();
  const wrong: string[] = [];
  for (const file of readdirSync(changesetDir).filter((f) => f.endsWith(".md"))) {
    if (file === "README.md") continue;
    const found = problems(
      parseChangeset(readFileSync(join(changesetDir, file), "utf8")),
      packages,
    );
    wrong.push(...found.map((problem) => `.changeset/${file}: ${problem}`));
  }
  assert.deepEqual(wrong, []);
});

test("the check refuses what `changeset version` would leave pending or print badly", () => {
  const packages = new Map([
    ["@hostfront/i18n", true],
    ["@hostfront/ui", false],
  ]);
  const parse = (text: string) => parseChangeset(text);
  assert.deepEqual(
    problems(parse('---\n"@hostfront/i18n": minor\n---\n\nNew texts.\n'), packages),
    [],
  );
  assert.match(
    problems(parse('---\n"@hostfront/ui": patch\n---\n\nA font.\n'), packages).join(),
    /names no published package/,
  );
  assert.match(problems(parse("---\n---\n\nSomething.\n"), packages).join(), /names no published/);
  assert.match(
    problems(parse('---\n"@hostfront/i18n": patch\n---\n\nfix(i18n): typo\n'), packages).join(),
    /commit subject/,
  );
  assert.match(
    problems(parse('---\n"@hostfront/i18n": huge\n---\n\nx\n'), packages).join(),
    /bump "huge"/,
  );
  assert.match(problems(parse("no front matter"), packages).join(), /no front matter/);
});
