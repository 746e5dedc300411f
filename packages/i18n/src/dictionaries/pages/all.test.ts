// The registry of page dictionaries holds every page file: a page's texts written in a file of
// this folder and not registered in all.ts would be missing from every language.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageDictionaries } from "./all.ts";

const folder = import.meta.dirname;
const NOT_PAGES = new Set(["all.ts", "en.ts", "zh.ts", "ja.ts"]);

describe("page dictionaries", () => {
  it("registers every page file of the folder", () => {
    const registry = readFileSync(`${folder}/all.ts`, "utf8");
    const files = readdirSync(folder).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !NOT_PAGES.has(name),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(registry, file).toContain(`from "./${file}"`);
  });

  it("has the texts of every page in the three languages", () => {
    for (const [name, texts] of Object.entries(pageDictionaries))
      for (const language of ["en", "zh", "ja"] as const)
        expect(Object.keys(texts[language]).length, `${name} ${language}`).toBeGreaterThan(0);
  });
});
