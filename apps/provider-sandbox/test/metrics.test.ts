// The sandbox's Prometheus series count its API calls by contract call and answer code.
import { describe, expect, it } from "vitest";
import { startSandbox } from "./harness.ts";

describe("metrics", () => {
  it("count answered calls by call and code, with their durations", async () => {
    const h = await startSandbox();
    try {
      await h.api.footLinks({});
      await h.api.footLinks({});
      // An account that does not exist: refused with the documented code.
      await h.api
        .login({ account: "nobody@example.com", password: h.encrypt("abc12345") })
        .catch(() => undefined);
      const text = await h.running.metrics.registry.metrics();
      expect(text).toMatch(
        /hostfront_sandbox_calls_total\{call="footLinks",code="2000",replayed="0"\} 2/,
      );
      expect(text).toMatch(
        /hostfront_sandbox_calls_total\{call="login",code="4\d{3}",replayed="0"\} 1/,
      );
      expect(text).toContain("hostfront_sandbox_call_duration_seconds_bucket");
    } finally {
      await h.stop();
    }
  });
});
