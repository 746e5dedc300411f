// Domains: suffixes, availability, premium names counted in code points, labels.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function domainCases(s: Suite): void {
  describe("domains", () => {
    it("lists suffixes and checks a name under several", async () => {
      expect((await s.h.api.domainSuffixes({ language: "zh" })).length).toBeGreaterThanOrEqual(20);
      const results = await s.h.api.domainCheck({
        name: "Quiet-Harbour-77",
        suffixes: [".com", ".io"],
      });
      expect(results).toEqual([
        expect.objectContaining({
          domain: "quiet-harbour-77.com",
          available: true,
          registerUsd: 8.88,
          premium: false,
        }),
        expect.objectContaining({
          domain: "quiet-harbour-77.io",
          available: true,
          registerUsd: 39,
        }),
      ]);
      expect((await s.h.api.domainCheck({ name: "google", suffixes: [".com"] }))[0]).toMatchObject({
        available: false,
        reason: "registered",
      });
      expect((await s.h.api.domainCheck({ name: "ab", suffixes: [".xyz"] }))[0]).toMatchObject({
        premium: true,
        registerUsd: 39.8,
      });
      // Names are counted in code points: two CJK characters outside the BMP are a short name.
      expect((await s.h.api.domainCheck({ name: "𠮷𠮷", suffixes: [".xyz"] }))[0]).toMatchObject({
        premium: true,
      });
      expect((await s.h.api.domainCheck({ name: "abcd", suffixes: [".xyz"] }))[0]).toMatchObject({
        premium: false,
      });
      await s.expectError(
        "domainCheck",
        s.h.api.domainCheck({ name: "quiet", suffixes: [".museum"] }),
        "SUFFIX_UNKNOWN",
      );
      const bad = await s.h.api
        .domainCheck({ name: "-bad-", suffixes: [".com"] })
        .catch((e: unknown) => e);
      expect(bad).toMatchObject({ code: 4000, fields: { name: "validation.domain" } });
    });
  });
}
