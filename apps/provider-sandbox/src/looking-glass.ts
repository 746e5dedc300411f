// The regions' looking glasses, as the sandbox plays them: every open region answers a ping
// and serves test files, so the site's in-browser latency test and download links work end
// to end. All regions run in this one process, so the latencies measured are this machine's;
// a real provider points each region's `lookingGlassUrl` at a host in that region.
import { Readable } from "node:stream";
import { lookingGlassPath } from "@hostfront/api-client/fixtures";
import { Hono } from "hono";
import type { Sandbox } from "./provider/context.ts";

/** Test files every region serves, by name, in bytes. */
export const TEST_FILES: Readonly<Record<string, number>> = {
  "10MB.test": 10 * 1024 * 1024,
  "100MB.test": 100 * 1024 * 1024,
};
const CHUNK = new Uint8Array(64 * 1024).fill(0x2e);

/** Headers that let any site time and read these answers from a browser. */
const OPEN = {
  "access-control-allow-origin": "*",
  "timing-allow-origin": "*",
  "cache-control": "no-store",
} as const;

/** A stream of `size` bytes, made as it is read (nothing large is held in memory). */
function testFile(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const source = new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(CHUNK.length, size - sent);
      sent += length;
      this.push(length === CHUNK.length ? CHUNK : CHUNK.subarray(0, length));
    },
  });
  return Readable.toWeb(source) as ReadableStream<Uint8Array>;
}

export function lookingGlassRoutes(sandbox: Sandbox): Hono {
  const app = new Hono();
  const open = new Set(
    sandbox.catalogue.regions.filter((region) => region.available).map((region) => region.id),
  );
  for (const id of open) {
    const base = lookingGlassPath(id);
    app.on(
      ["GET", "HEAD"],
      `${base}/ping`,
      () => new Response(null, { status: 204, headers: OPEN }),
    );
    app.options(
      `${base}/*`,
      () =>
        new Response(null, {
          status: 204,
          headers: {
            ...OPEN,
            "access-control-allow-methods": "GET, HEAD",
            "access-control-max-age": "86400",
          },
        }),
    );
    app.get(`${base}/files/:name`, (c) => {
      const name = c.req.param("name");
      const size = TEST_FILES[name];
      if (size === undefined || !Object.hasOwn(TEST_FILES, name))
        return c.json({ code: 4040, message: `No test file ${name}.` }, 404, OPEN);
      return new Response(c.req.method === "HEAD" ? null : testFile(size), {
        headers: {
          ...OPEN,
          "content-type": "application/octet-stream",
          "content-length": String(size),
          "content-disposition": `attachment; filename="hostfront-${id}-${name}"`,
        },
      });
    });
  }
  return app;
}
