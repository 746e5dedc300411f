import { type Language, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, thrownData, unwrap } from "~/test/request";
import { loader } from "./doc-announce-detail-id";

const upstream = mockProviderApi();

const args = (path: string) => pageArgs(path, { params: { id: path.split("/").pop() ?? "" } });

/** The 404 message of SPEC.md section 8 ("Page not found: {path}") in a language. */
const notFound = (language: Language, path: string) =>
  resources[language].common.errors.notFound.replace("{{path}}", path);

describe("doc-announce-detail loader", () => {
  it.each([
    ["/doc/announce/detail", "en"],
    ["/zh/doc/announce/detail", "zh"],
    ["/ja/doc/announce/detail", "ja"],
  ] as const)("shows an announcement under %s in %s", async (prefix, language) => {
    const id = upstream.provider.catalogue.announcements[0]?.id ?? "";
    const { data, status } = unwrap(await loader(await args(`${prefix}/${id}`)));
    const expected = await api.announcementDetail({ id, language });
    expect(status).toBe(200);
    expect(data.item?.title).toBe(expected.title);
    expect(data.item?.content).toBe(expected.content);
    expect(data.seo.title.startsWith(expected.title)).toBe(true);
    expect(data.seo.description).toBe(expected.summary);
    expect(upstream.to("/api/finance/message/announceDetail")[0]?.body).toMatchObject({
      id,
      language,
    });
  });

  it("shows each language its own text", async () => {
    const id = upstream.provider.catalogue.announcements[0]?.id ?? "";
    const en = unwrap(await loader(await args(`/doc/announce/detail/${id}`))).data;
    const zh = unwrap(await loader(await args(`/zh/doc/announce/detail/${id}`))).data;
    expect(zh.item?.title).not.toBe(en.item?.title);
  });

  it("answers 404 'Page not found: {path}' for an announcement that does not exist", async () => {
    const { data, status } = await thrownData(async () =>
      loader(await args("/doc/announce/detail/an-does-not-exist")),
    );
    expect(status).toBe(404);
    expect(data.message).toBe("Page not found: /doc/announce/detail/an-does-not-exist");
  });

  it("translates the 404 message", async () => {
    const path = "/ja/doc/announce/detail/an-does-not-exist";
    const { data, status } = await thrownData(async () => loader(await args(path)));
    expect(status).toBe(404);
    expect(data.message).toBe(notFound("ja", path));
  });

  it.each(["a b", "x".repeat(65), "..", "%3Cscript%3E"])(
    "answers 404 for the malformed id %s without asking the provider",
    async (id) => {
      const { status } = await thrownData(async () =>
        loader(await pageArgs("/doc/announce/detail/x", { params: { id } })),
      );
      expect(status).toBe(404);
      expect(upstream.requests).toEqual([]);
    },
  );

  it("answers the page, without the announcement, when the provider is down", async () => {
    upstream.down();
    const id = upstream.provider.catalogue.announcements[1]?.id ?? "";
    const { data, status } = unwrap(await loader(await args(`/zh/doc/announce/detail/${id}`)));
    expect(status).toBe(200);
    expect(data.item).toBeNull();
  });
});
