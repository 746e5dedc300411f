import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { type Language, LOCALE_COOKIE_NAME, resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { requestContext } from "~/context";
import { LANGUAGE_HEADER } from "~/lib/page/services";
import { action as claimCoupon } from "~/routes/ac-coupon";
import { action as rateSite } from "~/routes/index";
import { apiErrors, bffGet, bffPost, CHAT_UUID, pathOf, readEnvelope } from "~/test/bff";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, SITE } from "~/test/request";
import { handleBffPost } from "../bff/bff.server";
import { issueMessage } from "./problems.server";

const upstream = mockProviderApi();

const LANGUAGES = ["en", "zh", "ja"] as const;
const PREFIX: Record<Language, string> = { en: "", zh: "/zh", ja: "/ja" };
const FORM_KEY = "parity-0123456789";
const validation = (language: Language) => resources[language].common.validation;

/** The problem a page's form shows for `field` after posting `fields` to `path`. */
async function pageProblem(
  action: typeof claimCoupon | typeof rateSite,
  path: string,
  fields: Record<string, string>,
  field: string,
) {
  const { data, status } = answered(await action(await postForm(path, fields)));
  expect(status).toBe(400);
  return data.errors[field];
}

/** The problem `/api` names for `field` after posting `json` to contract call `path`. */
async function apiProblem(path: string, json: unknown, field: string, language: Language) {
  const { status, body } = await bffPost(path, json, { headers: { [LANGUAGE_HEADER]: language } });
  expect(status).toBe(400);
  return body.fields?.[field];
}

describe("one rule for a page's form and for /api", () => {
  describe.each(LANGUAGES)("in %s", (language) => {
    it.each([
      ["a coupon not named", {}, "required"],
      ["an empty coupon id", { couponId: "" }, "required"],
      ["a coupon id with spaces", { couponId: "a b" }, "invalid"],
      ["a 65-character coupon id", { couponId: "c".repeat(65) }, "tooLong"],
    ] as const)("gives %s the same message", async (_, input, expected) => {
      const page = await pageProblem(
        claimCoupon,
        `${PREFIX[language]}/ac/coupon`,
        { formKey: FORM_KEY, code: "", ...input },
        "couponId",
      );
      const api = await apiProblem(pathOf("couponReceive"), input, "couponId", language);
      expect(page).toBe(validation(language)[expected]);
      expect(api).toBe(page);
    });

    it("gives an over-long rating comment the same message", async () => {
      const comment = "好".repeat(501);
      const page = await pageProblem(
        rateSite,
        `${PREFIX[language]}/`,
        { formKey: FORM_KEY, rating: "5", comment },
        "comment",
      );
      const api = await apiProblem(
        pathOf("footerComment"),
        { rating: 5, content: comment },
        "content",
        language,
      );
      expect(page).toBe(validation(language).tooLong);
      expect(api).toBe(page);
    });
  });
});

describe("issueMessage", () => {
  const t = (key: string) => `<${key}>`;
  const issues = (schema: z.ZodType, input: unknown) => {
    const parsed = schema.safeParse(input, { reportInput: true });
    if (parsed.success) throw new Error("expected issues");
    return parsed.error.issues;
  };
  const first = (schema: z.ZodType, input: unknown) => {
    const [issue] = issues(schema, input);
    if (!issue) throw new Error("expected an issue");
    return issueMessage(t, issue);
  };

  it("says a value not given is required, whatever the schema's own check", () => {
    expect(first(z.string(), undefined)).toBe("<validation.required>");
    expect(first(z.string().min(1), "")).toBe("<validation.required>");
    expect(first(z.string().regex(/^x+$/, { message: "validation.invalid" }), "")).toBe(
      "<validation.required>",
    );
    expect(first(z.array(z.string()).min(1), [])).toBe("<validation.required>");
  });

  it("keeps a page's own words, even for a value not given", () => {
    expect(first(z.literal("accept", { message: "pages.signUp.termsRequired" }), undefined)).toBe(
      "<pages.signUp.termsRequired>",
    );
  });

  it("uses the catalogue's rule for a value given wrong, then too long, then not valid", () => {
    expect(first(z.string().regex(/^\d+$/, { message: "validation.phone" }), "x")).toBe(
      "<validation.phone>",
    );
    expect(first(z.string().max(2), "xyz")).toBe("<validation.tooLong>");
    expect(first(z.string().uuid(), "x")).toBe("<validation.invalid>");
  });

  it("does not call a number below its minimum missing, nor a value of another type", () => {
    expect(first(z.number().min(1), 0)).toBe("<validation.invalid>");
    expect(first(z.string(), 5)).toBe("<validation.invalid>");
  });
});

