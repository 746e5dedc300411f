// The gates another team's client generator relies on: every contract type is a named
// component, every field is described, every operation has an example its schemas accept,
// ajv compiles every schema in strict mode, and Redocly's and Spectral's recommended rules find
// no error. All offline: the linters read the committed file from disk.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import spectralCore from "@stoplight/spectral-core";
import spectralParsers from "@stoplight/spectral-parsers";
import spectralRulesets from "@stoplight/spectral-rulesets";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { namedSchemas, schemaId } from "./contract/named.ts";
import type { JsonSchema, OpenApiDocument } from "./openapi.ts";

const file = fileURLToPath(new URL("../openapi.json", import.meta.url));
const text = readFileSync(file, "utf8");
const doc = JSON.parse(text) as OpenApiDocument;
const components = doc.components.schemas;

type Media = { schema: JsonSchema; examples?: { example: { value: unknown } } };
type Op = {
  operationId: string;
  parameters?: { name: string; in: string; schema: JsonSchema; example?: unknown }[];
  requestBody?: { content: { "application/json": Media } };
  responses: Record<string, { content: { "application/json": Media } }>;
};
const operations = Object.values(doc.paths).flatMap((methods) =>
  Object.values(methods),
) as unknown as Op[];

/** Every schema the document holds: components, parameters, bodies and answers, by place. */
function schemasOf(): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = Object.entries(components).map(([id, s]) => [id, s]);
  for (const op of operations) {
    for (const p of op.parameters ?? []) found.push([`${op.operationId}?${p.name}`, p.schema]);
    const body = op.requestBody?.content["application/json"].schema;
    if (body) found.push([`${op.operationId} body`, body]);
    for (const [status, r] of Object.entries(op.responses))
      found.push([`${op.operationId} ${status}`, r.content["application/json"].schema]);
  }
  for (const [name, r] of Object.entries(doc.components.responses))
    found.push([name, (r as Op["responses"][string]).content["application/json"].schema]);
  return found;
}

/** An ajv (JSON Schema 2020-12, strict) that resolves the document's component references. */
function strictAjv() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  const base = "https://hostfront.invalid/openapi.json";
  const resolved = (schema: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${base}#/$defs/`),
    ) as JsonSchema;
  ajv.addSchema(resolved({ $id: base, $defs: components }));
  return { ajv, compile: (schema: JsonSchema) => ajv.compile(resolved(schema)) };
}

/** Whether a property's schema says what it holds, itself or by the named type it refers to. */
function described(schema: JsonSchema): boolean {
  if (typeof schema.description === "string" && schema.description.length > 0) return true;
  if (typeof schema.$ref === "string")
    return described(components[schema.$ref.split("/").at(-1) ?? ""] ?? {});
  const options = (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[];
  return options.some((o) => o.type !== "null" && described(o));
}

function fields(): { at: string; schema: JsonSchema }[] {
  const out: { at: string; schema: JsonSchema }[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) for (const item of node) walk(item, at);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "examples" || key === "example") continue;
        if (key === "properties") {
          for (const [name, schema] of Object.entries(value as Record<string, JsonSchema>)) {
            out.push({ at: `${at}.${name}`, schema });
            walk(schema, `${at}.${name}`);
          }
        } else walk(value, at);
      }
    }
  };
  for (const [id, schema] of Object.entries(components)) walk(schema, id);
  for (const op of operations) {
    for (const p of op.parameters ?? [])
      out.push({ at: `${op.operationId}?${p.name}`, schema: { ...p.schema, ...p } });
    walk(op.requestBody, op.operationId);
    walk(op.responses, op.operationId);
  }
  return out;
}

describe("openapi.json for client generators", () => {
  it("names every contract type as a component, with its description", () => {
    expect(namedSchemas.length).toBeGreaterThan(50);
    for (const schema of namedSchemas) {
      const id = schemaId(schema);
      // Every named type is reachable from some call, so none is pruned away.
      expect(components[id], id).toBeDefined();
      expect(components[id]?.description, id).toEqual(expect.any(String));
    }
  });

  it("describes every field and parameter", () => {
    const all = fields();
    expect(all.length).toBeGreaterThan(700);
    expect(all.filter((f) => !described(f.schema)).map((f) => f.at)).toEqual([]);
  });

  it("has an example per operation that its request and answer schemas accept", () => {
    const { compile } = strictAjv();
    for (const op of operations) {
      const ok = op.responses["200"]?.content["application/json"];
      expect(ok?.examples?.example, op.operationId).toBeDefined();
      const answer = compile(ok?.schema ?? {});
      expect(
        answer(ok?.examples?.example.value),
        `${op.operationId}: ${JSON.stringify(answer.errors)}`,
      ).toBe(true);
      const body = op.requestBody?.content["application/json"];
      if (body) {
        const check = compile(body.schema);
        expect(body.examples?.example, op.operationId).toBeDefined();
        expect(
          check(body.examples?.example.value),
          `${op.operationId}: ${JSON.stringify(check.errors)}`,
        ).toBe(true);
      }
      for (const p of (op.parameters ?? []).filter((p) => p.example !== undefined)) {
        const check = compile(p.schema);
        expect(check(p.example), `${op.operationId}?${p.name}`).toBe(true);
      }
    }
  });

  it("compiles every schema with ajv in strict mode (JSON Schema 2020-12)", () => {
    const { compile } = strictAjv();
    const refused: string[] = [];
    const all = schemasOf();
    for (const [at, schema] of all) {
      try {
        compile(schema);
      } catch (error) {
        refused.push(`${at}: ${(error as Error).message}`);
      }
    }
    expect(all.length).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });

  it("passes Spectral's spectral:oas ruleset without an error", async () => {
    const { Spectral, Document } = spectralCore;
    const spectral = new Spectral();
    // `spectral:oas` as a ruleset file names it; the rulesets package is that ruleset, offline.
    spectral.setRuleset({
      extends: [[spectralRulesets.oas as spectralCore.RulesetDefinition, "recommended"]],
    });
    const results = await spectral.run(new Document(text, spectralParsers.Json, file));
    const errors = results.filter((r) => r.severity === 0);
    expect(errors.map((r) => `${r.code} ${r.path.join(".")}: ${r.message}`)).toEqual([]);
    // Known warnings: the NoSuchCall and MethodNotAllowed responses document answers to
    // requests that are no operation, so nothing refers to them.
    expect(results.filter((r) => r.severity === 1).map((r) => r.code)).toEqual([
      "oas3-unused-component",
      "oas3-unused-component",
    ]);
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const bin = fileURLToPath(new URL("../node_modules/.bin/redocly", import.meta.url));
    const { stdout } = await promisify(execFile)(
      bin,
      ["lint", file, "--extends=recommended", "--format=json"],
      // No telemetry and no update check: the gate runs offline.
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    );
    const { problems } = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual([
      "warn no-unused-components",
      "warn no-unused-components",
    ]);
  }, 60_000);
});
