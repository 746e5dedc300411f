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
  idempotencyKeySchema,
} from "./contract/endpoints.ts";
import { type ErrorName, errorCodes, SUCCESS_CODE } from "./contract/envelope.ts";
import {
  bare,
  type ContractSchemas,
  componentRef,
  contractSchemas,
  type JsonSchema,
  reachable,
} from "./openapi-schemas.ts";
import { REPLAYED_HEADER } from "./server/handler.ts";

export type { JsonSchema } from "./openapi-schemas.ts";

/** The parts of an OpenAPI 3.1 document this generator writes. */
export interface OpenApiDocument {
  readonly openapi: "3.1.0";
  readonly jsonSchemaDialect: string;
  readonly info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
    contact: { name: string; url: string };
  };
  /** Where the API is; `{name}` in a `url` is one of its `variables`. */
  readonly servers: {
    url: string;
    description?: string;
    variables?: Record<string, { default: string; description?: string; enum?: string[] }>;
  }[];
  readonly tags: { name: string; description: string }[];
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
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
  /** `[]` for calls anyone may make (chat's key travels in the body), the bearer scheme otherwise. */
  readonly security: Record<string, string[]>[];
  /** Who may call it: public, optional, user or apiKey. */
  readonly "x-access": Endpoint["access"];
  /** Whether it changes state (Idempotency-Key applies). */
  readonly "x-mutating": boolean;
}

/** One call's example: an input it accepts and the `message` it answers to it. */
export interface OperationExample {
  readonly input: unknown;
  readonly output: unknown;
}
/** An example per call, by name (`operationExamples` of the fixtures makes them). */
export type OperationExamples = Record<EndpointName, OperationExample>;

/**
 * Where the document points by default: the provider sandbox as `pnpm start` runs it. A
 * generated client sets the `baseUrl` server variable to reach another provider.
 */
export const OPENAPI_DEFAULT_BASE_URL = "http://127.0.0.1:4010";

/** The Idempotency-Key header's schema, from the rule the provider checks. */
const { description: _said, ...IDEMPOTENCY_KEY_SCHEMA } = bare(
  z.toJSONSchema(idempotencyKeySchema, { target: "draft-2020-12" }) as JsonSchema,
);

/** Answer headers the server sends, by their name in `components.headers`. */
const HEADERS = {
  retryAfter: { name: "Retry-After", ref: "#/components/headers/Retry-After" },
  replayed: { name: REPLAYED_HEADER, ref: `#/components/headers/${REPLAYED_HEADER}` },
  allow: { name: "Allow", ref: "#/components/headers/Allow" },
} as const;

/** Statuses whose answers may carry `Retry-After`: the 409 of a key still running, 429, 503. */
const RETRY_AFTER_STATUSES = new Set<number>([
  errorCodes.IDEMPOTENCY_IN_PROGRESS.status,
  errorCodes.RATE_LIMITED.status,
  errorCodes.UNAVAILABLE.status,
]);

/**
 * Errors answered before an idempotent replay can happen (access, the key's own state, the
 * body's size): their statuses never carry `Idempotency-Replayed`, unless another error
 * shares the status. Answers of 500 and above are never stored, so never replayed.
 */
const NEVER_REPLAYED: readonly ErrorName[] = [
  "LOGIN_REQUIRED",
  "IDEMPOTENCY_IN_PROGRESS",
  "PAYLOAD_TOO_LARGE",
];

/**
 * Security of a call by its access: `[]` (none) for public calls and for chat, whose key is a
 * body field no security scheme can describe; a token optional or required otherwise.
 */
const SECURITY: Record<Endpoint["access"], Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  apiKey: [],
};

const ACCESS_TEXT: Record<Endpoint["access"], string> = {
  public: "Anyone may call it.",
  optional: "Anyone may call it; a bearer token adds the user's own state.",
  user: "Needs the user's bearer token (`Authorization: Bearer <token>`).",
  apiKey: "Needs the server-side key in the body (`api_key`); never called from a browser.",
};

function queryParameters(
  schema: JsonSchema,
  example: unknown,
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const values = (example ?? {}) as Record<string, unknown>;
  // A parameter that is a named type says what the type says: generated clients take a
  // parameter's doc comment from the parameter, not from the schema it points to.
  const describe = (property: JsonSchema): unknown =>
    property.description ??
    (typeof property.$ref === "string"
      ? components[property.$ref.replace("#/components/schemas/", "")]?.description
      : undefined);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof describe(property) === "string" ? { description: describe(property) } : {}),
    schema: property,
    ...(values[name] !== undefined ? { example: values[name] } : {}),
    // Arrays repeat the name (`?a=1&a=2`), as the client sends them.
    ...(property.type === "array" ? { style: "form", explode: true } : {}),
  }));
}

/** The `headers` of an answer with `status` of a call. */
function answerHeaders(status: number, replayable: boolean): JsonSchema | undefined {
  const headers: JsonSchema = {};
  if (RETRY_AFTER_STATUSES.has(status))
    headers[HEADERS.retryAfter.name] = { $ref: HEADERS.retryAfter.ref };
  if (replayable) headers[HEADERS.replayed.name] = { $ref: HEADERS.replayed.ref };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function errorResponse(group: readonly ErrorName[], headers?: JsonSchema): JsonSchema {
  return {
    description: group
      .map((name) => `${errorCodes[name].code} ${name}: ${errorCodes[name].description}`)
      .join("\n"),
    ...(headers ? { headers } : {}),
    content: {
      "application/json": {
        schema: {
          // `type` beside `allOf`: strict validators (ajv's strictTypes) want the type of a
          // schema that constrains properties stated in the same schema.
          type: "object",
          allOf: [{ $ref: componentRef("ErrorEnvelope") }],
          properties: {
            code: {
              type: "integer",
              enum: group.map((name) => errorCodes[name].code),
              description: "Which error it is; the answer's description says what each means.",
            },
          },
        },
      },
    },
  };
}

function errorResponses(
  names: readonly ErrorName[],
  mutating: boolean,
): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of names) {
    const { status } = errorCodes[name];
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const replayable =
      mutating && status < 500 && group.some((name) => !NEVER_REPLAYED.includes(name));
    responses[String(status)] = errorResponse(group, answerHeaders(status, replayable));
  }
  return responses;
}

