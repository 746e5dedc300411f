// The ticket form: the visitor's servers and disks to choose from, prefilled from the query;
// checked on the server with translated messages and the typed values kept; sent once per form
// key; the ticket's number, state and response time after the redirect; refusals, an outage,
// hostile input and a visitor without a session.
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { loginUrl } from "~/lib/account/login.server";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, runMiddleware, thrownBy, unwrap } from "~/test/request";
import { action, loader, middleware } from "./work-server-submit-work";

const upstream = mockProviderApi();
const token = mockUser.token;
const SUBMIT = "/api/workServer/work/submit";

const valid = {
  formKey: "6b0f3c1e-2d4a-4b5c-9e8f-7a6b5c4d3e2f",
  category: "technical",
  product: "srv-demo-1",
  subject: "203.0.113.51 unreachable over SSH",
  description: "Since 14:20 HKT ssh times out from two networks; port 443 still answers.",
};

const post = (path: string, fields: Record<string, string>, init: { token?: string } = { token }) =>
  postForm(path, fields, init);

const load = async (path: string) => unwrap(await loader(await pageArgs(path, { token }))).data;

/** The answer of an action that redirected. */
async function redirectOf(result: unknown): Promise<URL> {
  const response = result instanceof Response ? result : null;
  if (!response) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", config.siteUrls.en);
}

const tickets = () => upstream.provider.records.filter((record) => record.kind === "ticket");

describe("submit a ticket: the form", () => {
  it("sends a visitor to the console's login and back, with the query", async () => {
    const thrown = await thrownBy(async () =>
      runMiddleware(middleware, await pageArgs("/ja/workServer/submitWork?category=billing")),
    );
    expect((thrown as Response).headers.get("location")).toBe(
      loginUrl("ja", `${config.siteUrls.ja}/workServer/submitWork?category=billing`),
    );
  });

  it("offers the visitor's servers and disks, with a fresh form key", async () => {
    const data = await load("/workServer/submitWork");
    expect(data.ticket).toBeNull();
    expect(data.form?.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.form?.products).toEqual({
      servers: [{ id: "srv-demo-1", label: "web-1 · 203.0.113.51 · Hong Kong" }],
      disks: [
        { id: "disk-demo-1", label: "web-1-data · 100 GB · Hong Kong" },
        { id: "disk-demo-2", label: "backup · 500 GB · Frankfurt" },
      ],
    });
    expect(data.form?.prefill).toEqual({ category: "technical", product: "", subject: "" });
    expect(upstream.to("/api/cvm/user/product")[0]?.headers.get("authorization")).toBe(
      `Bearer ${token}`,
    );
    const again = await load("/workServer/submitWork");
    expect(again.form?.formKey).not.toBe(data.form?.formKey);
  });

  it("fills in the category and product other pages link with", async () => {
    const data = await load("/zh/workServer/submitWork?category=billing&product=disk-demo-2");
    expect(data.form?.prefill).toMatchObject({ category: "billing", product: "disk-demo-2" });
    expect(data.form?.products?.disks[1]?.label).toBe("backup · 500 GB · 法兰克福");
  });

  it("ignores a category or product it does not know", async () => {
    for (const query of [
      "?category=refund&product=srv-someone-else",
      "?category=__proto__&product=%3Cscript%3E",
      `?category=technical&subject=${"x".repeat(500)}`,
    ]) {
      const data = await load(`/workServer/submitWork${query}`);
      expect(data.form?.prefill.category, query).toBe("technical");
      expect(data.form?.prefill.product, query).toBe("");
      expect(data.form?.prefill.subject.length, query).toBeLessThanOrEqual(120);
    }
  });

  it("still shows the form when the provider is down, without the product list", async () => {
    upstream.down();
    const { data, status } = unwrap(
      await loader(await pageArgs("/workServer/submitWork", { token })),
    );
    expect(status).toBe(200);
    expect(data.form?.products).toBeNull();
    expect(data.form?.formKey).toBeTruthy();
  });
});

