import { describe, expect, it } from "vitest";
import { isDataPath, pagePathname, requestPath } from "./page-path";

describe("the page's path", () => {
  it("drops the .data suffix of a client navigation and nothing else", () => {
    expect(pagePathname("/ja/doc.data")).toBe("/ja/doc");
    expect(pagePathname("/_root.data")).toBe("/_root");
    expect(pagePathname("/doc/article/metadata")).toBe("/doc/article/metadata");
    expect(pagePathname("/doc/search/x.data.data")).toBe("/doc/search/x.data");
    expect(requestPath(new Request("http://site.test/zh/product/domain.data?name=a"))).toBe(
      "/zh/product/domain",
    );
  });

  it("tells a data request from a page document", () => {
    expect(isDataPath("/ja.data")).toBe(true);
    expect(isDataPath("/ja/data")).toBe(false);
  });
});
