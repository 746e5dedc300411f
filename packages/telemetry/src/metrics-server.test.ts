// The scrape port answers /metrics only, and only with the token when one is set.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, expect, it } from "vitest";
import { serveMetrics } from "./metrics-server.ts";

const server = serveMetrics({
  port: 0,
  host: "127.0.0.1",
  token: "secret",
  collect: async () => ({ body: "up 1\n", contentType: "text/plain; version=0.0.4" }),
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("answers the series to the token's bearer, 401 to others, 404 elsewhere", async () => {
  if (!server.listening) await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const auth = { authorization: "Bearer secret" };
  expect((await fetch(`${base}/metrics`)).status).toBe(401);
  expect((await fetch(`${base}/other`, { headers: auth })).status).toBe(404);
  const answer = await fetch(`${base}/metrics`, { headers: auth });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.text()).toBe("up 1\n");
});
