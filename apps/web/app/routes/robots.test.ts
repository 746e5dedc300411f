import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { loader } from "./robots";

const lines = async () => (await loader().text()).split("\n");

describe("robots.txt", () => {
  it("points crawlers at the sitemap", async () => {
    expect(await lines()).toContain(`Sitemap: ${config.siteUrls.en}/sitemap.xml`);
  });

  it("keeps member pages, search results and the BFF out in every language", async () => {
    const rules = await lines();
    for (const prefix of ["", "/zh", "/ja"]) {
      for (const path of ["/userCenter", "/myProduct/", "/workServer/", "/doc/search/"])
        expect(rules).toContain(`Disallow: ${prefix}${path}`);
    }
    expect(rules).toContain("Disallow: /api/");
  });

  it("allows the rest of the site", async () => {
    const rules = await lines();
    expect(rules).toContain("User-agent: *");
    expect(rules).not.toContain("Disallow: /");
    expect(rules).not.toContain("Disallow: /doc");
  });

  it("is plain text", () => {
    expect(loader().headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
