// The dictionary parts a page embeds (the shell's and its row of pages.ts) must hold every key
// its modules can show: the keys are read from the sources, following their imports inside the
// app and @hostfront/ui, so a component that starts using another section fails here rather
// than showing a raw key after a client navigation.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { languages, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import {
  CONDITIONAL_TEXTS,
  type ConditionalTexts,
  type Page,
  pageFiles,
  pages as table,
} from "~/pages";
import {
  embeddedPagePaths,
  pageTextPaths,
  pick,
  SHELL_PART_TEXTS,
  SHELL_TEXTS,
} from "./dictionary";
import { pageAt, pageOfPath } from "./page-texts.client";

const pages: readonly Page[] = table;
const app = fileURLToPath(new URL("../..", import.meta.url));
const ui = fileURLToPath(new URL("../../../../../packages/ui/src", import.meta.url));
const sections = Object.keys(resources.en.common);
/** A literal key, or the fixed start of a template key (`labels.periods.${x}`). */
const KEY = new RegExp(`["'\`]((?:${sections.join("|")})\\.[A-Za-z0-9_.-]*)`, "g");

/** @hostfront/ui's exports: name -> module file (its index re-exports each component). */
const uiExports = new Map<string, string>();
for (const [, names, file] of readFileSync(join(ui, "index.ts"), "utf8").matchAll(
  /export\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g,
))
  for (const name of (names ?? "").split(","))
    uiExports.set(name.replace(/^\s*type\s+/, "").trim(), resolve(ui, file ?? ""));

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = join(app, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(from), spec);
  else return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")])
    if (existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** Rendered by the server only (StaticIsland): the browser never needs their texts. */
const SERVER_RENDERED = new Set([join(ui, "components/footer.tsx")]);

/** Shown on a condition, with that condition's texts (CONDITIONAL_TEXTS): checked on their own. */
const CONDITIONAL_MODULES: Record<ConditionalTexts, string> = {
  error: join(app, "components/error-page.tsx"),
  "looking-glass": join(app, "components/looking-glass.tsx"),
  maintenance: join(ui, "components/maintenance-banner.tsx"),
};
const conditional = new Set(Object.values(CONDITIONAL_MODULES));
/** Conditions of the shell around every page, not of a page: the root layout embeds them. */
const SHELL_CONDITIONS = new Set(["error", "maintenance"]);

/** Rendered by the server, kept by the browser (components/server-only.tsx): their own check. */
const isIsland = (file: string) => file.endsWith(".island.tsx");

/**
 * The app's modules a file imports, with the file, skipping server-only ones and stopping at
 * the modules checked on their own (conditions, islands), which land in `apart`.
 */
function graph(
  file: string,
  seen = new Set<string>(),
  apart = new Set<string>(),
  root = file,
): Set<string> {
  if (seen.has(file) || file.includes(".server.") || SERVER_RENDERED.has(file)) return seen;
  if (file !== root && (conditional.has(file) || isIsland(file))) {
    apart.add(file);
    return seen;
  }
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const [, names, spec] of text.matchAll(
    /(?:import|export)([^"';]*?)from\s+["']([^"']+)["']/g,
  )) {
    if (spec === "@hostfront/ui") {
      // The components of the kit a page uses by name (the shell's are checked on their own).
      for (const name of /\{([^}]*)\}/.exec(names ?? "")?.[1]?.split(",") ?? []) {
        const target = uiExports.get(name.replace(/^\s*type\s+/, "").trim());
        if (target) graph(target, seen, apart, root);
      }
      continue;
    }
    const target = spec ? resolveImport(file, spec) : null;
    if (target) graph(target, seen, apart, root);
  }
  // What a page loads later (React.lazy of its own modules): its texts are the page's all the
  // same. (The kit's shell parts bring their own texts: checked with the shell.)
  for (const [, spec] of text.matchAll(/\bimport\(\s*["'](~\/[^"']+)["']\s*\)/g)) {
    const target = spec ? resolveImport(file, spec) : null;
    if (target) graph(target, seen, apart, root);
  }
  return seen;
}

/** The page table and the dictionary's module name dictionary parts; they read none. */
const NAMING = new Set([join(app, "pages.ts"), join(app, "lib/texts/dictionary.ts")]);

function keysIn(files: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    if (NAMING.has(file)) continue;
    for (const [, key] of readFileSync(file, "utf8").matchAll(KEY))
      if (key) keys.add(key.replace(/\.$/, ""));
  }
  return keys;
}

/** A plural text's path names its forms (`groupOf_one`); a key names them all (`groupOf`). */
const base = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, "");

