import { describe, expect, it, vi } from "vitest";
import { loader } from "./version";

describe("version.json", () => {
  it("answers the version of this build (BUILD_VERSION at build time)", async () => {
    const response = loader();
    expect(process.env.BUILD_VERSION).toBeTruthy();
    expect(await response.json()).toEqual({ version: process.env.BUILD_VERSION });
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
