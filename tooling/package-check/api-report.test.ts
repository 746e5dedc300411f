// `node --test`: how a difference between two API reports is read, and which pending
// changesets cover it (the reports are cut down from real ones of API Extractor).
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import {
  type ApiChanges,
  compareReports,
  missingChangeset,
  namespaceOf,
  type PendingChangeset,
  pendingChangesets,
} from "./api-report.ts";

const report = (declarations: string, names: string[]) =>
  [
    "# API of example",
    "",
    "```ts",
    "",
    "import { z } from 'zod';",
    "",
    declarations,
    "",
    "declare namespace main {",
    "    export {",
    names.map((name) => `        ${name}`).join(",\n"),
    "    }",
    "}",
    "",
    "```",
    "",
  ].join("\n");

const base = report(
  "// @public\nfunction roundStar(value: number): number;\n\n// @public (undocumented)\nconst LIMIT = 3;",
  ["roundStar", "LIMIT"],
);

test("names the exports removed, the declarations changed and the exports added", () => {
  assert.deepEqual(compareReports(base, base), { removed: [], changed: [], added: [] });
  const removed = report("// @public (undocumented)\nconst LIMIT = 3;", ["LIMIT"]);
  assert.deepEqual(compareReports(base, removed).removed, ["main: roundStar"]);
  const changed = report(
    "// @public\nfunction roundStar(value: string): number;\n\n// @public (undocumented)\nconst LIMIT = 3;",
    ["roundStar", "LIMIT"],
  );
  assert.deepEqual(compareReports(base, changed), {
    removed: [],
    changed: ["roundStar"],
    added: [],
  });
  const added = report(
    "// @public\nfunction roundStar(value: number): number;\n\n// @public (undocumented)\nconst LIMIT = 3;\n\n// @public\nfunction more(): void;",
    ["more", "LIMIT", "roundStar"],
  );
  // Order in the namespace does not matter; the new declaration is an addition, not a change.
  assert.deepEqual(compareReports(base, added), {
    removed: [],
    changed: [],
    added: ["main: more"],
  });
});

const changes = (part: Partial<ApiChanges>): ApiChanges => ({
  removed: [],
  changed: [],
  added: [],
  ...part,
});
const pending = (bump: PendingChangeset["bump"], breaking = false): PendingChangeset => ({
  file: "x.md",
  bump,
  breaking,
});

test("below 1.0.0 a removed export needs a minor or major with a Breaking line", () => {
  const removed = changes({ removed: ["main: roundStar"] });
  assert.match(missingChangeset("0.1.0", removed, []) ?? "", /Breaking/);
  assert.notEqual(missingChangeset("0.1.0", removed, [pending("patch", true)]), null);
  assert.notEqual(missingChangeset("0.1.0", removed, [pending("minor")]), null);
  assert.equal(missingChangeset("0.1.0", removed, [pending("minor", true)]), null);
  assert.equal(missingChangeset("0.1.0", removed, [pending("major", true)]), null);
});

test("from 1.0.0 a removed export needs a major, a changed type a minor", () => {
  const removed = changes({ removed: ["main: roundStar"] });
  assert.match(missingChangeset("1.2.0", removed, [pending("minor", true)]) ?? "", /major/);
  assert.equal(missingChangeset("1.2.0", removed, [pending("major")]), null);
  const changed = changes({ changed: ["roundStar"] });
  assert.notEqual(missingChangeset("1.2.0", changed, [pending("patch")]), null);
  assert.equal(missingChangeset("1.2.0", changed, [pending("minor")]), null);
  assert.notEqual(missingChangeset("0.3.0", changed, [pending("patch")]), null);
});

test("additions need a minor from 1.0.0, any changeset before; nothing needs nothing", () => {
  const added = changes({ added: ["main: more"] });
  assert.notEqual(missingChangeset("1.0.0", added, [pending("patch")]), null);
  assert.equal(missingChangeset("1.0.0", added, [pending("minor")]), null);
  assert.equal(missingChangeset("0.4.0", added, [pending("patch")]), null);
  assert.notEqual(missingChangeset("0.4.0", added, []), null);
  assert.equal(missingChangeset("0.4.0", changes({}), []), null);
});

test("a package never released needs only some changeset for it", () => {
  const removed = changes({ removed: ["main: roundStar"] });
  assert.equal(missingChangeset("0.0.0", removed, [pending("patch")]), null);
  assert.match(missingChangeset("0.0.0", removed, []) ?? "", /never been released/);
});

const dir = mkdtempSync(join(tmpdir(), "api-report-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("reads the pending changesets of one package, with their bump and Breaking line", () => {
  writeFileSync(join(dir, "README.md"), "# not a changeset\n");
  writeFileSync(
    join(dir, "a.md"),
    '---\n"@x/commerce": minor\n"@x/i18n": patch\n---\n\n**Breaking:** `roundStar` is gone.\n',
  );
  writeFileSync(join(dir, "b.md"), "---\n'@x/commerce': patch\n---\n\nA fix.\n");
  writeFileSync(join(dir, "c.md"), '---\n"@x/i18n": major\n---\n\nBreaking change.\n');
  assert.deepEqual(
    pendingChangesets(dir, "@x/commerce").sort((a, b) => a.file.localeCompare(b.file)),
    [
      { file: "a.md", bump: "minor", breaking: true },
      { file: "b.md", bump: "patch", breaking: false },
    ],
  );
});

test("entry points get namespace names", () => {
  assert.equal(namespaceOf("."), "main");
  assert.equal(namespaceOf("./client"), "client");
  assert.equal(namespaceOf("./a/b-c"), "a_b_c");
});
