// The contract as an OpenAPI 3.1 document, generated from the zod schemas (the one source), so
// teams on other languages can generate a client. `scripts/openapi.ts` writes it to
// `openapi.json` (shipped as `@hostfront/api-client/openapi.json`); a test fails when the
// committed file drifts from the contract.
import { z } from "zod";
import {
  commonErrors,
  documentedErrors,
  type Endpoint,
  type EndpointName,
  endpointNames,
  endpoints,
} from "./contract/endpoints.ts";
import { type ErrorName, errorCodes, SUCCESS_CODE } from "./contract/envelope.ts";

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds it. */
export type JsonSchema = { [key: string]: unknown };

/** The parts of an OpenAPI 3.1 document this generator writes. */
export interface OpenApiDocument {
  readonly openapi: "3.1.0";
  readonly jsonSchemaDialect: string;
  readonly info: { title: string; version: string; description: string };
  readonly servers?: { url: string; description?: string }[];
  readonly tags: { name: string; description: string }[];
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** One operation (one call of the contract). */
export interface Operation {
  readonly operationId: EndpointName;
  readonly summary: string;
  readonly description: string;
  readonly tags: string[];
  readonly parameters?: JsonSchema[];
  readonly requestBody?: JsonSchema;
  readonly responses: Record<string, JsonSchema>;
  readonly security?: Record<string, string[]>[];
  /** Who may call it: public, optional, user or apiKey. */
  readonly "x-access": Endpoint["access"];
  /** Whether it changes state (Idempotency-Key applies). */
  readonly "x-mutating": boolean;
}

const ACCESS_TEXT: Record<Endpoint["access"], string> = {
  public: "Anyone may call it.",
  optional: "Anyone may call it; a bearer token adds the user's own state.",
  user: "Needs the user's bearer token (`Authorization: Bearer <token>`).",
  apiKey: "Needs the server-side key in the body (`api_key`); never called from a browser.",
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // `unrepresentable: "throw"`: a schema JSON Schema cannot say fails generation instead of
  // quietly becoming `{}`.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "throw",
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: JsonSchema): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
    // Arrays repeat the name (`?a=1&a=2`), as the client sends them.
    ...(property.type === "array" ? { style: "form", explode: true } : {}),
  }));
}

function errorResponses(names: readonly ErrorName[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of names) {
    const { status } = errorCodes[name];
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: group
        .map((name) => `${errorCodes[name].code} ${name}: ${errorCodes[name].description}`)
        .join("\n"),
      content: {
        "application/json": {
          schema: {
            allOf: [{ $ref: "#/components/schemas/ErrorEnvelope" }],
            properties: { code: { enum: group.map((name) => errorCodes[name].code) } },
          },
        },
      },
    };
  }
  return responses;
}

function operation(name: EndpointName): Operation {
  const call: Endpoint = endpoints[name];
  const input = jsonSchema(call.input, "input");
  const mutating = call.mutating;
  const parameters: JsonSchema[] = call.method === "GET" ? queryParameters(input) : [];
  if (mutating) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description:
        "Names one attempt of this change: a repeated key replays the first answer instead of applying the change again. Clients send a new UUID per submission and the same key on a retry.",
      schema: { type: "string", minLength: 8, maxLength: 128, pattern: "^[A-Za-z0-9_-]+$" },
    });
  }
  return {
    operationId: name,
    summary: call.summary,
    description: `${ACCESS_TEXT[call.access]}${mutating ? " Changes state: send an Idempotency-Key." : ""}`,
    tags: [call.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method === "POST"
      ? { requestBody: { required: true, content: { "application/json": { schema: input } } } }
      : {}),
    responses: {
      "200": {
        description: `Success: \`code\` is ${SUCCESS_CODE} and \`message\` is the answer.`,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { const: SUCCESS_CODE },
                message: jsonSchema(call.output, "output"),
              },
              additionalProperties: false,
            },
          },
        },
      },
      ...errorResponses(documentedErrors(name)),
    },
    ...(call.access === "user"
      ? { security: [{ bearer: [] }] }
      : call.access === "optional"
        ? { security: [{}, { bearer: [] }] }
        : {}),
    "x-access": call.access,
    "x-mutating": mutating,
  };
}

/** The OpenAPI 3.1 document of every call of the contract. */
export function openApiDocument(version: string): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const name of endpointNames) {
    const call: Endpoint = endpoints[name];
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(name) };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "hostfront provider API",
      version,
      description: [
        "The API of the cloud hosting provider behind the hostfront storefront.",
        `Every answer is an envelope \`{ code, message }\`: \`code\` ${SUCCESS_CODE} means success and \`message\` holds the answer; any other code is an error whose \`message\` is an English sentence (\`fields\` names the refused fields on 4000).`,
        "GET calls take their input as query parameters, POST calls as a JSON body.",
        "Non-idempotent requests are retried once on 408, 409, 425, 429, 500, 502, 503 and 504 with the same Idempotency-Key; idempotent ones are not retried. Calls time out after 40 s.",
        `Any call may also answer ${commonErrors.map((e) => `${errorCodes[e].code} ${e}`).join(", ")}.`,
      ].join("\n\n"),
    },
    tags: (Object.keys(ACCESS_TEXT) as Endpoint["access"][]).map((access) => ({
      name: access,
      description: ACCESS_TEXT[access],
    })),
    paths,
    components: {
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["code", "message"],
          properties: {
            code: { type: "integer", enum: Object.values(errorCodes).map((e) => e.code) },
            message: { type: "string", description: "What went wrong, in English." },
            fields: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "On 4000: each refused field with the reason.",
            },
          },
        },
      },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "The user's session token, from logging in at the provider's console.",
        },
      },
    },
  };
}
