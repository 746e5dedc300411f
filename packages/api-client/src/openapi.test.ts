// The shipped OpenAPI document is the contract's: it fails when they drift (run
// `pnpm --filter @hostfront/api-client openapi`), and it covers and resolves everything.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Endpoint, endpointNames, endpoints } from "./contract/endpoints.ts";
import { errorCodes } from "./contract/envelope.ts";
import { operationExamples } from "./mocks/examples.ts";
import { OPENAPI_DEFAULT_BASE_URL, type OpenApiDocument, openApiDocument } from "./openapi.ts";
import { REPLAYED_HEADER } from "./server/handler.ts";

const shipped = JSON.parse(
  readFileSync(new URL("../openapi.json", import.meta.url), "utf8"),
) as OpenApiDocument;
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
  license: string;
};

const operations = Object.entries(shipped.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    path,
    method,
    op,
    call: endpoints[op.operationId] as Endpoint,
  })),
);

type Response = {
  headers?: Record<string, { $ref: string }>;
  content: { "application/json": { schema: { properties?: { code: { enum: number[] } } } } };
};
const codesOf = (response: unknown) =>
  (response as Response).content["application/json"].schema.properties?.code.enum ?? [];
const headersOf = (response: unknown) => Object.keys((response as Response).headers ?? {});

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
  it("is what the contract generates (the version may be the one before `changeset version`)", async () => {
    const generated = openApiDocument(shipped.info.version, await operationExamples());
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

  it("says who may call each operation: none for public calls and chat, the bearer token otherwise", () => {
    for (const { op, call } of operations) {
      expect(op.security, op.operationId).toBeDefined();
      const expected =
        call.access === "user"
          ? [{ bearer: [] }]
          : call.access === "optional"
            ? [{}, { bearer: [] }]
            : [];
      expect(op.security, op.operationId).toEqual(expected);
      for (const requirement of op.security)
        for (const scheme of Object.keys(requirement))
          expect(shipped.components.securitySchemes[scheme], scheme).toBeDefined();
    }
    expect(shipped.paths["/api/chat"]?.post?.security).toEqual([]);
  });

  it("names its licence, a contact and a server another team can point elsewhere", () => {
    expect(shipped.info.license).toEqual({ name: "MIT", identifier: "MIT" });
    expect(shipped.info.license.name).toBe(pkg.license);
    expect(shipped.info.contact.url).toMatch(/^https:\/\//);
    expect(shipped.servers).toEqual([
      expect.objectContaining({
        url: "{baseUrl}",
        variables: { baseUrl: expect.objectContaining({ default: OPENAPI_DEFAULT_BASE_URL }) },
      }),
    ]);
    // The answers' examples are the sample catalogue's (whose members have example.com
    // addresses); what the document itself says names no placeholder.
    const withoutExamples = JSON.stringify(shipped, (key, value) =>
      key === "examples" || key === "example" ? undefined : value,
    );
    expect(withoutExamples).not.toMatch(/example\.(com|org|net)/);
  });

  it("declares the Idempotency-Key of every call that changes state, and only those", () => {
    for (const { op, call } of operations) {
      const key = (op.parameters ?? []).find((p) => p.name === "Idempotency-Key");
      if (call.mutating)
        expect(key, op.operationId).toMatchObject({ in: "header", required: false });
      else expect(key, op.operationId).toBeUndefined();
    }
  });

  it("declares Retry-After on 409, 429 and 503 answers, and Idempotency-Replayed on replayable ones", () => {
    const headers = shipped.components.headers;
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(["Retry-After", REPLAYED_HEADER, "Allow"]),
    );
    for (const { op, call } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const names = headersOf(response);
        expect(names.includes("Retry-After"), `${op.operationId} ${status}`).toBe(
          ["409", "429", "503"].includes(status),
        );
        if (!call.mutating || Number(status) >= 500 || status === "401" || status === "413")
          expect(names, `${op.operationId} ${status}`).not.toContain(REPLAYED_HEADER);
      }
      if (call.mutating) {
        expect(headersOf(op.responses["200"]), op.operationId).toContain(REPLAYED_HEADER);
        expect(headersOf(op.responses["400"]), op.operationId).toContain(REPLAYED_HEADER);
      }
    }
    for (const ref of new Set(refs(shipped).filter((r) => r.startsWith("#/components/headers/"))))
      expect(headers[ref.split("/").at(-1) ?? ""], ref).toBeDefined();
  });

  it("declares every error code the server answers, 4041, 4050 and 4130 included", () => {
    const declared = new Set(
      operations.flatMap(({ op }) => Object.values(op.responses).flatMap(codesOf)),
    );
    for (const response of Object.values(shipped.components.responses))
      for (const code of codesOf(response)) declared.add(code);
    expect([...declared].sort()).toEqual(
      Object.values(errorCodes)
        .map((e) => e.code)
        .sort(),
    );
    expect(codesOf(shipped.components.responses.NoSuchCall)).toEqual([
      errorCodes.NO_SUCH_CALL.code,
    ]);
    expect(codesOf(shipped.components.responses.MethodNotAllowed)).toEqual([
      errorCodes.METHOD_NOT_ALLOWED.code,
    ]);
    expect(headersOf(shipped.components.responses.MethodNotAllowed)).toEqual(["Allow"]);
    for (const { op, method } of operations) {
      const tooLarge = codesOf(
        op.responses["413"] ?? { content: { "application/json": { schema: {} } } },
      );
      expect(tooLarge, op.operationId).toEqual(
        method === "post" ? [errorCodes.PAYLOAD_TOO_LARGE.code] : [],
      );
    }
  });
});
