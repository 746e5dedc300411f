// /openapi.json answers the contract's OpenAPI 3.1 document, and /reference renders it as a
// page with no script under a strict Content-Security-Policy.
import { endpointNames, endpoints } from "@hostfront/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_CSP } from "../src/api-reference.ts";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.stop());

describe("API reference", () => {
  it("answers an OpenAPI 3.1 document covering every call of the contract", async () => {
    const response = await fetch(`${h.baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const document = (await response.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toHaveLength(1);
    for (const name of endpointNames) {
      const { method, path } = endpoints[name];
      expect(document.paths[path]?.[method.toLowerCase()]?.operationId, name).toBe(name);
    }
  });

  it("renders every call on a page without scripts, under a strict CSP", async () => {
    const response = await fetch(`${h.baseUrl}/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(REFERENCE_CSP);
    const page = await response.text();
    expect(page).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    for (const name of endpointNames) {
      expect(page).toContain(`id="${name}"`);
      expect(page).toContain(endpoints[name].path);
    }
    const css = await fetch(`${h.baseUrl}/reference.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("escapes what it shows from the document", async () => {
    const page = await fetch(`${h.baseUrl}/reference`).then((r) => r.text());
    // Summaries and schema dumps hold quotes and angle brackets: they arrive escaped.
    expect(page).toContain("&quot;");
    expect(page).not.toContain('"type": "object"');
  });
});
