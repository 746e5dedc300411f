// The group-buy pages: the offers with their open groups, one offer with its groups and a
// share link, and the action that joins or starts a group (login required, checked against
// the plan, sent once per form key, the provider's refusals translated, never a 5xx).
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { type Language, localizePath } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { priceIn, texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import {
  answered,
  pageArgs,
  postForm,
  publishedAt,
  thrownBy,
  thrownData,
  unwrap,
} from "~/test/request";
import { action, loader } from "./activity-pintuan-vps-id";

const upstream = mockProviderApi();
const CREATE = "/api/activity/create";
const token = mockUser.token;
const detail = (id: string, language: Language = "en") =>
  localizePath(`/activity/pintuan/part-vps/${id}`, language);

type Loaded = Awaited<ReturnType<typeof loader>>;
/** The page's data: the offer's, or `offer: null` when the provider is down. */
type DetailData = Loaded extends { data: infer D } ? D : never;
const loadDetail = async (path: string, id: string, init: { token?: string } = {}) =>
  unwrap<DetailData>(
    (await loader(
      await pageArgs(path, { params: { id }, ...init }),
    )) as DataWithResponseInit<DetailData>,
  );
/** The loaded page of an offer that exists (the loader answers `offer: null` only when down). */
async function offerPage(path: string, id: string, init: { token?: string } = {}) {
  const { data, headers } = await loadDetail(path, id, init);
  if (!("formKey" in data)) throw new Error("the offer did not load");
  return { data, headers };
}

const join = (fields: Record<string, string> = {}) => ({
  formKey: "6b1f3c2d-9a8e-4f7d-8c6b-5a4e3d2c1b0a",
  areaId: "hkg",
  imageId: "debian-13",
  groupId: "grp-2c4g-b",
  ...fields,
});
const post = (
  id: string,
  fields: Record<string, string>,
  {
    language = "en",
    ...init
  }: { language?: Language; token?: string; headers?: Record<string, string> } = {},
) => postForm(detail(id, language), fields, { params: { id }, ...init });

describe("one group-buy offer", () => {
  it.each(["en", "zh", "ja"] as const)(
    "shows the offer in %s, its open groups and what a server can be ordered with",
    async (language) => {
      const { data } = await offerPage(detail("pt-cvm-s4", language), "pt-cvm-s4");
      expect(data.offer).toMatchObject({
        price: await priceIn(language, 49),
        original: await priceIn(language, 62.7),
        groupSize: 2,
        groupHours: 12,
        period: "quarter",
      });
      expect(data.seo.title).toContain(
        texts(language).pages["activity-pintuan-vps-id"].title.replace(
          "{{title}}",
          data.offer.title,
        ),
      );
      expect(data.groups?.map((group) => [group.groupId, group.members, group.joined])).toEqual([
        ["grp-cvm-s4-a", 1, false],
        ["grp-cvm-s4-b", 1, false],
      ]);
      // Cloud servers are sold in five regions; FreeBSD is not offered for them.
      expect(data.choices?.regions.map((region) => region.id)).toEqual([
        "hkg",
        "tyo",
        "sin",
        "lax",
        "fra",
      ]);
      expect(data.choices?.images.map((image) => image.id)).not.toContain("freebsd-14");
      expect(data.choices?.images.map((image) => image.id)).toContain("ubuntu-2404");
      expect(data.loggedIn).toBe(false);
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["pt-nope", "../etc/passwd", "x".repeat(65)]) {
      const { status } = await thrownData(async () =>
        loader(await pageArgs(detail(encodeURIComponent(id)), { params: { id } })),
      );
      expect(status, id).toBe(404);
    }
  });

  it("shows a shared group first, and not again in the list", async () => {
    const { data } = await offerPage(`${detail("pt-vps-2c4g")}?group=grp-2c4g-b`, "pt-vps-2c4g");
    expect(data.shared).toMatchObject({ groupId: "grp-2c4g-b", members: 1, status: "open" });
    expect(data.groups?.map((group) => group.groupId)).toEqual(["grp-2c4g-a"]);
    expect(data.sharedMissing).toBe(false);
    // Not a member: nothing to share yet.
    expect(data.shareUrl).toBeNull();
    expect(upstream.to("/api/activity/pintuan/getCanJoinByGroupId")[0]?.body).toEqual({
      groupId: "grp-2c4g-b",
    });
  });

  it("sends a share link of another offer's group to that offer's page", async () => {
    const thrown = await thrownBy(async () =>
      loader(
        await pageArgs(`/zh${"/activity/pintuan/part-vps/pt-vps-2c4g"}?group=grp-cvm-s4-a`, {
          params: { id: "pt-vps-2c4g" },
        }),
      ),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      `${publishedAt("/activity/pintuan/part-vps/pt-cvm-s4", "zh")}?group=grp-cvm-s4-a`,
    );
  });

  it("says so when a shared group no longer exists, and still shows the offer", async () => {
    const { data } = await offerPage(`${detail("pt-vps-2c4g")}?group=grp-gone`, "pt-vps-2c4g");
    expect(data.sharedMissing).toBe(true);
    expect(data.shared).toBeNull();
    expect(data.groups).toHaveLength(2);
  });

  it("asks a logged-in visitor's groups with their token and keeps the page private", async () => {
    const { headers } = await offerPage(detail("pt-vps-2c4g"), "pt-vps-2c4g", { token });
    expect(headers.get("cache-control")).toMatch(/\bprivate\b/);
    expect(upstream.to("/api/activity/pintuan/getCanJoin")[0]?.headers.get("authorization")).toBe(
      `Bearer ${token}`,
    );
  });

  it("pre-selects the choices made before logging in", async () => {
    const { data } = await offerPage(
      `${detail("pt-vps-2c4g")}?area=fra&image=rocky-9&group=grp-2c4g-a`,
      "pt-vps-2c4g",
      { token },
    );
    expect(data.selected).toEqual({ areaId: "fra", imageId: "rocky-9" });
    expect(data.shared?.groupId).toBe("grp-2c4g-a");
  });
});

