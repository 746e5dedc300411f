// `node --test`: the README check on a package laid out as tsc emits one.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { exportedNames, namedAsCode, unnamedExports } from "./readme-names.ts";

const dir = mkdtempSync(join(tmpdir(), "readme-names-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), text);
}

write(
  "package.json",
  JSON.stringify({
    name: "example",
    exports: { ".": "./src/index.ts", "./extra": "./src/extra.ts" },
    publishConfig: {
      exports: {
        ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
        "./extra": { types: "./dist/extra.d.ts", default: "./dist/extra.js" },
        "./package.json": "./package.json",
      },
    },
  }),
);
write(
  "dist/index.d.ts",
  [
    'export { type Options, create, helper as renamed, } from "./client.ts";',
    'export * from "./contract/index.ts";',
    'export * as tools from "./tools.js";',
    "export declare const LIMIT = 3;",
    "/** export declare function commented(): void; */",
    "export default create;",
  ].join("\n"),
);
write(
  "dist/client.d.ts",
  "export interface Options {}\nexport declare function create(): void;\nexport declare function helper(): void;\n",
);
write(
  "dist/contract/index.d.ts",
  'export type Shape = string;\nexport declare class Thing {}\nexport * from "../client.ts";\n',
);
write("dist/tools.d.ts", "export declare function tool(): void;\n");
write("dist/extra.d.ts", "export declare enum Mode { A }\n");

test("follows export lists, declarations and `export *`, not comments", () => {
  assert.deepEqual(
    [...exportedNames(join(dir, "dist/index.d.ts"))].sort(),
    // A default export is no name to look for.
    ["LIMIT", "Options", "Shape", "Thing", "create", "helper", "renamed", "tools"].sort(),
  );
});

test("a name counts only as code, as a whole word", () => {
  assert.equal(namedAsCode("Use `create()` here.", "create"), true);
  assert.equal(namedAsCode("```ts\nimport { LIMIT } from 'example';\n```", "LIMIT"), true);
  assert.equal(namedAsCode("create is mentioned in prose only", "create"), false);
  assert.equal(namedAsCode("`createMore()`", "create"), false);
  assert.equal(namedAsCode("`$create`", "create"), false);
});

test("lists each published entry point's exports the README leaves out", () => {
  write("README.md", "`create`, `Options`, `LIMIT`, `Shape`, `Thing`, `renamed`, `tools`\n");
  assert.deepEqual(unnamedExports(dir), [".: helper", "./extra: Mode"]);
  write(
    "README.md",
    "`create` `Options` `LIMIT` `Shape` `Thing` `renamed` `tools` `helper` `Mode`",
  );
  assert.deepEqual(unnamedExports(dir), []);
});
