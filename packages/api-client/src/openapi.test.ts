// The shipped OpenAPI document is the contract's: it fails when they drift (run
// `pnpm --filter @hostfront/api-client openapi`), and it covers and resolves everything.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Endpoint, endpointNames, endpoints } from "./contract/endpoints.ts";
import { errorCodes } from "./contract/envelope.ts";
import { type OpenApiDocument, openApiDocument } from "./openapi.ts";

const shipped = JSON.parse(
  readFileSync(new URL("../openapi.json", import.meta.url), "utf8"),
) as OpenApiDocument;
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

describe("openapi.json", () => {
  it("is what the contract generates (the version may be the one before `changeset version`)", () => {
    const generated = openApiDocument(shipped.info.version);
    expect(JSON.parse(JSON.stringify(generated))).toEqual(shipped);
  });

  it("is an OpenAPI 3.1 document of the package's version", () => {
    expect(shipped.openapi).toBe("3.1.0");
    expect(openApiDocument(pkg.version).info.version).toBe(pkg.version);
  });

  it("has one operation per call, at its method and path, and nothing else", () => {
    const operations = Object.entries(shipped.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${op.operationId} ${method} ${path}`),
    );
    expect(operations.sort()).toEqual(
      endpointNames
        .map((name) => {
          const call: Endpoint = endpoints[name];
          return `${name} ${call.method.toLowerCase()} ${call.path}`;
        })
        .sort(),
    );
  });

  it("documents each call's errors by status and code", () => {
    const receive = shipped.paths["/api/ac/coupon/receive"]?.post;
    const refused = receive?.responses["422"] as {
      content: { "application/json": { schema: { properties: { code: { enum: number[] } } } } };
    };
    expect(refused.content["application/json"].schema.properties.code.enum).toEqual(
      expect.arrayContaining([errorCodes.COUPON_SOLD_OUT.code, errorCodes.COUPON_NOT_ACTIVE.code]),
    );
    expect(receive?.security).toEqual([{ bearer: [] }]);
  });

  it("resolves every $ref inside the document", () => {
    for (const ref of new Set(refs(shipped))) {
      expect(ref.startsWith("#/")).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          shipped,
        );
      expect(target, ref).toBeDefined();
    }
  });
});
