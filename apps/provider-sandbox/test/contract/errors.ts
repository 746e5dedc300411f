// The errors every call documents: 4000, 4010, 4220, 4091, 4290, and that each is covered.
import {
  documentedErrors,
  type Endpoint,
  type ErrorName,
  endpointNames,
  endpoints,
  errorCodes,
} from "@hostfront/api-client";
import { describe, expect, it } from "vitest";
import type { Capabilities, Suite } from "./target.ts";

/** Errors only a case needing a capability can provoke: waived for a target without it. */
function waived(can: Capabilities): Set<string> {
  return new Set([
    ...(can.passwords
      ? []
      : [
          "register:PASSWORD_UNREADABLE",
          "register:PASSWORD_RULE",
          "login:PASSWORD_UNREADABLE",
          "orderCreate:PASSWORD_UNREADABLE",
          "orderCreate:PASSWORD_RULE",
        ]),
    ...(can.concurrency ? [] : ["register:IDEMPOTENCY_IN_PROGRESS"]),
    ...(can.attemptLimits ? [] : ["login:RATE_LIMITED"]),
  ]);
}

export function errorCases(s: Suite): void {
  describe("errors every call documents", () => {
    const invalidInput = (endpoint: Endpoint): Record<string, unknown> => {
      const shape = (
        endpoint.input as unknown as { _zod: { def: { shape?: Record<string, unknown> } } }
      )._zod.def.shape;
      const first = shape ? Object.keys(shape)[0] : undefined;
      if (first === undefined) return shape ? { unexpected: "field" } : { kind: "nope" };
      return endpoint.method === "GET" ? { [first]: "!!" } : { [first]: 12345 };
    };

    it.each(endpointNames)("%s answers 4000 for input outside its schema", async (name) => {
      const endpoint: Endpoint = endpoints[name];
      const input = invalidInput(endpoint);
      await s.expectError(
        name,
        s.h.api.request(
          endpoint.method,
          endpoint.path,
          endpoint.method === "GET"
            ? { query: input as Record<string, string>, token: s.token }
            : { body: input, token: s.token },
        ),
        "BAD_REQUEST",
      );
    });

    it.each(endpointNames.filter((name) => endpoints[name].access === "user"))(
      "%s answers 4010 without a valid token",
      async (name) => {
        const endpoint: Endpoint = endpoints[name];
        await s.expectError(
          name,
          s.h.api.request(endpoint.method, endpoint.path, {
            body: endpoint.method === "GET" ? undefined : {},
          }),
          "LOGIN_REQUIRED",
        );
      },
    );

    it.each(endpointNames.filter((name) => endpoints[name].mutating))(
      "%s refuses a reused Idempotency-Key for another request with 4220",
      async (name) => {
        const endpoint: Endpoint = endpoints[name];
        const key = `reuse-${name}-${Date.now()}`;
        await s.h.api
          .request(endpoint.method, endpoint.path, {
            body: { first: true },
            token: s.token,
            idempotencyKey: key,
          })
          .catch(() => undefined);
        await s.expectError(
          name,
          s.h.api.request(endpoint.method, endpoint.path, {
            body: { second: true },
            token: s.token,
            idempotencyKey: key,
          }),
          "IDEMPOTENCY_MISMATCH",
        );
      },
    );

    it.skipIf(!s.can.concurrency)(
      "answers 4091 to a request whose key is still being processed",
      async () => {
        // register hashes the password (tens of ms), so the second request arrives while the first runs.
        const body = JSON.stringify({
          account: `busy-${Date.now()}@example.com`,
          password: s.h.encrypt("abc12345"),
          username: "Busy",
        });
        const key = `busy-key-${Date.now()}`;
        const post = () =>
          s.h.fetch(endpoints.register.path, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key },
            body,
          });
        const [a, b] = await Promise.all([post(), post()]);
        const codes = [(await a.json()) as { code: number }, (await b.json()) as { code: number }]
          .map((r) => r.code)
          .sort();
        expect(codes).toEqual([2000, 4091]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        s.covered.add("register:IDEMPOTENCY_IN_PROGRESS");
      },
    );

    it.skipIf(!s.can.attemptLimits)(
      "limits attempts at login with 4290 and Retry-After",
      async () => {
        const headers = { "x-forwarded-for": "198.51.100.77" };
        for (let i = 0; i < s.h.attemptLimit; i++)
          await s.h.api
            .login({ account: s.account, password: s.h.encrypt("wrong999") }, { headers })
            .catch(() => undefined);
        const error = await s.h.api
          .login({ account: s.account, password: s.h.encrypt("wrong999") }, { headers })
          .catch((e: unknown) => e);
        expect(error).toMatchObject({ code: errorCodes.RATE_LIMITED.code, status: 429 });
        s.covered.add("login:RATE_LIMITED");
      },
    );

    it("covers every business error each call documents", () => {
      const missing = endpointNames.flatMap((name) => {
        const own = (endpoints[name] as Endpoint).errors;
        const wanted: ErrorName[] = [...own, "BAD_REQUEST"];
        if (endpoints[name].access === "user") wanted.push("LOGIN_REQUIRED");
        if (endpoints[name].mutating) wanted.push("IDEMPOTENCY_MISMATCH");
        return wanted
          .filter(
            (error) =>
              (documentedErrors(name) as readonly ErrorName[]).includes(error) &&
              !s.covered.has(`${name}:${error}`) &&
              !waived(s.can).has(`${name}:${error}`),
          )
          .map((error) => `${name}:${error}`);
      });
      expect(missing).toEqual([]);
    });
  });
}
