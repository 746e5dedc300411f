import { describe, expect, it } from "vitest";
import { endpoints } from "../contract/endpoints.ts";
import { type AnswerEvent, createContractHandler, type Implementations } from "./handler.ts";

/** A handler with only the implementations a test needs; any other call fails loudly. */
function handlerWith(
  overrides: Partial<Implementations<{ id: string }>>,
  events: AnswerEvent[] = [],
) {
  const implementations = new Proxy({} as Implementations<{ id: string }>, {
    get: (_target, name: string) =>
      (overrides as Record<string, unknown>)[name] ??
      (() => {
        throw new Error(`not used in this test: ${name}`);
      }),
  });
  return {
    handle: createContractHandler<{ id: string }>({
      implementations,
      authenticate: (token) => (token === "good" ? { id: "u1" } : null),
      onAnswer: (event) => events.push(event),
    }),
  };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://provider.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("createContractHandler", () => {
  it("answers 5000 when an implementation throws, and tells onAnswer, never the caller, why", async () => {
    const events: AnswerEvent[] = [];
    const { handle } = handlerWith(
      {
        jobs: () => {
          throw new Error("database exploded at /var/lib/secret.db");
        },
      },
      events,
    );
    const response = await handle(post(endpoints.jobs.path, {}));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: 5000,
      message: "The provider failed; nothing was changed.",
    });
    expect(body).not.toContain("secret");
    expect(events[0]).toMatchObject({
      call: "jobs",
      status: 500,
      code: 5000,
      error: expect.any(Error),
    });
  });

  it("answers 5000 when an implementation answers outside the contract", async () => {
    const { handle } = handlerWith({ reviewSummary: () => ({ ratingValue: 9, reviewCount: -1 }) });
    const response = await handle(
      new Request(`http://provider.test${endpoints.reviewSummary.path}`),
    );
    expect(response.status).toBe(500);
  });

  it("checks access before input: a caller without a token learns nothing of the schema", async () => {
    const { handle } = handlerWith({});
    const response = await handle(post(endpoints.couponReceive.path, { wrong: true }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 4010 });
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const { handle } = handlerWith({ logout: () => null });
    const response = await handle(
      post(endpoints.logout.path, {}, { "idempotency-key": "bad key!" }),
    );
    expect(await response.json()).toMatchObject({ code: 4000 });
  });

  it("answers 409 with Retry-After to a second request while the first with its key runs", async () => {
    const inProgress = createContractHandler<{ id: string }>({
      implementations: new Proxy({} as Implementations<{ id: string }>, {
        get: () => async () =>
          new Promise((resolve) => setTimeout(() => resolve({ recorded: true }), 50)),
      }),
      authenticate: () => null,
      idempotency: { get: async () => null, put: async () => undefined },
    });
    const request = () =>
      post(
        endpoints.referral.path,
        { referer: "h61", param: "tgcode" },
        { "idempotency-key": "same-key-123" },
      );
    const [first, second] = await Promise.all([inProgress(request()), inProgress(request())]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.headers.get("retry-after")).toBe("1");
  });

  it("holds a key from the first request's arrival, while its body is still arriving", async () => {
    const handle = createContractHandler<{ id: string }>({
      implementations: new Proxy({} as Implementations<{ id: string }>, {
        get: () => async () => ({ recorded: true }),
      }),
      authenticate: () => null,
      idempotency: { get: async () => null, put: async () => undefined },
    });
    const body = JSON.stringify({ referer: "h61", param: "tgcode" });
    const headers = { "content-type": "application/json", "idempotency-key": "slow-key-123" };
    // The first request's body arrives 50 ms late; the second, sent just after, arrives whole.
    const slow = new Request(`http://provider.test${endpoints.referral.path}`, {
      method: "POST",
      headers,
      body: new ReadableStream({
        start: (controller) =>
          void setTimeout(() => {
            controller.enqueue(new TextEncoder().encode(body));
            controller.close();
          }, 50),
      }),
      duplex: "half",
    } as RequestInit);
    const first = handle(slow);
    const second = handle(post(endpoints.referral.path, JSON.parse(body), headers));
    expect((await second).status).toBe(409);
    expect((await first).status).toBe(200);
  });
});
