// Whatever a client sends, the sandbox answers an envelope with a 4xx, never a 5xx or a crash.
import { endpointNames, endpoints } from "@hostfront/api-client";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startSandbox();
  ({ token } = await h.newUser());
});
afterAll(() => h.stop());

const nasty = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "\u0000",
    "𠀀😀",
    "%00",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 3000 }),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
);
const body = fc.oneof(
  fc.dictionary(
    fc.oneof(
      nasty,
      fc.constantFrom(
        "language",
        "id",
        "couponId",
        "planId",
        "kind",
        "account",
        "password",
        "question",
        "api_key",
        "uuid",
      ),
    ),
    value,
    { maxKeys: 6 },
  ),
  fc.jsonValue(),
  nasty.map((text) => ({ raw: text })),
);

it.each(endpointNames)("%s answers hostile input with a 4xx envelope", async (name) => {
  const endpoint = endpoints[name];
  await fc.assert(
    fc.asyncProperty(body, fc.boolean(), async (input, withToken) => {
      const url = new URL(`${h.baseUrl}${endpoint.path}`);
      const init: RequestInit = {
        method: endpoint.method,
        headers: withToken ? { authorization: `Bearer ${token}` } : {},
      };
      if (endpoint.method === "GET") {
        if (input && typeof input === "object" && !Array.isArray(input)) {
          // JSON for non-strings: String() throws on objects like { toString: null }.
          for (const [key, v] of Object.entries(input))
            url.searchParams.append(key, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
        }
      } else {
        init.body =
          "raw" in (Object(input) as object)
            ? String((input as { raw: string }).raw)
            : JSON.stringify(input);
      }
      const response = await fetch(url, init);
      expect(response.status).toBeLessThan(500);
      const envelope = (await response.json()) as { code: number; message: unknown };
      expect(typeof envelope.code).toBe("number");
    }),
    { numRuns: 40 },
  );
});

it("is still healthy afterwards", async () => {
  expect((await fetch(`${h.baseUrl}/healthz`)).status).toBe(200);
});
