// A provider the client tests script answer by answer: a real HTTP server on a free port that
// records every request it sees. Registers its own vitest hooks; not shipped.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type ApiClient, createApiClient } from "../client.ts";

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Reply = (request: Seen, response: ServerResponse) => void;

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
export const ok = (message: unknown): Reply => json(200, { code: 2000, message });
export const hang: Reply = () => {};

/** The scripted provider of a test file: `replies` are answered in order, `seen` records. */
export function scriptedProvider() {
  let server: Server;
  const state = {
    baseUrl: "",
    replies: [] as Reply[],
    seen: [] as Seen[],
    /** A client of the scripted provider (1 ms between retries). */
    client: (options: Partial<Parameters<typeof createApiClient>[0]> = {}): ApiClient =>
      createApiClient({ baseUrl: state.baseUrl, retryDelayMs: 1, ...options }),
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const entry = {
          method: request.method ?? "",
          url: request.url ?? "",
          headers: request.headers,
          body,
        };
        state.seen.push(entry);
        const reply =
          state.replies.shift() ?? json(500, { code: 5000, message: "no reply scripted" });
        reply(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    state.replies = [];
    state.seen = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}
