// The contract's zod schemas as the JSON Schemas of an OpenAPI document: named components and
// each call's request and result (read by `openapi.ts`, which writes the document around them).
import { z } from "zod";
import {
  type Endpoint,
  type EndpointName,
  endpointNames,
  endpoints,
} from "./contract/endpoints.ts";
import { namedSchemas, schemaId } from "./contract/named.ts";

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [key: string]: unknown };

/** Where a named schema of the contract is in the document. */
export const componentRef = (id: string): string => `#/components/schemas/${id}`;

/** The JSON Schema's own keys a component inside an OpenAPI document must not carry. */
export function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** What the contract's schemas become: named components, and each call's request and result. */
export interface ContractSchemas {
  /** Every named schema the document may refer to, by id (pruned to those it does). */
  readonly components: Record<string, JsonSchema>;
  /** The input of a GET call, whose properties become query parameters. */
  readonly query: (name: EndpointName) => JsonSchema;
  /** The body of a POST call: a `$ref` to its request component. */
  readonly body: (name: EndpointName) => JsonSchema;
  /** The `message` of a call's success: a `$ref` to its result component, or inline. */
  readonly result: (name: EndpointName) => JsonSchema;
}

/**
 * The contract's schemas in JSON Schema, every schema with a metadata `id` (`.meta({ id })`,
 * zod's global registry) as a component that the others `$ref`. zod converts a schema as it is
 * read (`io: "input"`: defaults make fields optional) or as it is answered (`"output"`); a named
 * schema whose two readings differ gets a second component, `<id>Input`, used by requests.
 * `unrepresentable: "throw"`: a schema JSON Schema cannot say fails generation instead of
 * quietly becoming `{}`.
 */
export function contractSchemas(): ContractSchemas {
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  const name = (schema: z.ZodType, id: string): string => {
    if (taken.has(id)) throw new Error(`Two schemas of the contract are named ${id}.`);
    taken.add(id);
    registry.add(schema, { id });
    return id;
  };
  for (const schema of namedSchemas) name(schema, schemaId(schema));
  const inputIds = new Set<string>();
  const ids = new Map<EndpointName, { input: string; output: JsonSchema }>();
  for (const call of endpointNames) {
    const { input, output, method }: Endpoint = endpoints[call];
    const inputId =
      registry.get(input)?.id ??
      name(input, `${pascal(call)}${method === "GET" ? "Query" : "Request"}`);
    inputIds.add(inputId);
    // A list of a named type is said inline (`Region[]` needs no name of its own), and a call
    // answering nothing (`null`) has no result type.
    let result: JsonSchema;
    const known = registry.get(output)?.id;
    if (known) result = { $ref: componentRef(known) };
    else if (output instanceof z.ZodNull) result = { type: "null" };
    else if (
      output instanceof z.ZodArray &&
      registry.has(output.element as z.ZodType) &&
      !z.globalRegistry.has(output)
    ) {
      const element = registry.get(output.element as z.ZodType)?.id as string;
      result = { type: "array", items: { $ref: componentRef(element) } };
    } else result = { $ref: componentRef(name(output, `${pascal(call)}Result`)) };
    ids.set(call, { input: inputId, output: result });
  }

  const convert = (io: "input" | "output", uri: (id: string) => string) => {
    const { schemas } = z.toJSONSchema(registry, {
      target: "draft-2020-12",
      io,
      unrepresentable: "throw",
      uri,
    }) as { schemas: Record<string, JsonSchema> };
    if ("__shared" in schemas)
      throw new Error("A schema with an id is not a named schema of the contract (namedSchemas).");
    return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, bare(schema)]));
  };
  const output = convert("output", componentRef);
  // Named schemas read differently as input get `<id>Input`; a schema referring to one reads
  // differently too, so this runs until no new one appears.
  const renamed = new Set<string>();
  let input: Record<string, JsonSchema>;
  for (;;) {
    input = convert("input", (id) => componentRef(renamed.has(id) ? `${id}Input` : id));
    const differing = Object.keys(input).filter(
      (id) =>
        !inputIds.has(id) &&
        !renamed.has(id) &&
        JSON.stringify(input[id]) !== JSON.stringify(output[id]),
    );
    if (differing.length === 0) break;
    for (const id of differing) renamed.add(id);
  }

  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(output)) if (!inputIds.has(id)) all[id] = schema;
  for (const id of inputIds) all[id] = input[id] as JsonSchema;
  for (const id of renamed) all[`${id}Input`] = input[id] as JsonSchema;
  const idsOf = (call: EndpointName) => ids.get(call) as { input: string; output: JsonSchema };
  return {
    components: all,
    query: (call) => all[idsOf(call).input] as JsonSchema,
    body: (call) => ({ $ref: componentRef(idsOf(call).input) }),
    result: (call) => idsOf(call).output,
  };
}

/** `components` without the schemas nothing in `document` refers to, directly or not. */
export function reachable(document: unknown, components: Record<string, JsonSchema>): string[] {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) visit(item);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && value.startsWith(componentRef(""))) {
          const id = value.slice(componentRef("").length);
          if (!seen.has(id)) {
            seen.add(id);
            visit(components[id]);
          }
        } else visit(value);
      }
    }
  };
  visit(document);
  return [...seen].sort();
}
