import { describe, expect, it } from "vitest";
import { type ChunkInfo, COMPILE_HINT, compileHints, eagerChunks } from "../compile-hints.vite";

const chunk = (
  code: string,
  isEntry: boolean,
  imports: string[],
  dynamicImports: string[] = [],
) => ({
  type: "chunk" as const,
  code,
  isEntry,
  imports,
  dynamicImports,
  map: null as { mappings: string } | null,
});

describe("eagerChunks", () => {
  it("takes the entries and what they import statically, through shared chunks", () => {
    const chunks = new Map<string, ChunkInfo>([
      ["entry.js", { isEntry: true, imports: ["framework.js"] }],
      ["route.js", { isEntry: true, imports: ["shared.js"] }],
      ["shared.js", { isEntry: false, imports: ["framework.js", "deep.js"] }],
      ["deep.js", { isEntry: false, imports: [] }],
      ["framework.js", { isEntry: false, imports: [] }],
      // Only ever imported dynamically: fetched when reached for.
      ["chat-panel.js", { isEntry: false, imports: ["framework.js"] }],
    ]);
    expect([...eagerChunks(chunks)].sort()).toEqual([
      "deep.js",
      "entry.js",
      "framework.js",
      "route.js",
      "shared.js",
    ]);
  });

  it("ignores imports of files that are not chunks", () => {
    const chunks = new Map<string, ChunkInfo>([
      ["entry.js", { isEntry: true, imports: ["missing.js"] }],
    ]);
    expect([...eagerChunks(chunks)]).toEqual(["entry.js"]);
  });
});

describe("compileHints", () => {
  const generate = (bundle: Record<string, unknown>) => {
    const hook = compileHints().generateBundle as unknown as (
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    hook({}, bundle);
  };

  it("puts the hint on the first line of the eager chunks only, once", () => {
    const bundle = {
      "entry.js": chunk('import"./framework.js";go()', true, ["framework.js"], ["part.js"]),
      "framework.js": chunk("export const go=()=>1", false, []),
      "part.js": chunk("export const later=()=>2", false, ["framework.js"]),
    };
    generate(bundle);
    generate(bundle);
    expect(bundle["entry.js"].code).toBe(`${COMPILE_HINT}\nimport"./framework.js";go()`);
    expect(bundle["framework.js"].code).toBe(`${COMPILE_HINT}\nexport const go=()=>1`);
    expect(bundle["part.js"].code).toBe("export const later=()=>2");
  });

  it("moves a written source map down by the added line", () => {
    const entry = chunk("go()", true, []);
    entry.map = { mappings: "AAAA" };
    const bundle = {
      "entry.js": entry,
      "entry.js.map": {
        type: "asset" as const,
        source: JSON.stringify({ version: 3, mappings: "AAAA,CAAC" }),
      },
    };
    generate(bundle);
    expect(JSON.parse(bundle["entry.js.map"].source)).toEqual({
      version: 3,
      mappings: ";AAAA,CAAC",
    });
    expect(entry.map.mappings).toBe(";AAAA");
  });
});
