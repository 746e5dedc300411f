// Sign-up, guarded: one account per form key, the provider's refusals and outages, the sign-up
// limit, other sites, and hostile input never a 5xx; what was typed kept, the password never
// sent back.
import { mockUser } from "@hostfront/api-client/mocks";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "~/lib/http/rate-limit.server";
import { texts } from "~/test/language";
import { forgetStatus, mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm } from "~/test/request";
import { action } from "./sign-up";
import { everything, PASSWORD, REGISTER, valid } from "./sign-up.fixtures";

const upstream = mockProviderApi();

beforeEach(async () => {
  await forgetStatus();
});

describe("sign-up action: once, and only when it may", () => {
  it("answers an existing account with the translated ACCOUNT_EXISTS and a new form key", async () => {
    const fields = valid({ account: mockUser.userAccount });
    const { data, status } = answered(await action(await postForm("/zh/signUp", fields)));
    expect(status).toBe(422);
    expect(data.errors).toEqual({ account: texts("zh").apiErrors["4301"] });
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.formKey).not.toBe(fields.formKey);
    expect(data.values).toMatchObject({ account: mockUser.userAccount });
    expect(everything(data)).not.toContain(PASSWORD);
  });

  it("creates one account for a form sent twice (double click, resubmitted page)", async () => {
    const fields = valid();
    const [first, second] = (await Promise.all([
      action(await postForm("/signUp", fields)),
      action(await postForm("/signUp", fields)),
    ])) as Response[];
    const third = (await action(await postForm("/signUp", fields))) as Response;
    for (const response of [first, second, third]) {
      expect(response?.status).toBe(303);
      expect(response?.headers.get("location")).toBe(first?.headers.get("location"));
    }
    expect(upstream.to(REGISTER)).toHaveLength(1);
    expect(upstream.provider.outbox).toHaveLength(1);
  });

  it("sends the same form key as the same Idempotency-Key: the provider creates one account", async () => {
    const fields = valid();
    const first = (await action(await postForm("/signUp", fields))) as Response;
    // The same form again once this instance no longer remembers it (as another instance, or
    // this one restarted, would get it): the password is encrypted the same way for the same
    // form, so the provider answers with its first result.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const second = (await action(await postForm("/signUp", fields))) as Response;
    vi.useRealTimers();
    const keys = upstream.to(REGISTER).map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const bodies = upstream.to(REGISTER).map((request) => request.body?.password);
    expect(bodies[0]).toBe(bodies[1]);
    expect(upstream.provider.outbox).toHaveLength(1);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
  });

  it("does not answer a changed form with the first form's result", async () => {
    const fields = valid();
    await action(await postForm("/signUp", fields));
    const changed = { ...fields, account: "someone.else@example.com" };
    const { data } = answered(await action(await postForm("/signUp", changed)));
    expect(data.formError).toBe(texts("en").pages.signUp.alreadySent);
    expect(upstream.provider.outbox.map((mail) => mail.to)).toEqual([fields.account]);
  });

  it("keeps the form and says so when the provider is down", async () => {
    upstream.down();
    const { data, status } = answered(await action(await postForm("/ja/signUp", valid())));
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: texts("ja").errors.unavailable,
      values: { username: "LiWei" },
    });
    expect(everything(data)).not.toContain(PASSWORD);
  });

  it("holds back a visitor over the sign-up limit: 429, translated, nothing sent", async () => {
    for (let i = 0; i < LIMITS.signUp.max; i++)
      expect(((await action(await postForm("/signUp", valid()))) as Response).status).toBe(303);
    const { data, status, headers } = answered(await action(await postForm("/zh/signUp", valid())));
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(data.formError).toBe(texts("zh").errors.status["429"]);
    expect(data.values.username).toBe("LiWei");
    expect(everything(data)).not.toContain(PASSWORD);
    expect(upstream.to(REGISTER)).toHaveLength(LIMITS.signUp.max);
  });

  it("does not count a form refused for its fields against the limit", async () => {
    for (let i = 0; i < LIMITS.signUp.max + 2; i++)
      expect(
        answered(await action(await postForm("/signUp", valid({ account: "nope" })))).status,
      ).toBe(400);
    expect(((await action(await postForm("/signUp", valid()))) as Response).status).toBe(303);
  });

  it("refuses a post from another site", async () => {
    const { data, status } = answered(
      await action(
        await postForm("/signUp", valid(), { headers: { origin: "https://evil.example" } }),
      ),
    );
    expect(status).toBe(403);
    expect(data.formError).toBe(texts("en").errors.crossSite);
    expect(upstream.to(REGISTER)).toEqual([]);
  });

  it("never answers a 500 to hostile input", async () => {
    const hostile: Record<string, string>[] = [
      { ...valid(), account: "\u0000\u202e@example.com", username: "<img src=x>" },
      { ...valid(), account: `${"a".repeat(300)}@example.com` },
      { ...valid(), username: "x".repeat(5000), terms: "toString" },
      { ...valid(), passwordEncrypted: "A".repeat(5000) },
      { __proto__: "x", constructor: "y", ...valid() } as Record<string, string>,
    ];
    for (const fields of hostile) {
      const result = await action(await postForm("/signUp", fields)).catch(
        (error: unknown) => error,
      );
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
    const json = await pageArgs("/signUp", { method: "POST", json: valid() });
    expect(answered(await action(json)).status).toBe(415);
    expect(
      answered(
        await action(await postForm("/signUp", { ...valid(), username: "x".repeat(70_000) })),
      ).status,
    ).toBe(413);
  });
});