describe("joining or starting a group", () => {
  it("sends a visitor to the console's login, coming back with the choices made", async () => {
    const thrown = await thrownBy(async () => action(await post("pt-vps-2c4g", join())));
    expect(thrown).toBeInstanceOf(Response);
    const location = new URL((thrown as Response).headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(`${config.mainSiteUrl}/`);
    expect(location.searchParams.get("ope")).toBe("login");
    expect(location.searchParams.get("redirect")).toBe(
      `${publishedAt("/activity/pintuan/part-vps/pt-vps-2c4g", "en")}?area=hkg&image=debian-13&group=grp-2c4g-b#join`,
    );
    expect(upstream.to(CREATE)).toEqual([]);
  });

  it("joins a group, then shows the group, its order and the share link", async () => {
    const response = (await action(
      await post("pt-vps-2c4g", join(), { language: "ja", token }),
    )) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(
      /^\/ja\/activity\/pintuan\/part-vps\/pt-vps-2c4g\?order=ord-[a-z0-9]+&group=grp-2c4g-b#your-group$/,
    );
    const [sent] = upstream.to(CREATE);
    expect(sent?.body).toEqual({
      kind: "pintuan",
      pintuanId: "pt-vps-2c4g",
      groupId: "grp-2c4g-b",
      areaId: "hkg",
      imageId: "debian-13",
    });
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${token}`);

    const orderId = new URL(location, "http://site").searchParams.get("order") ?? "";
    const { data } = await offerPage(location.replace(/#.*$/, ""), "pt-vps-2c4g", { token });
    expect(data.shared).toMatchObject({
      groupId: "grp-2c4g-b",
      members: 2,
      groupSize: 3,
      status: "open",
      joined: true,
    });
    expect(data.shareUrl).toBe(
      `${publishedAt("/activity/pintuan/part-vps/pt-vps-2c4g", "ja")}?group=grp-2c4g-b`,
    );
    expect(data.order).toEqual({
      orderId,
      status: "pending",
      region: "香港",
      price: await priceIn("ja", 139),
    });
  });

  it("starts a new group when no group is chosen", async () => {
    const response = (await action(
      await post("pt-cvm-s4", join({ groupId: "", areaId: "sin", imageId: "ubuntu-2404" }), {
        token,
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(upstream.to(CREATE)[0]?.body).toEqual({
      kind: "pintuan",
      pintuanId: "pt-cvm-s4",
      areaId: "sin",
      imageId: "ubuntu-2404",
    });
    const group = new URL(response.headers.get("location") ?? "", "http://site").searchParams.get(
      "group",
    );
    expect(group).toMatch(/^grp-/);
    expect(group).not.toMatch(/^grp-cvm-s4-/);
    const { data } = await offerPage(`${detail("pt-cvm-s4")}?group=${group}`, "pt-cvm-s4", {
      token,
    });
    expect(data.shared).toMatchObject({ members: 1, groupSize: 2, joined: true });
    expect(data.shareUrl).toContain(`?group=${group}`);
  });

  it("applies a double-submitted form once", async () => {
    const first = (await action(await post("pt-vps-2c4g", join(), { token }))) as Response;
    const second = (await action(await post("pt-vps-2c4g", join(), { token }))) as Response;
    const keys = upstream.to(CREATE).map((r) => r.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(upstream.provider.orders).toHaveLength(1);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses a region or an image the plan is not sold with, in %s",
    async (language) => {
      const page = texts(language).pages["activity-pintuan-vps-id"];
      // Cloud S4 is not sold in New York, and FreeBSD is not offered for cloud servers.
      const { data, status } = answered(
        await action(
          await post("pt-cvm-s4", join({ areaId: "nyc", imageId: "freebsd-14", groupId: "" }), {
            language,
            token,
          }),
        ),
      );
      expect(status).toBe(400);
      expect(data).toMatchObject({
        errors: { areaId: page.regionInvalid, imageId: page.imageInvalid },
        values: { areaId: "nyc", imageId: "freebsd-14" },
      });
      const missing = answered(
        await action(await post("pt-cvm-s4", { formKey: join().formKey }, { language, token })),
      ).data;
      expect(missing.errors).toMatchObject({
        areaId: texts(language).validation.required,
        imageId: texts(language).validation.required,
      });
      expect(upstream.to(CREATE)).toEqual([]);
    },
  );

  it.each(["en", "zh", "ja"] as const)(
    "translates the provider's refusal in %s and renews the form key",
    async (language) => {
      await action(await post("pt-vps-2c4g", join(), { token }));
      const again = answered(
        await action(
          await post("pt-vps-2c4g", join({ formKey: "another-form-key-0001" }), {
            language,
            token,
          }),
        ),
      );
      expect(again.status).toBe(422);
      expect(again.data).toMatchObject({
        formError: texts(language).apiErrors["4403"],
        values: { groupId: "grp-2c4g-b" },
      });
      expect(again.data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("translates a full and a closed group", async () => {
    for (const [code, key] of [
      [4401, "4401"],
      [4402, "4402"],
    ] as const) {
      upstream.use(
        http.post(`${MOCK_BASE_URL}${CREATE}`, () =>
          HttpResponse.json({ code, message: "refused" }, { status: 422 }),
        ),
      );
      const { data, status } = answered(
        await action(await post("pt-vps-2c4g", join(), { language: "zh", token })),
      );
      expect(status).toBe(422);
      expect(data.formError).toBe(texts("zh").apiErrors[key]);
    }
  });

  it("keeps the form and says so when the provider is down", async () => {
    await offerPage(detail("pt-vps-2c4g"), "pt-vps-2c4g");
    upstream.down();
    const { data, status } = answered(
      await action(await post("pt-vps-2c4g", join(), { language: "ja", token })),
    );
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: texts("ja").errors.unavailable,
      values: { areaId: "hkg", groupId: "grp-2c4g-b" },
    });
  });

  it("refuses a post from another site", async () => {
    const { data, status } = answered(
      await action(
        await post("pt-vps-2c4g", join(), { token, headers: { origin: "https://evil.example" } }),
      ),
    );
    expect(status).toBe(403);
    expect(data.formError).toBe(texts("en").errors.crossSite);
    expect(upstream.to(CREATE)).toEqual([]);
  });

  it("never answers a 5xx to hostile input", async () => {
    for (const fields of [
      join({ groupId: "../../etc/passwd" }),
      join({ groupId: "grp-does-not-exist" }),
      join({ areaId: "\u0000\u202e", imageId: "<script>" }),
      join({ areaId: "x".repeat(10_000) }),
      { ...join(), __proto__: "x", constructor: "y" },
      join({ groupId: "grp-cvm-s4-a" }),
    ]) {
      const result = await action(
        await post("pt-vps-2c4g", fields as Record<string, string>, { token }),
      ).catch((error: unknown) => error);
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status, JSON.stringify(fields).slice(0, 80)).toBeLessThan(500);
    }
  });
});
