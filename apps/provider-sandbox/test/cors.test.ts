// SANDBOX_CORS_ORIGINS: off by default; `*` lets any page call the API and read its document
// without credentials; a list answers each listed origin with itself, with credentials.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { CORS_MAX_AGE_SECONDS } from "../src/cors.ts";
import { readConfig } from "../src/env.ts";
import { type Harness, startSandbox } from "./harness.ts";

const SHOP = "https://shop.test";
const LOCAL = "http://localhost:5173";

const preflight = (h: Harness, path: string, origin: string, headers = "content-type") =>
  fetch(`${h.baseUrl}${path}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": headers,
    },
  });

describe("SANDBOX_CORS_ORIGINS", () => {
  it("is off when unset or empty, * or a list of exact origins otherwise", () => {
    expect(readConfig({}).corsOrigins).toBeNull();
    expect(readConfig({ SANDBOX_CORS_ORIGINS: " " }).corsOrigins).toBeNull();
    expect(readConfig({ SANDBOX_CORS_ORIGINS: "*" }).corsOrigins).toBe("*");
    expect(readConfig({ SANDBOX_CORS_ORIGINS: `${SHOP}, ${LOCAL},${SHOP}` }).corsOrigins).toEqual([
      SHOP,
      LOCAL,
    ]);
  });

  it.each([
    "shop.test",
    "https://shop.test/",
    "https://shop.test/app",
    "https://*.shop.test",
    "ftp://shop.test",
    `${SHOP},`,
    `${SHOP},*`,
  ])("refuses %j at start, naming the variable", (value) => {
    expect(() => readConfig({ SANDBOX_CORS_ORIGINS: value })).toThrow(/SANDBOX_CORS_ORIGINS/);
  });
});

describe("CORS off (the default)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox();
  });
  afterAll(() => h.stop());

  it("allows no other origin on the API nor on the document", async () => {
    const answer = await fetch(`${h.baseUrl}/api/cvm/area/search`, { headers: { origin: SHOP } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const document = await fetch(`${h.baseUrl}/openapi.json`, { headers: { origin: SHOP } });
    expect(document.headers.get("access-control-allow-origin")).toBeNull();
    const before = await preflight(h, "/api/ac/coupon/receive", SHOP);
    expect(before.headers.get("access-control-allow-origin")).toBeNull();
    expect(before.headers.get("access-control-allow-methods")).toBeNull();
  });
});

describe("CORS for a list of origins", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ SANDBOX_CORS_ORIGINS: `${SHOP},${LOCAL}` });
  });
  afterAll(() => h.stop());

  it("answers a listed origin's preflight with 204, methods, headers and max-age", async () => {
    const answer = await preflight(
      h,
      "/api/ac/coupon/receive",
      LOCAL,
      "content-type,authorization,idempotency-key",
    );
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(LOCAL);
    expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
    expect(answer.headers.get("access-control-allow-methods")?.split(",")).toEqual(
      expect.arrayContaining(["GET", "POST"]),
    );
    const allowed = answer.headers.get("access-control-allow-headers")?.split(",") ?? [];
    for (const header of [
      "content-type",
      "authorization",
      "idempotency-key",
      "x-request-id",
      "accept-language",
    ])
      expect(allowed).toContain(header);
    expect(answer.headers.get("access-control-max-age")).toBe(String(CORS_MAX_AGE_SECONDS));
    expect(answer.headers.get("vary")).toMatch(/\bOrigin\b/);
  });

  it("lets a listed origin read answers, their Retry-After and Idempotency-Replayed", async () => {
    const { token } = await h.newUser();
    const body = JSON.stringify({ couponId: "cp-new5" });
    const send = () =>
      fetch(`${h.baseUrl}/api/ac/coupon/receive`, {
        method: "POST",
        headers: {
          origin: SHOP,
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": "cors-test-key-1",
        },
        body,
      });
    await send();
    const replay = await send();
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.headers.get("access-control-allow-origin")).toBe(SHOP);
    expect(replay.headers.get("access-control-allow-credentials")).toBe("true");
    expect(replay.headers.get("vary")).toMatch(/\bOrigin\b/);
    const exposed = (replay.headers.get("access-control-expose-headers") ?? "")
      .toLowerCase()
      .split(",");
    expect(exposed).toEqual(
      expect.arrayContaining(["retry-after", "idempotency-replayed", "x-request-id"]),
    );
  });

  it("serves the document to a listed origin", async () => {
    const answer = await fetch(`${h.baseUrl}/openapi.json`, { headers: { origin: LOCAL } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe(LOCAL);
    expect(answer.headers.get("vary")).toMatch(/\bOrigin\b/);
  });

  it("allows no other origin", async () => {
    const answer = await fetch(`${h.baseUrl}/api/cvm/area/search`, {
      headers: { origin: "https://elsewhere.test" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const before = await preflight(h, "/api/ac/coupon/receive", "https://elsewhere.test");
    expect(before.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("leaves routes other than the API and its document alone", async () => {
    const answer = await fetch(`${h.baseUrl}/sandbox/flags`, { headers: { origin: SHOP } });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS for any origin", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox({ SANDBOX_CORS_ORIGINS: "*" });
  });
  afterAll(() => h.stop());

  it("answers * without credentials, on the API, its preflight and the document", async () => {
    const before = await preflight(h, "/api/ac/coupon/receive", SHOP);
    expect(before.status).toBe(204);
    expect(before.headers.get("access-control-allow-origin")).toBe("*");
    expect(before.headers.get("access-control-allow-credentials")).toBeNull();
    for (const path of ["/api/cvm/area/search", "/openapi.json"]) {
      const answer = await fetch(`${h.baseUrl}${path}`, { headers: { origin: SHOP } });
      expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
    }
  });

  it("tells a page when to retry a refused call (Retry-After, exposed)", async () => {
    const { token } = await h.newUser();
    const flags = (maintenanceMessage: string | null) =>
      fetch(`${h.baseUrl}/sandbox/flags`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ maintenanceMessage }),
      });
    await flags("Back soon.");
    onTestFinished(async () => {
      await flags(null);
    });
    const answer = await fetch(`${h.baseUrl}/api/ac/coupon/receive`, {
      method: "POST",
      headers: {
        origin: SHOP,
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ couponId: "cp-new5" }),
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("access-control-expose-headers")?.toLowerCase()).toContain(
      "retry-after",
    );
  });
});
