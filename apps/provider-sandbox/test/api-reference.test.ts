// /openapi.json answers the contract's OpenAPI 3.1 document, and /reference renders it: calls by
// tag with their fields, examples and errors, every named schema, and a "Try it" form per call
// whose one script comes from the sandbox itself, under a strict Content-Security-Policy.
import type { OpenApiDocument } from "@hostfront/api-client/contract";
import { endpointNames, endpoints } from "@hostfront/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOpenApiDocument, REFERENCE_CSP, renderReference } from "../src/api-reference.ts";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.stop());

const render = async (document: OpenApiDocument) => String(await renderReference(document));

/** Every form control's id has a `<label for>`: nothing on the page is unnamed. */
function unlabelled(page: string): string[] {
  const ids = [...page.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  const labelled = new Set([...page.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]));
  return ids.filter((id) => !labelled.has(id));
}

/** The part of the page from an element's id to the end of its section. */
function sectionOf(page: string, id: string): string {
  const start = page.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf("</section>", start));
}

/** A small document with what the renderer must handle, nothing of the contract's. */
const sample = {
  openapi: "3.1.0",
  jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
  info: {
    title: "Sample API",
    version: "1.2.3",
    description: "First paragraph.\n\nSecond <b>paragraph</b>.",
    license: { name: "MIT", identifier: "MIT" },
    contact: { name: "x", url: "https://example.com" },
  },
  servers: [{ url: "http://127.0.0.1:1" }],
  tags: [
    { name: "public", description: "Anyone may call it." },
    { name: "user", description: "Needs a token." },
  ],
  paths: {
    "/api/things/make": {
      post: {
        operationId: "thingMake",
        summary: "Makes a thing.",
        description: "Needs the user's bearer token. Changes state: send an Idempotency-Key.",
        tags: ["user"],
        parameters: [
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description: "Names one attempt.",
            schema: { type: "string", minLength: 8, maxLength: 128 },
          },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/ThingRequest" },
              examples: { example: { value: { name: "widget", size: 3 } } },
            },
          },
        },
        responses: {
          "200": {
            description: "Success.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    code: { const: 2000 },
                    message: { $ref: "#/components/schemas/Thing" },
                  },
                },
                examples: { example: { value: { code: 2000, message: { id: "t-1" } } } },
              },
            },
          },
          "400": { description: "4000 BAD_REQUEST: The body does not match." },
          "401": { description: "4010 LOGIN_REQUIRED: The call needs a valid token." },
        },
        security: [{ bearer: [] }],
        "x-access": "user",
        "x-mutating": true,
      },
    },
    "/api/things/search": {
      get: {
        operationId: "thingSearch",
        summary: "Finds things.",
        description: "Anyone may call it.",
        tags: ["public"],
        parameters: [
          {
            name: "language",
            in: "query",
            required: false,
            description: "The answer's language.",
            schema: { $ref: "#/components/schemas/Language", default: "en" },
            example: "ja",
          },
          {
            name: "ids",
            in: "query",
            required: false,
            description: "Only these.",
            schema: { type: "array", items: { $ref: "#/components/schemas/Id" }, maxItems: 5 },
          },
        ],
        responses: {
          "200": {
            description: "Success.",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    message: { type: "array", items: { $ref: "#/components/schemas/Thing" } },
                  },
                },
              },
            },
          },
        },
        security: [],
        "x-access": "public",
        "x-mutating": false,
      },
    },
  },
  components: {
    schemas: {
      Id: { type: "string", pattern: "^[a-z0-9-]+$", maxLength: 64, description: "An id." },
      Language: { type: "string", enum: ["en", "zh", "ja"], description: "A language." },
      Stamp: { type: "string", pattern: `^${"\\d".repeat(50)}$`, description: "When." },
      Thing: {
        type: "object",
        description: "A thing <made>.",
        required: ["id"],
        properties: {
          id: { $ref: "#/components/schemas/Id", description: "Its id." },
          made: { $ref: "#/components/schemas/Stamp" },
          count: { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        },
      },
      ThingRequest: {
        type: "object",
        required: ["name"],
        properties: {
          name: {
            type: "string",
            minLength: 1,
            maxLength: 10,
            pattern: "^[a-z]+$",
            description: "The thing's name.",
          },
          size: { type: "integer", minimum: 1, maximum: 9, description: "How big." },
        },
      },
    },
    securitySchemes: {},
    headers: {},
    responses: {},
  },
} as unknown as OpenApiDocument;

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

  it("serves every call with one script of its own origin, under a strict CSP", async () => {
    const response = await fetch(`${h.baseUrl}/reference`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(REFERENCE_CSP);
    expect(REFERENCE_CSP).toContain("script-src 'self'");
    expect(REFERENCE_CSP).toContain("connect-src 'self'");
    expect(REFERENCE_CSP).not.toMatch(/unsafe|https?:/);
    const page = await response.text();
    // The one script is a file of this origin; nothing inline (no code, handlers or styles).
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script src="/reference.js" defer>']);
    expect(page).not.toMatch(/<script[^>]*>[^<]|\sstyle=|\son[a-z]+=/i);
    for (const name of endpointNames) {
      expect(page).toContain(`id="${name}"`);
      expect(page).toContain(endpoints[name].path);
    }
    const css = await fetch(`${h.baseUrl}/reference.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    const script = await fetch(`${h.baseUrl}/reference.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('addEventListener("submit"');
  });

  it("groups calls by tag, each with its fields, examples, errors and a form", async () => {
    const page = await render(sample);
    expect(page).toContain("<title>Sample API 1.2.3: API reference</title>");
    expect(page).toContain("Second &lt;b&gt;paragraph&lt;/b&gt;.");
    // Tags in the document's order, each call under its own.
    const order = ['id="tag-public"', 'id="thingSearch"', 'id="tag-user"', 'id="thingMake"'];
    const at = order.map((marker) => page.indexOf(marker));
    expect(at.every((index) => index > -1)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));

    const make = sectionOf(page, "thingMake");
    // The body's fields, from the schema its $ref names (linked), with every constraint.
    expect(make).toContain('Request body: <a href="#schema-ThingRequest">');
    expect(make).toMatch(
      /<td><code>name<\/code><\/td><td><code>string<\/code><\/td><td>yes<\/td><td>The thing&#39;s name.<\/td><td class="limits">1-10 characters; pattern <code>\^\[a-z\]\+\$<\/code><\/td>/,
    );
    expect(make).toMatch(/<td><code>size<\/code><\/td><td><code>integer<\/code><\/td><td>no<\/td>/);
    expect(make).toContain('<td class="limits">1-9</td>');
    expect(make).toContain(
      'Answer (<code>message</code>): <a href="#schema-Thing"><code>Thing</code></a>',
    );
    expect(make).toContain("&quot;name&quot;: &quot;widget&quot;");
    expect(make).toContain("&quot;id&quot;: &quot;t-1&quot;");
    expect(make).toMatch(
      /<td class="status">400<\/td><td>4000<\/td><td><code>BAD_REQUEST<\/code><\/td>/,
    );
    expect(make).toMatch(
      /<td class="status">401<\/td><td>4010<\/td><td><code>LOGIN_REQUIRED<\/code>/,
    );
    // Its form: a JSON body (the example), a token, an Idempotency-Key.
    expect(make).toContain('data-method="POST" data-path="/api/things/make"');
    expect(make).toMatch(/<textarea id="try-thingMake-body" name="body"[^>]*>\{\n {2}&quot;name/);
    expect(make).toContain('<label for="try-thingMake-token">Bearer token');
    expect(make).toContain('<label for="try-thingMake-key">Idempotency-Key');

    const search = sectionOf(page, "thingSearch");
    // A query parameter of a named enum: a select with the example chosen; arrays say so.
    expect(search).toMatch(
      /<td><code>language<\/code><\/td><td>query<\/td><td><a href="#schema-Language">/,
    );
    expect(search).toContain("default &quot;en&quot;");
    expect(search).toMatch(
      /<select id="try-thingSearch-language" name="language" data-in="query">/,
    );
    expect(search).toContain("<option selected>ja</option>");
    expect(search).toMatch(/<input id="try-thingSearch-ids" name="ids" data-in="query" data-array/);
    expect(search).toContain("at most 5 items");
    // A public read takes neither a token nor a key.
    expect(search).not.toContain("token");
    expect(search).not.toContain("idempotency");
    expect(unlabelled(page)).toEqual([]);
  });

  it("shows every named schema, with its fields and the limits of named scalars", async () => {
    const page = await render(sample);
    for (const name of ["Id", "Language", "Stamp", "Thing", "ThingRequest"])
      expect(page).toContain(`<section class="schema" id="schema-${name}"`);
    const thing = sectionOf(page, "schema-Thing");
    expect(thing).toContain("A thing &lt;made&gt;.");
    // The id field is an Id: linked, and its pattern and length shown where it is used.
    expect(thing).toMatch(
      /<td><code>id<\/code><\/td><td><a href="#schema-Id"><code>Id<\/code><\/a><\/td><td>yes<\/td><td>Its id.<\/td><td class="limits">at most 64 characters; pattern <code>\^\[a-z0-9-\]\+\$<\/code><\/td>/,
    );
    // A long pattern is read where its type is defined; "any safe integer" is no limit.
    expect(thing).toMatch(
      /<td><code>made<\/code><\/td><td><a href="#schema-Stamp"><code>Stamp<\/code><\/a><\/td><td>no<\/td><td>When.<\/td><td class="limits">pattern of <a href="#schema-Stamp">Stamp<\/a><\/td>/,
    );
    expect(sectionOf(page, "schema-Stamp")).toContain(`<code>^${"\\d".repeat(50)}$</code>`);
    expect(thing).toMatch(
      /<td><code>count<\/code><\/td><td><code>integer<\/code><\/td><td>no<\/td><td><\/td><td class="limits">at least 0<\/td>/,
    );
    expect(sectionOf(page, "schema-Language")).toContain(
      "Type: <code>&quot;en&quot; | &quot;zh&quot; | &quot;ja&quot;</code>",
    );
  });

  it("renders the shipped document with no dangling link and no unlabelled control", async () => {
    const document = loadOpenApiDocument();
    const page = await render(document);
    const ids = new Set([...page.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...page.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(targets.length).toBeGreaterThan(endpointNames.length);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
    for (const name of Object.keys(document.components.schemas))
      expect(ids.has(`schema-${name}`), name).toBe(true);
    expect(page.match(/<form class="try-form"/g)).toHaveLength(endpointNames.length);
    expect(unlabelled(page)).toEqual([]);
  });
});
