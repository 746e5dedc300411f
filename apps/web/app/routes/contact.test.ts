// The contact form's action: checked with the pattern catalogue, translated field messages,
// the typed values kept, sent once per form key, refused from another site.
import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, unwrap } from "~/test/request";
import { action, loader } from "./contact";

const upstream = mockProviderApi();

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(path, fields, { headers });

const valid = {
  formKey: "3f1c2a9e-4b5d-4e6f-8a7b-9c0d1e2f3a4b",
  name: "Li Wei",
  email: "li.wei@example.com",
  phone: "",
  topic: "sales",
  message: "Do you offer a discount for ten servers in Tokyo?",
};

describe("contact", () => {
  it("gives the page a fresh form key", async () => {
    const first = unwrap(await loader(await pageArgs("/contact"))).data;
    const second = unwrap(await loader(await pageArgs("/contact"))).data;
    expect(first.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.formKey).not.toBe(second.formKey);
    expect(first.sent).toBe(false);
    expect(first.topic).toBe("sales");
    expect(unwrap(await loader(await pageArgs("/contact?topic=other"))).data.topic).toBe("other");
    expect(unwrap(await loader(await pageArgs("/contact?topic=toString"))).data.topic).toBe(
      "sales",
    );
  });

  it("sends a valid message to the provider, then redirects to the thank-you", async () => {
    const response = (await action(await post("/zh/contact", valid))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/zh/contact?sent=1#contact-form");
    const [sent] = upstream.to("/api/home/contact/message");
    expect(sent?.body).toMatchObject({
      name: "Li Wei",
      email: "li.wei@example.com",
      topic: "sales",
      language: "zh",
    });
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(unwrap(await loader(await pageArgs("/zh/contact?sent=1"))).data.sent).toBe(true);
  });

  it("sends the same form key as the same Idempotency-Key: a double submit applies once", async () => {
    await action(await post("/contact", valid));
    await action(await post("/contact", valid));
    const keys = upstream
      .to("/api/home/contact/message")
      .map((r) => r.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(upstream.provider.records.filter((r) => r.kind === "contact")).toHaveLength(1);
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses bad fields with messages in %s and keeps what was typed",
    async (language) => {
      const prefix = language === "en" ? "" : `/${language}`;
      const bad = { ...valid, name: "x", email: "not-an-email", phone: "12", message: "short" };
      const { data, status } = answered(await action(await post(`${prefix}/contact`, bad)));
      const v = resources[language].common.validation;
      expect(status).toBe(400);
      expect(data).toMatchObject({
        errors: { name: v.invalid, email: v.email, phone: v.phone, message: v.invalid },
        values: { name: "x", email: "not-an-email", message: "short" },
      });
      expect(upstream.to("/api/home/contact/message")).toEqual([]);
    },
  );

  it("asks for every required field", async () => {
    const { data } = answered(await action(await post("/contact", { formKey: valid.formKey })));
    const required = resources.en.common.validation.required;
    expect(data).toMatchObject({
      errors: { name: required, email: required, topic: required, message: required },
    });
  });

  it("refuses an unknown topic and a message over the limit", async () => {
    const { data } = answered(
      await action(
        await post("/contact", { ...valid, topic: "<script>", message: "x".repeat(5001) }),
      ),
    );
    const v = resources.en.common.validation;
    expect(data).toMatchObject({ errors: { topic: v.required, message: v.tooLong } });
  });

  it("refuses a post from another site", async () => {
    const { data, status } = answered(
      await action(await post("/contact", valid, { origin: "https://evil.example" })),
    );
    expect(status).toBe(403);
    expect(data).toMatchObject({ formError: resources.en.common.errors.crossSite });
    expect(upstream.to("/api/home/contact/message")).toEqual([]);
  });

  it("refuses a body that is not a form, or too large, without a 500", async () => {
    const json = await pageArgs("/contact", { method: "POST", json: valid });
    expect(answered(await action(json)).status).toBe(415);
    const big = await post("/contact", { ...valid, message: "x".repeat(70_000) });
    expect(answered(await action(big)).status).toBe(413);
  });

  it("keeps the form and says so when the provider is down", async () => {
    upstream.down();
    const { data, status } = answered(await action(await post("/ja/contact", valid)));
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: resources.ja.common.errors.unavailable,
      values: { message: valid.message },
    });
  });

  it("never answers a 500 to hostile fields", async () => {
    for (const fields of [
      { __proto__: "x", constructor: "y", ...valid },
      { ...valid, name: "\u0000\u202e", email: "a@b.c\r\nBcc: x@y.z" },
      { ...valid, topic: "toString" },
    ]) {
      const result = await action(await post("/contact", fields as Record<string, string>)).catch(
        (error: unknown) => error,
      );
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
  });
});
