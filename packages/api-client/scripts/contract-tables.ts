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
import { namedSchemaExports, schemaId } from "../src/contract/named.ts";

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

/** Named schemas of the contract by their metadata id: `regionSchema` is `Region`. */
const names = new Map<AnySchema, string>();
/** The export of each named schema: `Region` is `regionSchema`. */
const schemaExports = new Map<string, string>();
for (const [exportName, schema] of namedSchemaExports) {
  const name = schemaId(schema);
  names.set(schema, name);
  schemaExports.set(name, exportName);
}

/** A description for a table cell: one line, pipes escaped. */
const cell = (text: string | undefined): string =>
  (text ?? "").replace(/\s*\n\s*/g, " ").replaceAll("|", "\\|");

/** The schema inside optional, default, nullable and readonly wrappers. */
function unwrapped(schema: AnySchema): AnySchema {
  const d = def(schema);
  return ["optional", "default", "nullable", "readonly"].includes(d.type)
    ? unwrapped(d.innerType as AnySchema)
    : schema;
}

const isOptional = (schema: AnySchema): boolean =>
  ["optional", "default"].includes(def(schema).type);

/** The name of a named schema, or of one only described differently (`.describe()` clones it). */
function nameOf(schema: AnySchema): string | undefined {
  const parent = (schema as unknown as { _zod: { parent?: AnySchema } })._zod.parent;
  return names.get(schema) ?? (parent && def(parent) === def(schema) ? nameOf(parent) : undefined);
}

function type(schema: AnySchema, top = false): string {
  const name = nameOf(schema);
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
      return element.includes(" \\| ") && !nameOf(d.element as AnySchema)
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
    return `| \`${name}\` | ${endpoint.method} \`${endpoint.path}\` | ${cell(endpoint.summary)} | ${inputCell(endpoint)} | ${type(endpoint.output)} | ${flags} | ${codes} |`;
  });
  return [
    "| name | call | what it does | query (GET) / body (POST) | `message` on success | access | error codes |",
    "|---|---|---|---|---|---|---|",
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
        `| \`${name}\` | \`${schemaExports.get(name)}\` | ${cell(schema.description)} | ${type(schema, true)} |`,
    );
  return ["| type | zod schema | what it is | shape |", "|---|---|---|---|", ...rows].join("\n");
}

/** The fields of every named object type (and of each call's input) with their descriptions. */
export function fieldsTable(): string {
  const rows: string[] = [];
  const fieldsOf = (owner: string, schema: AnySchema) => {
    const d = def(schema);
    const shape = d.type === "object" ? (d.shape ?? {}) : {};
    for (const [field, value] of Object.entries(shape)) {
      const text = value.description ?? unwrapped(value).description;
      rows.push(`| ${owner} | \`${field}\` | ${type(value)} | ${cell(text)} |`);
    }
  };
  for (const [schema, name] of [...names].sort(([, a], [, b]) => a.localeCompare(b)))
    fieldsOf(`\`${name}\``, schema);
  for (const name of endpointNames) fieldsOf(`\`${name}\` input`, endpoints[name].input);
  return ["| of | field | type | what it holds |", "|---|---|---|---|", ...rows].join("\n");
}

const sections = {
  calls: callsTable,
  errors: errorsTable,
  types: typesTable,
  fields: fieldsTable,
} as const;

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
