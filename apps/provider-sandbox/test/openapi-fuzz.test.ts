// The sandbox refuses nothing the OpenAPI document allows: for every operation, inputs
// generated from the document's request schemas (json-schema-faker, a fixed seed) are answered
// with success or with an error code the operation documents, never with BAD_REQUEST, which
// would mean a field the document calls valid was refused. Every generated input is checked
// against the document first (ajv, unicode patterns), so the generator can only narrow what it
// tries, never stray outside the document.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type EndpointName, errorCodes, SUCCESS_CODE } from "@hostfront/api-client";
import { isValid } from "@hostfront/validators";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { generate } from "json-schema-faker";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

/** Inputs per operation, and the seed the first one is made with. */
const INPUTS_PER_OPERATION = 12;
const SEED = 20261122;
/** Tries the generator gets to make one input the document accepts. */
const TRIES_PER_INPUT = 40;

type Schema = { [key: string]: unknown };
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
}
interface Operation {
  operationId: EndpointName;
  parameters?: Parameter[];
  requestBody?: { content: { "application/json": { schema: Schema } } };
  responses: Record<string, { content: { "application/json": { schema: Schema } } }>;
  security: Record<string, string[]>[];
  "x-mutating": boolean;
}

const require = createRequire(import.meta.url);
const doc = JSON.parse(
  readFileSync(require.resolve("@hostfront/api-client/openapi.json"), "utf8"),
) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Schema } };
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/** `schema` with component references pointing into `$defs` (one self-contained schema). */
const selfContained = (schema: Schema): Schema =>
  JSON.parse(
    JSON.stringify({ ...schema, $defs: doc.components.schemas }).replaceAll(
      '"#/components/schemas/',
      '"#/$defs/',
    ),
  ) as Schema;

/** What an operation takes, as one object schema: its body, or its query parameters. */
function inputSchema(op: Operation): Schema {
  const body = op.requestBody?.content["application/json"].schema;
  if (body) return selfContained(body);
  const query = (op.parameters ?? []).filter((p) => p.in === "query");
  return selfContained({
    type: "object",
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  });
}

/**
 * The generator's view of a schema: json-schema-faker's pattern generator reads `\p{...}` as
 * letters, so each Unicode property class becomes a few ranges inside it (Latin, Greek,
 * Cyrillic, CJK, kana, combining marks, Arabic-Indic digits). A subset: every string made from
 * it still matches the document's pattern, which ajv checks below.
 */
const PROPERTY_SUBSETS: Record<string, string> = {
  "\\p{L}": "a-zA-Z\\u00E0-\\u00F6\\u03B1-\\u03C9\\u0430-\\u044F\\u4E00-\\u4E2F\\u3041-\\u3093",
  "\\p{M}": "\\u0300-\\u0307",
  "\\p{N}": "0-9\\u0660-\\u0669",
  "\\p{Script=Han}": "\\u4E00-\\u4E2F",
  "\\p{Script=Latin}": "a-zA-Z\\u00C0-\\u00D6",
};
const generatorView = (schema: Schema): Schema =>
  JSON.parse(JSON.stringify(schema), (key, value) =>
    key === "pattern" && typeof value === "string"
      ? Object.entries(PROPERTY_SUBSETS).reduce(
          (pattern, [property, ranges]) => pattern.replaceAll(property, ranges),
          value,
        )
      : value,
  ) as Schema;

/** The codes an operation documents: success and every code of its error answers. */
function documentedCodes(op: Operation): Set<number> {
  const codes = new Set<number>([SUCCESS_CODE]);
  for (const [status, answer] of Object.entries(op.responses)) {
    if (status === "200") continue;
    const schema = answer.content["application/json"].schema as {
      properties?: { code?: { enum?: number[] } };
    };
    for (const code of schema.properties?.code?.enum ?? []) codes.add(code);
  }
  return codes;
}

/** Fields holding an `EncryptedPassword`: the generator puts a real ciphertext there. */
function passwordFields(op: Operation): string[] {
  const body = op.requestBody?.content["application/json"].schema as { $ref?: string } | undefined;
  const id = body?.$ref?.split("/").at(-1);
  const properties = ((id ? doc.components.schemas[id] : undefined) as Schema | undefined)
    ?.properties as Record<string, { $ref?: string }> | undefined;
  return Object.entries(properties ?? {})
    .filter(([, schema]) => schema.$ref === "#/components/schemas/EncryptedPassword")
    .map(([name]) => name);
}

/** A seeded pick from `chars`. */
const picker = (seed: number) => {
  let state = seed >>> 0;
  return (chars: string): string => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return chars[state % chars.length] ?? "";
  };
};

/**
 * A password the operation's rule takes, as its description states it: `pass` to register;
 * for a server, one that satisfies both `vpsSystemPass` and `cvmSystemPass`, whatever the plan.
 */
function validPassword(operation: EndpointName, seed: number): string {
  const pick = picker(seed);
  const alnum = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  for (;;) {
    const tail = Array.from({ length: 8 }, () => pick(alnum)).join("");
    const password =
      operation === "register"
        ? `${pick("abcdefgh")}${pick("23456789")}${tail}`
        : `${pick("ABCDEFGH")}${pick("abcdefgh")}${pick("23456789")}-${tail}`;
    const rules =
      operation === "register"
        ? (["pass"] as const)
        : (["vpsSystemPass", "cvmSystemPass"] as const);
    if (rules.every((rule) => isValid(rule, password))) return password;
  }
}

