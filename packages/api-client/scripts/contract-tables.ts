// Renders the contract as Markdown tables for the README: every call, every error code,
// every named type. `pnpm readme` writes them; a test fails when the README differs.
import type { z } from "zod";
import {
  documentedErrors,
  type Endpoint,
  endpointNames,
  endpoints,
} from "../src/contract/endpoints.ts";
import { errorCodes } from "../src/contract/envelope.ts";
import * as schemas from "../src/contract/schemas.ts";

type AnySchema = z.ZodType;
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  innerType?: AnySchema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: AnySchema[];
  in?: AnySchema;
  valueType?: AnySchema;
}
const def = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Named schemas of the contract: `regionSchema` is `Region`. */
const names = new Map<AnySchema, string>();
/** The export of each named schema: `Region` is `regionSchema`. */
const schemaExports = new Map<string, string>();
for (const [exportName, value] of Object.entries(schemas)) {
  if (
    exportName.endsWith("Schema") &&
    typeof value === "object" &&
    value !== null &&
    "_zod" in value
  ) {
    const base = exportName.slice(0, -"Schema".length);
    const name = base.charAt(0).toUpperCase() + base.slice(1);
    names.set(value as AnySchema, name);
    schemaExports.set(name, exportName);
  }
}

const isOptional = (schema: AnySchema): boolean =>
  ["optional", "default"].includes(def(schema).type);

function type(schema: AnySchema, top = false): string {
  const name = names.get(schema);
  if (name && !top) return name;
  const d = def(schema);
  switch (d.type) {
    case "object": {
      const fields = Object.entries(d.shape ?? {}).map(
        ([key, value]) => `${key}${isOptional(value) ? "?" : ""}: ${type(value)}`,
      );
      return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
    }
    case "array": {
      // A union element needs parentheses: ("a" | "b")[], not "a" | "b"[].
      const element = type(d.element as AnySchema);
      return element.includes(" \\| ") && !names.has(d.element as AnySchema)
        ? `(${element})[]`
        : `${element}[]`;
    }
    case "optional":
    case "default":
    case "readonly":
      return type(d.innerType as AnySchema);
    case "nullable":
      return `${type(d.innerType as AnySchema)} \\| null`;
    case "pipe":
      return type(d.in as AnySchema);
    case "enum":
      return Object.values(d.entries ?? {})
        .map((value) => JSON.stringify(value))
        .join(" \\| ");
    case "literal":
      return (d.values ?? []).map((value) => JSON.stringify(value)).join(" \\| ");
    case "union":
      return (d.options ?? []).map((option) => type(option)).join(" \\| ");
    case "record":
      return `Record<string, ${type(d.valueType as AnySchema)}>`;
    default:
      return d.type;
  }
}

function inputCell(endpoint: Endpoint): string {
  const d = def(endpoint.input);
  if (d.type === "object" && Object.keys(d.shape ?? {}).length === 0) return "(empty)";
  // A plain object's fields are listed bare; a union of objects keeps its braces.
  return d.type === "object"
    ? type(endpoint.input, true).replace(/^\{ | \}$/g, "")
    : type(endpoint.input, true);
}

const access = {
  public: "public",
  optional: "optional token",
  user: "token",
  apiKey: "api_key",
} as const;

export function callsTable(): string {
  const rows = endpointNames.map((name) => {
    const endpoint: Endpoint = endpoints[name];
    const codes = documentedErrors(name)
      .map((error) => errorCodes[error].code)
      .sort()
      .join(", ");
    const flags = [
      access[endpoint.access],
      endpoint.mutating ? "idempotent key" : "",
      endpoint.inSpec ? "" : "designed here",
    ]
      .filter(Boolean)
      .join("; ");
    return `| \`${name}\` | ${endpoint.method} \`${endpoint.path}\` | ${inputCell(endpoint)} | ${type(endpoint.output)} | ${flags} | ${codes} |`;
  });
  return [
    "| name | call | query (GET) / body (POST) | `message` on success | access | error codes |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function errorsTable(): string {
  const rows = Object.entries(errorCodes).map(
    ([name, { code, status, description }]) =>
      `| ${code} | ${status} | \`${name}\` | ${description} |`,
  );
  return ["| code | HTTP | name | meaning |", "|---|---|---|---|", ...rows].join("\n");
}

export function typesTable(): string {
  const rows = [...names]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(
      ([schema, name]) =>
        `| \`${name}\` | \`${schemaExports.get(name)}\` | ${type(schema, true)} |`,
    );
  return ["| type | zod schema | shape |", "|---|---|---|", ...rows].join("\n");
}

const sections = { calls: callsTable, errors: errorsTable, types: typesTable } as const;

/** `readme` with the text between each `<!-- name:start -->` / `<!-- name:end -->` pair regenerated. */
export function renderReadme(readme: string): string {
  let out = readme;
  for (const [section, render] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- ${section}:start -->)[\\s\\S]*?(<!-- ${section}:end -->)`);
    if (!pattern.test(out)) throw new Error(`README has no ${section} section`);
    out = out.replace(
      pattern,
      (_match, start: string, end: string) => `${start}\n${render()}\n${end}`,
    );
  }
  return out;
}
