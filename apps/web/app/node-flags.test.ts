import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEB_NODE_ENV, WEB_NODE_FLAGS } from "../node-flags";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
};

describe("the web server's V8 flags and allocator settings", () => {
  it("are the ones the package's start script runs it with", () => {
    const env = Object.entries(WEB_NODE_ENV).map(([name, value]) => `${name}=${value}`);
    expect(manifest.scripts.start).toBe(
      `${env.join(" ")} node ${WEB_NODE_FLAGS.join(" ")} server.ts`,
    );
  });
});