describe("translated errors", () => {
  it("takes the language from the header, else the languages cookie, else English", async () => {
    const unknown = { couponId: "cp-does-not-exist" };
    const byHeader = await bffPost(pathOf("couponReceive"), unknown, {
      token: mockUser.token,
      headers: { [LANGUAGE_HEADER]: "ja" },
      cookies: { [LOCALE_COOKIE_NAME]: "zh" },
    });
    expect(byHeader.body).toMatchObject({ code: 4040, message: apiErrors("ja")["4040"] });

    const byCookie = await bffPost(pathOf("couponReceive"), unknown, {
      token: mockUser.token,
      headers: { [LANGUAGE_HEADER]: "fr" },
      cookies: { [LOCALE_COOKIE_NAME]: "zh" },
    });
    expect(byCookie.body).toMatchObject({ code: 4040, message: apiErrors("zh")["4040"] });

    const neither = await bffPost(pathOf("couponReceive"), unknown, { token: mockUser.token });
    expect(neither.body).toMatchObject({ code: 4040, message: apiErrors("en")["4040"] });
    expect(neither.status).toBe(404);
  });

  it("translates a GET's errors by its language parameter", async () => {
    const { body } = await bffGet(`${pathOf("bandwidths")}?language=ja`);
    expect(body.message).toBe(apiErrors("ja")["4000"]);
  });

  it.each(["en", "zh", "ja"] as const)(
    "answers the generic text in %s for a code without a translation, and logs the provider's sentence with the request id",
    async (language) => {
      upstream.use(
        http.post(`${MOCK_BASE_URL}${pathOf("chat")}`, () =>
          HttpResponse.json({ code: 4777, message: "Ask again tomorrow." }, { status: 422 }),
        ),
      );
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const args = await pageArgs(pathOf("chat"), {
        json: { question: "hi", uuid: CHAT_UUID },
        headers: { origin: SITE, [LANGUAGE_HEADER]: language },
      });
      const { status, body } = await readEnvelope(await handleBffPost(args));
      expect(status).toBe(422);
      expect(body).toMatchObject({
        code: 4777,
        message: resources[language].common.toast.requestFailed,
      });
      const logged = warn.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toContain("Ask again tomorrow.");
      expect(logged).toContain(args.context.get(requestContext).id);
    },
  );

  it("names the refused fields in the visitor's language", async () => {
    const { status, body } = await bffPost(
      pathOf("domainCheck"),
      { name: "-", suffixes: [] },
      { headers: { [LANGUAGE_HEADER]: "ja" } },
    );
    expect(status).toBe(400);
    expect(body.code).toBe(4000);
    expect(body.message).toBe(apiErrors("ja")["4000"]);
    expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    // The contract names the rule a field breaks (the domain label's), else a general problem.
    const { required, invalid, tooLong, domain } = resources.ja.common.validation;
    for (const message of Object.values(body.fields ?? {}))
      expect([required, invalid, tooLong, domain]).toContain(message);
  });

  it("passes the provider's refused fields on, in the visitor's language", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${pathOf("domainCheck")}`, () =>
        HttpResponse.json(
          { code: 4000, message: "Bad input.", fields: { name: "Domain label invalid" } },
          { status: 400 },
        ),
      ),
    );
    const { status, body } = await bffPost(
      pathOf("domainCheck"),
      { name: "example", suffixes: [".com"] },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(apiErrors("zh")["4000"]);
    expect(body.fields).toEqual({ name: resources.zh.common.validation.invalid });
  });
});
