import { describe, expect, it, vi } from "vitest";
import { loader } from "./version";

describe("version.json", () => {
  it("answers the version compiled into this build, not one read at run time", async () => {
    // vitest.config.ts compiles `__BUILD_VERSION__` in as this literal; the variable the
    // process sees now is something else, and must not be what the page answers.
    vi.stubEnv("BUILD_VERSION", "read-at-run-time");
    expect(await loader().json()).toEqual({ version: "20260102030405" });
    vi.unstubAllEnvs();
  });

  it("is what vite.config.ts builds in: BUILD_VERSION when set, else the build's time", async () => {
    vi.stubEnv("BUILD_VERSION", "release-42");
    vi.resetModules();
    const given = (await import("../../vite.config.ts")).default;
    expect(given.define?.__BUILD_VERSION__).toBe(JSON.stringify("release-42"));

    vi.stubEnv("BUILD_VERSION", "");
    vi.resetModules();
    const stamped = (await import("../../vite.config.ts")).default;
    expect(JSON.parse(String(stamped.define?.__BUILD_VERSION__))).toMatch(/^\d{14}$/);
  });

  it("is never cached: pages poll it to notice a new deployment", () => {
    expect(loader().headers.get("cache-control")).toBe("no-store");
  });
});
