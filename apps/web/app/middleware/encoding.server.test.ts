// A rendered document is sent compressed whole: brotli when taken, else gzip, else as it is;
// anything else (data, small pages, what is encoded already) passes untouched.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { argsFor, runMiddleware, siteRequest } from "~/test/request";
import { encodingMiddleware } from "./encoding.server";

const PAGE = `<html><body>${"<p>a page of the site</p>".repeat(200)}</body></html>`;

async function send(
  acceptEncoding: string | null,
  body = PAGE,
  headers: Record<string, string> = { "content-type": "text/html; charset=utf-8" },
) {
  const request = siteRequest(
    "/doc",
    acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {},
  );
  const response = await runMiddleware(
    [encodingMiddleware],
    argsFor(request, new RouterContextProvider()),
    () => new Response(body, { headers: { vary: "Cookie", ...headers } }),
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("document encoding", () => {
  it("sends brotli to a browser that takes it, gzip to one that takes only gzip", async () => {
    const br = await send("gzip, deflate, br, zstd");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.bytes).toString()).toBe(PAGE);
    expect(br.response.headers.get("content-length")).toBe(String(br.bytes.length));
    expect(br.response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const gzip = await send("gzip");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(PAGE);
  });

  it("sends the page as it is to a client that takes neither, or when it is small", async () => {
    const plain = await send(null);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.toString()).toBe(PAGE);
    expect(plain.response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const small = await send("br", "<p>small</p>");
    expect(small.response.headers.get("content-encoding")).toBeNull();
    expect(small.bytes.toString()).toBe("<p>small</p>");
  });

  it("leaves what is not a document, or is encoded already, to others", async () => {
    const json = await send("br", JSON.stringify({ page: PAGE }), {
      "content-type": "application/json",
    });
    expect(json.response.headers.get("content-encoding")).toBeNull();
    const encoded = await send("br", PAGE, {
      "content-type": "text/html",
      "content-encoding": "gzip",
    });
    expect(encoded.response.headers.get("content-encoding")).toBe("gzip");
    expect(encoded.bytes.toString()).toBe(PAGE);
  });
});
