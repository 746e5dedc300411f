// The regions' looking glasses: pings a browser can time, test files it can download, and
// request logs for everything the sandbox serves.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_FILES } from "../src/looking-glass.ts";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  h = await startSandbox({}, { logger: pino({ level: "debug" }, sink) });
});
afterAll(() => h.stop());

describe("looking glass", () => {
  it("lists a looking glass for every open region, none for a region not open yet", async () => {
    const regions = await h.api.areaSearch({ language: "en" });
    for (const region of regions) {
      if (region.available)
        expect(region.lookingGlassUrl).toBe(`${h.config.publicUrl}/lg/${region.id}`);
      else expect(region.lookingGlassUrl).toBeNull();
    }
  });

  it("answers a ping that any site may time", async () => {
    const response = await fetch(`${h.baseUrl}/lg/tyo/ping?t=1`, {
      headers: { origin: "https://shop.example" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("timing-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("streams test files of the size they say", async () => {
    const response = await fetch(`${h.baseUrl}/lg/fra/files/10MB.test`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(TEST_FILES["10MB.test"]));
    expect(response.headers.get("content-disposition")).toContain("hostfront-fra-10MB.test");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.byteLength).toBe(10 * 1024 * 1024);
    const head = await fetch(`${h.baseUrl}/lg/fra/files/100MB.test`, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBe(String(100 * 1024 * 1024));
  });

  it.each([
    "/lg/fra/files/1GB.test",
    "/lg/fra/files/__proto__",
    "/lg/syd/ping",
    "/lg/nowhere/ping",
  ])("answers 404 for %s", async (path) => {
    const response = await fetch(`${h.baseUrl}${path}`);
    expect(response.status).toBe(404);
  });
});

describe("request logs", () => {
  it("logs every request as one structured line", async () => {
    await fetch(`${h.baseUrl}/?ope=login`, { headers: { "x-request-id": "req-12345678" } });
    const line = lines.find(
      (l) => l.msg === "request" && l.path === "/" && l.requestId === "req-12345678",
    );
    expect(line).toMatchObject({ method: "GET", status: 200, level: 30 });
    expect(typeof line?.ms).toBe("number");
    await fetch(`${h.baseUrl}/lg/hkg/ping`);
    expect(lines.some((l) => l.path === "/lg/hkg/ping" && l.level === 20)).toBe(true);
  });
});
