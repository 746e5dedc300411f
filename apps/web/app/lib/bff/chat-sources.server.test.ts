import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { bffPost, CHAT_UUID, pathOf } from "~/test/bff";
import { mockProviderApi } from "~/test/provider";
import { sitePathOf, withSiteLinks } from "./chat-sources.server";

const upstream = mockProviderApi();

describe("the assistant's sources", () => {
  it("turns the assistant's sources into links on this site and drops the rest", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${pathOf("chat")}`, () =>
        HttpResponse.json({
          code: 2000,
          message: {
            answer: "See the refund policy.",
            language: "ja",
            sources: [
              { title: "Refund", url: `${config.siteUrls.ja}/doc/article/refund#how` },
              { title: "Pricing", url: `${config.siteUrls.zh}/doc/article/pricing` },
              { title: "Home", url: config.siteUrls.en },
              { title: "Elsewhere", url: "https://evil.example/doc/article/refund" },
              { title: "Script", url: "javascript:alert(1)" },
            ],
          },
        }),
      ),
    );
    const { body } = await bffPost(pathOf("chat"), { question: "返金", uuid: CHAT_UUID });
    expect((body.message as { sources: unknown[] }).sources).toEqual([
      { title: "Refund", url: "/ja/doc/article/refund#how" },
      { title: "Pricing", url: "/zh/doc/article/pricing" },
      { title: "Home", url: "/" },
    ]);
  });

  it("links the answer's parts to this site and makes other links plain text", () => {
    expect(
      withSiteLinks(
        `Ask within 7 days [1](${config.siteUrls.ja}/doc/article/refund#how). [x](https://evil.example/a) [t](javascript:void0)`,
      ),
    ).toBe("Ask within 7 days [1](/ja/doc/article/refund#how). x t");
  });

  it.each([
    [`${config.siteUrls.zh}/doc/article/vps?x=1#a`, "/zh/doc/article/vps?x=1#a"],
    [config.siteUrls.ja, "/ja"],
    ["https://evil.example/doc", null],
    ["not a url", null],
  ])("finds the site path of %s", (url, path) => {
    expect(sitePathOf(url)).toBe(path);
  });
});
