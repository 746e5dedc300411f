// The typed calls of both clients: the root entry's checks every answer against the
// contract; `/client`'s trusts answers unless given `validate`.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { type ClientOptions, createApiClient as createLightClient } from "./client/index.ts";
import { checkAnswer } from "./contract/check.ts";
import { InvalidResponseError } from "./errors.ts";
import { ok, scriptedProvider } from "./test/scripted-provider.ts";

const provider = scriptedProvider();

describe("typed calls", () => {
  it("sends GET input as the query and checks the answer against the contract", async () => {
    provider.replies = [ok([])];
    await expect(provider.client().areaSearch({ language: "ja", type: "vps" })).resolves.toEqual(
      [],
    );
    expect(provider.seen[0]?.url).toBe("/api/cvm/area/search?language=ja&type=vps");
  });

  it("sends POST input as the JSON body", async () => {
    provider.replies = [
      ok({
        couponId: "cp-new5",
        userCouponId: "uc-1",
        receivedAt: "2026-11-22T00:00:00.000Z",
        expiresAt: "2027-01-21T00:00:00.000Z",
      }),
    ];
    await provider.client().couponReceive({ couponId: "cp-new5" }, { token: "t" });
    expect(provider.seen[0]?.method).toBe("POST");
    expect(JSON.parse(provider.seen[0]?.body ?? "")).toEqual({ couponId: "cp-new5" });
  });

  it("rejects an answer outside the contract with InvalidResponseError", async () => {
    provider.replies = [ok({ ratingValue: "high" })];
    await expect(provider.client().reviewSummary()).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe("the /client entry", () => {
  const light = (options: Partial<ClientOptions> = {}) =>
    createLightClient({ baseUrl: provider.baseUrl, retryDelayMs: 1, ...options });

  it("trusts answers unless given validate", async () => {
    provider.replies = [ok({ ratingValue: "high" })];
    await expect(light().reviewSummary()).resolves.toEqual({ ratingValue: "high" });
  });

  it("checks answers with validate: checkAnswer as the root entry does", async () => {
    provider.replies = [ok({ ratingValue: "high" }), ok({ ratingValue: 4.5, reviewCount: 2 })];
    const api = light({ validate: checkAnswer });
    await expect(api.reviewSummary()).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(api.reviewSummary()).resolves.toEqual({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("reaches no zod through its imports (type-only imports are erased)", () => {
    const seen = new Set<string>();
    const visit = (file: string): string[] => {
      if (seen.has(file)) return [];
      seen.add(file);
      const source = readFileSync(file, "utf8");
      const specifiers = [
        ...source.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+"([^"]+)";/gms),
      ].map((match) => match[1] ?? "");
      return specifiers.flatMap((specifier) =>
        specifier.startsWith(".")
          ? visit(fileURLToPath(new URL(specifier, pathToFileURL(file))))
          : [specifier],
      );
    };
    const entry = fileURLToPath(new URL("./client/index.ts", import.meta.url));
    const packages = visit(entry);
    expect(seen.size).toBeGreaterThan(3);
    expect(packages).not.toContain("zod");
    // The root entry does reach it: the same walk would see a zod import there.
    seen.clear();
    expect(visit(fileURLToPath(new URL("./index.ts", import.meta.url)))).toContain("zod");
  });
});