const covered = (key: string, paths: readonly string[]) =>
  paths.some((full) => {
    const path = base(full);
    return key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`);
  });

describe("the texts a page embeds", () => {
  it("cover every key the shell shows", () => {
    const shell = [
      ...graph(uiExports.get("Shell") ?? ""),
      ...graph(join(app, "root.tsx")),
      ...graph(join(app, "routes/not-found.tsx")),
    ];
    const missing = [...keysIn(shell)].filter((key) => !covered(key, SHELL_TEXTS));
    expect(missing).toEqual([]);
  });

  for (const page of pages)
    it(`cover every key ${page.name} shows`, () => {
      const embedded = [...SHELL_TEXTS, ...embeddedPagePaths(page)];
      const islandTexts = page.islandTexts ?? [];
      const apart = new Set<string>();
      const modules = graph(join(app, pageFiles(page.name).route), new Set(), apart);
      // What the browser renders at once: embedded, so outside the texts only the server shows.
      const missing = [...keysIn(modules)].filter(
        (key) => !covered(key, embedded) || covered(key, islandTexts),
      );
      expect(missing).toEqual([]);
      // What only its islands show: loaded with the page on a client navigation.
      const islands = new Set<string>();
      for (const island of [...apart].filter(isIsland)) graph(island, islands);
      const loaded = [...SHELL_TEXTS, ...pageTextPaths(page)];
      expect([...keysIn(islands)].filter((key) => !covered(key, loaded))).toEqual([]);
      // Its conditions are named in its row, so a client navigation loads their texts with it.
      const conditions = Object.entries(CONDITIONAL_MODULES)
        .filter(([name, module]) => !SHELL_CONDITIONS.has(name) && apart.has(module))
        .map(([name]) => name);
      expect([...(page.conditions ?? [])].sort()).toEqual(conditions.sort());
    });

  it("leave out only island texts, each named once, and no condition's nor the shell's", () => {
    for (const page of pages) {
      const asked = (page.conditions ?? []).flatMap((name) => CONDITIONAL_TEXTS[name]);
      for (const path of page.islandTexts ?? []) {
        expect(covered(path, page.texts), `${page.name}: ${path}`).toBe(false);
        expect(covered(path, [...asked, ...SHELL_TEXTS]), `${page.name}: ${path}`).toBe(false);
      }
    }
  });
});

describe("the texts a condition brings", () => {
  it("are named for every condition, each with its module", () => {
    expect(Object.keys(CONDITIONAL_MODULES).sort()).toEqual(Object.keys(CONDITIONAL_TEXTS).sort());
  });

  for (const [condition, module] of Object.entries(CONDITIONAL_MODULES))
    it(`cover, with the shell's, every key the ${condition} condition shows`, () => {
      const paths = [...SHELL_TEXTS, ...CONDITIONAL_TEXTS[condition as ConditionalTexts]];
      const missing = [...keysIn(graph(module))].filter((key) => !covered(key, paths));
      expect(missing).toEqual([]);
    });

  it("are left out of the shell's first render", () => {
    const shell = new Set([
      ...graph(join(app, "root.tsx")),
      ...graph(uiExports.get("Shell") ?? ""),
    ]);
    for (const module of conditional) expect(shell.has(module)).toBe(false);
  });
});

/** The modules @hostfront/ui fetches when reached for, by the part whose texts they bring. */
function partModules(): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  const components = join(ui, "components");
  for (const name of readdirSync(components)) {
    if (!name.endsWith(".tsx") || name.includes(".test.")) continue;
    const text = readFileSync(join(components, name), "utf8");
    for (const [, file, part] of text.matchAll(
      /partLoader\(\s*\(\) =>\s*import\("(\.[^"]+)"\)[^,]*?,\s*"([a-zA-Z]+)",?\s*\)/g,
    )) {
      const target = resolve(components, file ?? "");
      parts.set(part ?? "", [...(parts.get(part ?? "") ?? []), target]);
    }
  }
  return parts;
}

describe("the texts a shell part brings", () => {
  const parts = partModules();

  it("are named for every part that brings texts", () => {
    expect([...parts.keys()].sort()).toEqual(Object.keys(SHELL_PART_TEXTS).sort());
  });

  for (const [part, modules] of parts)
    it(`cover, with the shell's, every key the ${part} part shows`, () => {
      const paths = [...SHELL_TEXTS, ...SHELL_PART_TEXTS[part as keyof typeof SHELL_PART_TEXTS]];
      const seen = new Set<string>();
      for (const module of modules) graph(module, seen);
      const missing = [...keysIn(seen)].filter((key) => !covered(key, paths));
      expect(missing).toEqual([]);
    });
});

describe("pageOfPath", () => {
  it("ranks as React Router does: a static path before a parameter listed first", () => {
    const paths = [
      ["doc-article-slug", "/doc/article/:slug"],
      ["doc-article-index", "/doc/article/index"],
    ] as const;
    expect(pageOfPath(paths, "/doc/article/index")?.[0]).toBe("doc-article-index");
    expect(pageOfPath(paths, "/doc/article/vps")?.[0]).toBe("doc-article-slug");
    expect(pageOfPath(paths, "/doc")).toBeUndefined();
  });
});

describe("pageAt", () => {
  it("finds the page of a path in every language, also for data requests", async () => {
    expect((await pageAt("/"))?.name).toBe("index");
    expect((await pageAt("/ja"))?.name).toBe("index");
    expect((await pageAt("/zh/doc/article/vps"))?.name).toBe("doc-article-slug");
    expect((await pageAt("/ja/doc/article/vps.data"))?.name).toBe("doc-article-slug");
    expect((await pageAt("/ac/coupon"))?.name).toBe("ac-coupon");
    expect(await pageAt("/nope")).toBeUndefined();
  });

  it("gives the loader of the page's texts in the path's language", async () => {
    for (const language of languages) {
      const prefix = language === "en" ? "" : `/${language}`;
      const page = await pageAt(`${prefix}/doc/article/vps`);
      const texts = (await page?.load?.())?.default;
      const row = pages.find((candidate) => candidate.name === "doc-article-slug") as Page;
      expect(texts).toMatchObject(pick(resources[language].common, pageTextPaths(row)));
    }
  });
});
