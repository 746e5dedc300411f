import { describe, expect, it } from "vitest";
import { loader } from "./version";

describe("version.json", () => {
  it("answers the version of this build (BUILD_VERSION at build time)", async () => {
    const response = loader();
    expect(process.env.BUILD_VERSION).toBeTruthy();
    expect(await response.json()).toEqual({ version: process.env.BUILD_VERSION });
  });

  it("is never cached: pages poll it to notice a new deployment", () => {
    expect(loader().headers.get("cache-control")).toBe("no-store");
  });
});
