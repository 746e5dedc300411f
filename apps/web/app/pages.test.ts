// The README's page table is the map a newcomer reads: it must name exactly the files the
// naming rule of pages.ts derives, and each file it names must exist.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageFiles, pageStem, pages } from "./pages";

const web = join(import.meta.dirname, "..");
const root = join(web, "..", "..");
const readme = readFileSync(join(web, "README.md"), "utf8");

/** The rows of the README's "page | path | ..." table, cells without their backticks. */
function tableRows(): string[][] {
  const start = readme.indexOf("| page | path | route module |");
  expect(start, "the README has the page table").toBeGreaterThan(-1);
  const lines = readme.slice(start).split("\n").slice(2);
  const end = lines.findIndex((line) => !line.startsWith("|"));
  return lines.slice(0, end === -1 ? undefined : end).map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, "")),
  );
}

describe("page files", () => {
  it("names files by one rule", () => {
    expect(pageStem("signUp")).toBe("sign-up");
    expect(pageStem("myProduct-cvm-disk")).toBe("my-product-cvm-disk");
    expect(pageStem("workServer-submitWork")).toBe("work-server-submit-work");
    expect(pageStem("ac-coupon")).toBe("ac-coupon");
    expect(pageFiles("ac-coupon").route).toBe("routes/ac-coupon.tsx");
  });

  it("lists every page of pages.ts in the README, in order, with the derived files", () => {
    const expected = pages.map((page) => {
      const files = pageFiles(page.name);
      const optional = (path: string) => (existsSync(join(web, "app", path)) ? path : "-");
      return [
        page.name,
        page.path,
        files.route,
        optional(files.server),
        files.dictionary.replace("packages/i18n/src/dictionaries/", ""),
        files.test,
      ];
    });
    expect(tableRows()).toEqual(expected);
  });

  it.each(pages.map((page) => [page.name, pageFiles(page.name)] as const))(
    "%s has its route module, its dictionary and its test",
    (_name, files) => {
      expect(existsSync(join(web, "app", files.route)), files.route).toBe(true);
      expect(existsSync(join(root, files.dictionary)), files.dictionary).toBe(true);
      expect(existsSync(join(web, "app", files.test)), files.test).toBe(true);
    },
  );
});
