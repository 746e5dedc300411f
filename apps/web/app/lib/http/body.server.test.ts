import { describe, expect, it } from "vitest";
import { BodyTooLargeError, MAX_BODY_BYTES, readBodyText } from "./body.server";

/** A POST whose body arrives in chunks, with no Content-Length (as a streamed upload does). */
function streamed(chunks: readonly string[]) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  // Node needs `duplex` for a streamed body; the DOM's RequestInit does not know it yet.
  const init: RequestInit & { duplex: "half" } = { method: "POST", body, duplex: "half" };
  const request = new Request("http://localhost/x", init);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe("readBodyText", () => {
  it("reads a body up to the bound, as UTF-8", async () => {
    const text = `名前=${"x".repeat(MAX_BODY_BYTES - 20)}`;
    const request = new Request("http://localhost/x", { method: "POST", body: text });
    expect(await readBodyText(request)).toBe(text);
  });

  it("reads an absent body as empty", async () => {
    expect(await readBodyText(new Request("http://localhost/x"))).toBe("");
  });

  it("refuses a declared length over the bound without reading the body", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: "a=1",
      headers: { "content-length": String(MAX_BODY_BYTES + 1) },
    });
    await expect(readBodyText(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(request.bodyUsed).toBe(false);
  });

  it("stops reading a body that grows past the bound and cancels the rest", async () => {
    const chunk = "x".repeat(16 * 1024);
    const { request, pulled, cancelled } = streamed(Array.from({ length: 20 }, () => chunk));
    await expect(readBodyText(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled()).toBeLessThan(20);
    expect(cancelled()).toBe(true);
  });
});