/** The operation's example input, from the document (body example or parameter examples). */
function exampleOf(op: Operation): Record<string, unknown> {
  const body = op.requestBody?.content["application/json"] as
    | { examples?: { example?: { value?: Record<string, unknown> } } }
    | undefined;
  if (body) return body.examples?.example?.value ?? {};
  return Object.fromEntries(
    ((op.parameters ?? []) as (Parameter & { example?: unknown })[])
      .filter((p) => p.in === "query" && p.example !== undefined)
      .map((p) => [p.name, p.example]),
  );
}

/** Top-level fields that name something of the catalogue (an `Id`, a `Suffix`, or lists of them). */
function idFields(schema: Schema): string[] {
  const root = (
    typeof schema.$ref === "string"
      ? (schema.$defs as Schema)[schema.$ref.split("/").at(-1) ?? ""]
      : schema
  ) as Schema;
  const properties = (root.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties)
    .filter(([, p]) => /"#\/\$defs\/(Id|Suffix)"/.test(JSON.stringify(p)))
    .map(([name]) => name);
}

let h: Harness;
let token: string;
let publicKey: forge.pki.rsa.PublicKey;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  h = await startSandbox({ SANDBOX_ATTEMPT_LIMIT: "1000000" });
  ({ token } = await h.newUser());
  const key = await h.api.publicKey({});
  publicKey = forge.pki.publicKeyFromPem(key.publicKey) as forge.pki.rsa.PublicKey;
}, 120_000);
afterAll(() => h.stop());

const encrypt = (password: string): string =>
  forge.util.encode64(
    publicKey.encrypt(forge.util.encodeUtf8(password), "RSA-OAEP", {
      md: forge.md.sha256.create(),
      mgf1: { md: forge.md.sha256.create() },
    }),
  );

/** Sends one input as a client would: query string or JSON body, with the token where wanted. */
async function send(
  { path, method, op }: (typeof operations)[number],
  input: Record<string, unknown>,
): Promise<{ code: number; message: unknown; fields?: unknown }> {
  const url = new URL(path, h.baseUrl);
  const headers: Record<string, string> = {};
  // Logging out would end the session the other calls use.
  if (op.security.some((s) => "bearer" in s) && op.operationId !== "logout")
    headers.authorization = `Bearer ${token}`;
  if (op["x-mutating"]) headers["idempotency-key"] = randomUUID();
  let body: string | undefined;
  if (method === "GET") {
    for (const [name, value] of Object.entries(input))
      for (const item of Array.isArray(value) ? value : [value])
        url.searchParams.append(name, String(item));
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input);
  }
  const response = await fetch(url, { method, headers, ...(body ? { body } : {}) });
  return (await response.json()) as { code: number; message: unknown };
}

describe("the sandbox takes what the OpenAPI document allows", () => {
  const figures = { inputs: 0, accepted: 0, refused: 0, generatorMisses: 0 };
  /** The codes each operation answered, to see what the inputs reached. */
  const answered: Record<string, Record<number, number>> = {};
  afterAll(() => {
    console.info(`openapi fuzz: ${JSON.stringify(figures)}\n${JSON.stringify(answered)}`);
  });

  it.each(operations.map((o) => [o.op.operationId, o] as const))(
    "%s",
    async (name, operation) => {
      const schema = inputSchema(operation.op);
      const accepts = ajv.compile(schema);
      const view = generatorView(schema);
      const codes = documentedCodes(operation.op);
      const passwords = passwordFields(operation.op);
      const example = exampleOf(operation.op);
      const ids = idFields(schema);
      const failures: string[] = [];
      let seed = SEED + [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) * 1000;
      for (let i = 0; i < INPUTS_PER_OPERATION; i++) {
        let input: Record<string, unknown> | undefined;
        for (let attempt = 0; attempt < TRIES_PER_INPUT && !input; attempt++) {
          const candidate = (await generate(view, {
            seed: seed++,
            optionalsProbability: 0.5,
          })) as Record<string, unknown>;
          // Every other input names what the sample catalogue has (the example's ids, the
          // optional ones left out), so the checks after the lookups are reached too.
          if (i % 2 === 1)
            for (const field of ids)
              if (field in example) candidate[field] = example[field];
              else delete candidate[field];
          for (const field of passwords) candidate[field] = encrypt(validPassword(name, seed));
          if (name === "chat") candidate.api_key = h.config.chatApiKey;
          if (accepts(candidate)) input = candidate;
          else figures.generatorMisses++;
        }
        if (!input)
          throw new Error(`${name}: no input the document accepts in ${TRIES_PER_INPUT} tries`);
        figures.inputs++;
        const answer = await send(operation, input);
        const counts = answered[name] ?? {};
        counts[answer.code] = (counts[answer.code] ?? 0) + 1;
        answered[name] = counts;
        if (answer.code === SUCCESS_CODE) figures.accepted++;
        else figures.refused++;
        if (answer.code === errorCodes.BAD_REQUEST.code || !codes.has(answer.code))
          failures.push(
            `${name} answered ${answer.code} (${JSON.stringify(answer.message)}, fields ${JSON.stringify(answer.fields ?? {})}) to ${JSON.stringify(input)}`,
          );
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
