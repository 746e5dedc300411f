// Reading a request's body with a bound, for page forms and the BFF alike: a visitor (or a
// bot) cannot make the server hold more than MAX_BODY_BYTES of one request in memory.

/** Largest body the site reads: a form, or a call to `/api/*`. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body is larger than MAX_BODY_BYTES (answered with a 413). */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor() {
    super(`The body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

/** Throws BodyTooLargeError when the request says its body is too large, before reading any. */
export function checkDeclaredSize(request: Request): void {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new BodyTooLargeError();
}

/**
 * The body as UTF-8 text, read no further than MAX_BODY_BYTES: a body that lies about its
 * length (or sends none) is cut off at the bound, not read to its end.
 */
export async function readBodyText(request: Request): Promise<string> {
  checkDeclaredSize(request);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