describe("submit a ticket: sending it", () => {
  it("opens the ticket and redirects to its number, state and response time", async () => {
    const location = await redirectOf(await action(await post("/zh/workServer/submitWork", valid)));
    expect(location.pathname).toBe("/zh/workServer/submitWork");
    const number = location.searchParams.get("ticket");
    expect(number).toMatch(/^T\d+$/);
    expect(location.searchParams.get("category")).toBe("technical");
    const [sent] = upstream.to(SUBMIT);
    expect(sent?.body).toEqual({
      language: "zh",
      category: "technical",
      productId: "srv-demo-1",
      subject: valid.subject,
      content: valid.description,
    });
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(tickets()).toHaveLength(1);

    const result = await load(`${location.pathname}${location.search}`);
    expect(result.form).toBeNull();
    expect(result.ticket).toMatchObject({ number, category: "technical" });
    expect(result.ticket?.opened?.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    // The result page needs no product list.
    expect(upstream.to("/api/cvm/user/product")).toHaveLength(0);
  });

  it("sends a ticket about no product with productId null", async () => {
    await action(await post("/workServer/submitWork", { ...valid, product: "" }));
    expect(upstream.to(SUBMIT)[0]?.body).toMatchObject({ productId: null });
  });

  it("opens one ticket for a form sent twice (the same Idempotency-Key)", async () => {
    const first = await redirectOf(await action(await post("/workServer/submitWork", valid)));
    const second = await redirectOf(await action(await post("/workServer/submitWork", valid)));
    const keys = upstream.to(SUBMIT).map((r) => r.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(second.searchParams.get("ticket")).toBe(first.searchParams.get("ticket"));
    expect(tickets()).toHaveLength(1);
    // A new form (a new key) is a new ticket.
    await action(await post("/workServer/submitWork", { ...valid, formKey: "another-form-key-1" }));
    expect(tickets()).toHaveLength(2);
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses bad fields with the page's messages in %s and keeps what was typed",
    async (language) => {
      const prefix = language === "en" ? "" : `/${language}`;
      const bad = { ...valid, category: "urgent", subject: "ok", description: "too short" };
      const { data, status } = answered(
        await action(await post(`${prefix}/workServer/submitWork`, bad)),
      );
      const texts = resources[language].common;
      const own = texts.pages["workServer-submitWork"].errors;
      expect(status).toBe(400);
      expect(data).toMatchObject({
        errors: {
          category: texts.validation.required,
          subject: own.subjectLength,
          description: own.descriptionLength,
        },
        values: { subject: "ok", description: "too short", product: "srv-demo-1" },
      });
      expect(upstream.to(SUBMIT)).toEqual([]);
    },
  );

  it("asks for every required field, and refuses text over the limits", async () => {
    const empty = answered(
      await action(await post("/workServer/submitWork", { formKey: "k".repeat(12) })),
    );
    const v = resources.en.common.validation;
    expect(empty.data.errors).toMatchObject({
      category: v.required,
      subject: v.required,
      description: v.required,
    });
    const long = answered(
      await action(
        await post("/workServer/submitWork", {
          ...valid,
          subject: "s".repeat(121),
          description: "d".repeat(5001),
        }),
      ),
    );
    const own = resources.en.common.pages["workServer-submitWork"].errors;
    expect(long.data.errors).toEqual({
      subject: own.subjectLength,
      description: own.descriptionLength,
    });
  });

  it("counts a subject by its trimmed length", async () => {
    const padded = { ...valid, subject: `   ${"a".repeat(120)}   ` };
    await redirectOf(await action(await post("/workServer/submitWork", padded)));
    expect(upstream.to(SUBMIT)[0]?.body?.subject).toBe("a".repeat(120));
  });

  it("puts a product that is not the visitor's on its field, with a new form key", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${SUBMIT}`, () =>
        HttpResponse.json(
          { code: 4040, message: "No product srv-x on this account." },
          { status: 404 },
        ),
      ),
    );
    const { data, status } = answered(
      await action(await post("/ja/workServer/submitWork", { ...valid, product: "srv-x" })),
    );
    expect(status).toBe(404);
    expect(data.errors).toEqual({
      product: resources.ja.common.pages["workServer-submitWork"].errors.productUnknown,
    });
    expect(data.values).toMatchObject({ subject: valid.subject });
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.formKey).not.toBe(valid.formKey);
  });

  it("keeps the form and says so when the provider is down", async () => {
    upstream.down();
    const { data, status } = answered(await action(await post("/zh/workServer/submitWork", valid)));
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: resources.zh.common.errors.unavailable,
      values: { description: valid.description },
    });
  });

  it("says so when the provider no longer accepts the token, keeping the text", async () => {
    const { data, status } = answered(
      await action(
        await post("/workServer/submitWork", valid, { token: "revoked-token-0123456789" }),
      ),
    );
    expect(status).toBe(401);
    expect(data).toMatchObject({
      formError: resources.en.common.apiErrors["4010"],
      values: { subject: valid.subject },
    });
  });

  it("sends a visitor's post to the console's login", async () => {
    const thrown = await thrownBy(async () =>
      action(await post("/workServer/submitWork", valid, {})),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      loginUrl("en", `${config.siteUrls.en}/workServer/submitWork`),
    );
    expect(upstream.to(SUBMIT)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const args = await postForm("/workServer/submitWork", valid, {
      token,
      headers: { origin: "https://evil.example" },
    });
    const { status } = answered(await action(args));
    expect(status).toBe(403);
    expect(upstream.to(SUBMIT)).toEqual([]);
  });

  it("never answers a 500 to hostile fields", async () => {
    for (const fields of [
      { __proto__: "x", constructor: "y", ...valid },
      { ...valid, category: "toString", product: "../../etc/passwd" },
      { ...valid, product: "x".repeat(65) },
      {
        ...valid,
        subject: "\u0000\u202e<script>alert(1)</script>",
        description: "\r\n".repeat(20),
      },
      { ...valid, formKey: "<>" },
    ]) {
      const result = await action(
        await post("/workServer/submitWork", fields as Record<string, string>),
      ).catch((error: unknown) => error);
      const status = result instanceof Response ? result.status : answered(result as never).status;
      expect(status).toBeLessThan(500);
    }
    const json = await pageArgs("/workServer/submitWork", { token, method: "POST", json: valid });
    expect(answered(await action(json)).status).toBe(415);
  });
});

describe("submit a ticket: the result page", () => {
  it("shows the ticket the URL names, and the form for anything else", async () => {
    const shown = await load(
      "/ja/workServer/submitWork?ticket=T20261105482913&category=abuse&opened=2026-11-05T06:00:00.000Z",
    );
    expect(shown.ticket).toEqual({
      number: "T20261105482913",
      category: "abuse",
      opened: { iso: "2026-11-05T06:00:00.000Z", text: "2026/11/05" },
    });
    for (const query of [
      "?ticket=%3Cscript%3E&category=abuse",
      "?ticket=T1&category=refund",
      "?ticket=&category=abuse",
    ]) {
      const data = await load(`/workServer/submitWork${query}`);
      expect(data.ticket, query).toBeNull();
      expect(data.form, query).not.toBeNull();
    }
    const noDate = await load("/workServer/submitWork?ticket=T1&category=other&opened=soon");
    expect(noDate.ticket).toMatchObject({ number: "T1", opened: null });
  });

  it.each(["en", "zh", "ja"] as const)(
    "has a first-response time for every category in %s",
    (language) => {
      const page = resources[language].common.pages["workServer-submitWork"];
      expect(Object.keys(page.response).sort()).toEqual([
        "abuse",
        "billing",
        "other",
        "sales",
        "technical",
      ]);
      expect(page.result.expected).toContain("{{time}}");
    },
  );
});