function operation(
  name: EndpointName,
  schemas: ContractSchemas,
  example: OperationExample | undefined,
): Operation {
  const call: Endpoint = endpoints[name];
  const mutating = call.mutating;
  const parameters: JsonSchema[] =
    call.method === "GET"
      ? queryParameters(schemas.query(name), example?.input, schemas.components)
      : [];
  if (mutating) {
    parameters.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      description: idempotencyKeySchema.description,
      schema: IDEMPOTENCY_KEY_SCHEMA,
    });
  }
  return {
    operationId: name,
    summary: call.summary,
    description: `${ACCESS_TEXT[call.access]}${mutating ? " Changes state: send an Idempotency-Key." : ""}`,
    tags: [call.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method === "POST"
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: schemas.body(name),
                ...(example ? { examples: { example: { value: example.input } } } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      "200": {
        description: `Success: \`code\` is ${SUCCESS_CODE} and \`message\` is the answer.`,
        ...(mutating ? { headers: answerHeaders(200, true) } : {}),
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: { const: SUCCESS_CODE, description: `${SUCCESS_CODE}: the call succeeded.` },
                message: { ...schemas.result(name), description: call.summary },
              },
              additionalProperties: false,
            },
            ...(example
              ? {
                  examples: { example: { value: { code: SUCCESS_CODE, message: example.output } } },
                }
              : {}),
          },
        },
      },
      // The body is read (and its size checked) for POST calls only.
      ...errorResponses(
        [
          ...documentedErrors(name),
          ...(call.method === "POST" ? (["PAYLOAD_TOO_LARGE"] as const) : []),
        ],
        mutating,
      ),
    },
    security: SECURITY[call.access],
    "x-access": call.access,
    "x-mutating": mutating,
  };
}

/** The OpenAPI 3.1 document of every call of the contract. */
export function openApiDocument(
  version: string,
  examples: Partial<OperationExamples> = {},
): OpenApiDocument {
  const schemas = contractSchemas();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const name of endpointNames) {
    const call: Endpoint = endpoints[name];
    paths[call.path] = {
      ...paths[call.path],
      [call.method.toLowerCase()]: operation(name, schemas, examples[name]),
    };
  }
  const named = Object.fromEntries(
    reachable(paths, schemas.components).map((id) => [id, schemas.components[id] as JsonSchema]),
  );
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
        `Any call may also answer ${commonErrors.map((e) => `${errorCodes[e].code} ${e}`).join(", ")}; 429, 503 and the 409 of a key still in use carry \`Retry-After\` (seconds). A POST body over 64 KB answers 413 (${errorCodes.PAYLOAD_TOO_LARGE.code}).`,
        `Requests that are no operation of this document answer too: a path under \`/api/\` that is no call answers 404 with ${errorCodes.NO_SUCH_CALL.code} (\`#/components/responses/NoSuchCall\`), and a call's path with another method answers 405 with ${errorCodes.METHOD_NOT_ALLOWED.code} and \`Allow\` (\`#/components/responses/MethodNotAllowed\`).`,
      ].join("\n\n"),
      license: { name: "MIT", identifier: "MIT" },
      contact: { name: "hostfront", url: "https://github.com/hostfront/hostfront/issues" },
    },
    servers: [
      {
        url: "{baseUrl}",
        description:
          "The provider API: set `baseUrl` to the provider's address (the default is the provider sandbox as `pnpm start` runs it).",
        variables: {
          baseUrl: {
            default: OPENAPI_DEFAULT_BASE_URL,
            description:
              "Scheme, host and port of the provider, without a trailing slash (the provider sandbox by default).",
          },
        },
      },
    ],
    tags: (Object.keys(ACCESS_TEXT) as Endpoint["access"][]).map((access) => ({
      name: access,
      description: ACCESS_TEXT[access],
    })),
    paths,
    components: {
      schemas: {
        ...named,
        ErrorEnvelope: {
          type: "object",
          required: ["code", "message"],
          properties: {
            code: {
              type: "integer",
              enum: Object.values(errorCodes).map((e) => e.code),
              description:
                "The error's code (the README's error table and each answer's description say what it means); never the success code.",
            },
            message: { type: "string", description: "What went wrong, in English." },
            fields: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "On 4000: each refused field with the reason.",
            },
          },
        },
      },
      headers: {
        [HEADERS.retryAfter.name]: {
          description:
            "How long to wait before trying again, in seconds (an HTTP date is allowed too by RFC 9110).",
          schema: { type: "string", examples: ["1", "30"] },
        },
        [HEADERS.replayed.name]: {
          description:
            "`true` when this answer is the stored answer of an earlier request with the same Idempotency-Key: the change was not applied again.",
          schema: { type: "string", const: "true" },
        },
        [HEADERS.allow.name]: {
          description: "The method the call is made with.",
          schema: { type: "string", enum: ["GET", "POST"] },
        },
      },
      responses: {
        NoSuchCall: errorResponse(["NO_SUCH_CALL"]),
        MethodNotAllowed: errorResponse(["METHOD_NOT_ALLOWED"], {
          [HEADERS.allow.name]: { $ref: HEADERS.allow.ref },
        }),
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
