// The contract's OpenAPI 3.1 document (`/openapi.json`, the file @hostfront/api-client ships)
// and a reference page rendered from it on the server (`/reference`): calls by tag with their
// fields, examples and errors, every named schema, and a "Try it" form per call. The forms are
// the page's one script (`/reference.js`, from this origin, so a strict CSP holds); without it
// the page reads the same and the forms stay hidden. The page is in English, as the document is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { JsonSchema, OpenApiDocument, Operation } from "@hostfront/api-client/contract";
import { Hono } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Sandbox } from "./provider/context.ts";

/** Where the page and the document live. */
export const REFERENCE_PATH = "/reference";
export const OPENAPI_PATH = "/openapi.json";
const STYLE_PATH = "/reference.css";
const SCRIPT_PATH = "/reference.js";

/** Scripts and calls to this origin only; no inline code, no frames, nothing from elsewhere. */
export const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The document as the package ships it: read once, from the installed package. */
export function loadOpenApiDocument(): OpenApiDocument {
  const path = createRequire(import.meta.url).resolve("@hostfront/api-client/openapi.json");
  return JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
}

/** The "Try it" script, served as it is written. */
const SCRIPT = readFileSync(new URL("./api-reference.browser.js", import.meta.url), "utf8");

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;margin:0;background:#f4f6fb;color:#14213d}
main{max-width:68rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.8rem;margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:2px solid #d6dbe6;padding-bottom:.25rem}
h3{font-size:1.1rem;margin:0;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}h4{margin:1rem 0 .25rem;font-size:1rem}
.intro p{max-width:48rem}nav ul{columns:3 14rem;padding-left:1.1rem}
section.op,section.schema{background:#fff;border-radius:10px;box-shadow:0 2px 12px #14213d14;padding:1.1rem 1.25rem;margin:1rem 0}
.method{font:700 .8rem/1 ui-monospace,monospace;padding:.3rem .5rem;border-radius:4px;color:#fff;background:#1d4ed8}
.method.post{background:#047857}code,pre,textarea,input{font-family:ui-monospace,monospace;font-size:.875rem}
.path{word-break:break-all}.meta{color:#4b5563;font-size:.9rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
caption{text-align:left;font-weight:600;padding:.25rem 0}td:first-child code{white-space:nowrap}td.limits code{overflow-wrap:anywhere}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:6px;overflow:auto;max-height:24rem;white-space:pre-wrap}
details{margin:.5rem 0}summary{cursor:pointer;font-weight:600}a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.status{font-weight:700}.desc{white-space:pre-line}
.try form{display:grid;gap:.6rem;max-width:44rem}.try label{display:grid;gap:.2rem;font-weight:600}
.try input,.try select,.try textarea{padding:.4rem;border:1px solid #6b7280;border-radius:4px;font-weight:400}
.try button{justify-self:start;padding:.45rem 1rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-weight:700;cursor:pointer}
.try .hint{font-weight:400;color:#4b5563;font-size:.85rem}`;

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;
type Schemas = Record<string, JsonSchema>;

const SCHEMA_REF = "#/components/schemas/";
const schemaAnchor = (name: string) => `schema-${name}`;
const refName = (schema: JsonSchema): string | null =>
  typeof schema.$ref === "string" && schema.$ref.startsWith(SCHEMA_REF)
    ? schema.$ref.slice(SCHEMA_REF.length)
    : null;
/** The schema a `$ref` points to (the schema itself when it is none). */
const resolve = (schema: JsonSchema, schemas: Schemas): JsonSchema => {
  const name = refName(schema);
  return name === null ? schema : (schemas[name] ?? {});
};
const variants = (schema: JsonSchema): JsonSchema[] | null =>
  ((schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined) ?? null;
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A schema's type as a reader wants it: named schemas by name, linked to their definition. */
function typeOf(schema: JsonSchema | undefined): Html {
  if (!schema) return html``;
  const name = refName(schema);
  if (name !== null) return html`<a href="#${schemaAnchor(name)}"><code>${name}</code></a>`;
  if (Array.isArray(schema.enum))
    return html`<code>${schema.enum.map((v) => JSON.stringify(v)).join(" | ")}</code>`;
  if ("const" in schema) return html`<code>${JSON.stringify(schema.const)}</code>`;
  const union = variants(schema);
  if (union) return joined(union.map(typeOf), " | ");
  if (Array.isArray(schema.allOf)) return joined((schema.allOf as JsonSchema[]).map(typeOf), " & ");
  const type = schema.type;
  if (type === "array")
    return html`${typeOf(schema.items as JsonSchema | undefined)}<code>[]</code>`;
  if (type === "object" && typeof schema.additionalProperties === "object" && !schema.properties)
    return html`<code>map of </code>${typeOf(schema.additionalProperties as JsonSchema)}`;
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  if (Array.isArray(type)) return html`<code>${type.join(" | ")}${format}</code>`;
  return html`<code>${typeof type === "string" ? type : "any"}${format}</code>`;
}

function joined(parts: Html[], separator: string): Html {
  return html`${parts.map((part, index) => (index === 0 ? part : html`${separator}${part}`))}`;
}

/** Patterns longer than this are shown where their named type is defined, not at each use. */
const LONG_PATTERN = 80;

/** Limits a value must keep: lengths, ranges, counts, pattern, default ("" when none). */
function constraints(schema: JsonSchema, schemas: Schemas): Html | string {
  // A field typed by a named scalar (Id, Language...) shows that schema's limits too.
  const target = resolve(schema, schemas);
  const own = target.type === "object" ? schema : { ...target, ...schema };
  const range = (low: unknown, high: unknown, unit: string) => {
    // JavaScript's safe-integer limits are what "any integer" becomes: no limit to a reader.
    const min = low === -Number.MAX_SAFE_INTEGER ? undefined : low;
    const max = high === Number.MAX_SAFE_INTEGER ? undefined : high;
    if (typeof min === "number" && typeof max === "number")
      return min === max ? `exactly ${min}${unit}` : `${min}-${max}${unit}`;
    if (typeof min === "number") return `at least ${min}${unit}`;
    if (typeof max === "number") return `at most ${max}${unit}`;
    return null;
  };
  const texts = [
    range(own.minLength, own.maxLength, " characters"),
    range(own.minItems, own.maxItems, " items"),
    range(own.minimum ?? own.exclusiveMinimum, own.maximum ?? own.exclusiveMaximum, ""),
    own.exclusiveMinimum !== undefined ? `above ${String(own.exclusiveMinimum)}` : null,
    own.uniqueItems === true ? "unique items" : null,
    own.default !== undefined ? `default ${JSON.stringify(own.default)}` : null,
  ].filter((text): text is string => text !== null);
  if (typeof own.pattern !== "string") return texts.join("; ");
  // A long pattern of a named type is read once, at its definition.
  const name = refName(schema);
  if (name !== null && target.pattern === own.pattern && own.pattern.length > LONG_PATTERN)
    return html`${texts.map((text) => `${text}; `)}pattern of <a href="#${schemaAnchor(name)}">${name}</a>`;
  return html`${texts.map((text) => `${text}; `)}pattern <code>${own.pattern}</code>`;
}

interface Field {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
  readonly description: string;
  readonly where?: string;
}

function fieldTable(caption: string, fields: Field[], schemas: Schemas): Html {
  const where = fields.some((field) => field.where !== undefined);
  return html`<table><caption>${caption}</caption><thead><tr><th scope="col">name</th>${
    where ? html`<th scope="col">in</th>` : ""
  }<th scope="col">type</th><th scope="col">required</th><th scope="col">description</th><th scope="col">constraints</th></tr></thead><tbody>
${fields.map(
  (field) =>
    html`<tr><td><code>${field.name}</code></td>${where ? html`<td>${field.where ?? ""}</td>` : ""}<td>${typeOf(field.schema)}</td><td>${field.required ? "yes" : "no"}</td><td>${field.description}</td><td class="limits">${constraints(field.schema, schemas)}</td></tr>`,
)}
</tbody></table>`;
}

/** The properties of an object schema as fields (the description falls back to the type's). */
function fieldsOf(schema: JsonSchema, schemas: Schemas): Field[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
    description: String(property.description ?? resolve(property, schemas).description ?? ""),
  }));
}

/** An object schema's fields, one table per variant of a `oneOf`; other schemas by type. */
function schemaBody(caption: string, schema: JsonSchema, schemas: Schemas): Html {
  const target = resolve(schema, schemas);
  const union = variants(target);
  if (union?.every((variant) => resolve(variant, schemas).type === "object"))
    return html`${union.map((variant, index) =>
      schemaBody(`${caption}, variant ${index + 1} of ${union.length}`, variant, schemas),
    )}`;
  if (target.type === "object" && target.properties) {
    const fields = fieldsOf(target, schemas);
    return fields.length > 0
      ? fieldTable(caption, fields, schemas)
      : html`<p class="meta">${caption}: an empty object <code>{}</code>.</p>`;
  }
  const limits = constraints(target, schemas);
  return html`<p>${caption}: ${typeOf(schema)}${
    limits === "" ? "" : html` <span class="meta">(${limits})</span>`
  }</p>`;
}

type Media = { schema?: JsonSchema; examples?: Record<string, { value?: unknown }> };
const jsonMedia = (part: JsonSchema | undefined): Media | undefined =>
  (part?.content as Record<string, Media> | undefined)?.["application/json"];
const firstExample = (media: Media | undefined): unknown =>
  Object.values(media?.examples ?? {})[0]?.value;

/** An error answer's description: one `<code> <NAME>: <meaning>` line per error. */
const ERROR_LINE = /^(\d+) ([A-Z][A-Z0-9_]*): (.*)$/;

function errorTable(op: Operation): Html {
  const rows = Object.entries(op.responses)
    .filter(([status]) => status !== "200")
    .flatMap(([status, response]) =>
      String(response.description ?? "")
        .split("\n")
        .map((line) => {
          const match = ERROR_LINE.exec(line);
          return {
            status,
            code: match?.[1] ?? "",
            name: match?.[2] ?? "",
            meaning: match?.[3] ?? line,
          };
        }),
    );
  if (rows.length === 0) return html``;
  return html`<table><caption>Errors</caption><thead><tr><th scope="col">status</th><th scope="col">code</th><th scope="col">name</th><th scope="col">meaning</th></tr></thead><tbody>
${rows.map(
  (row) =>
    html`<tr><td class="status">${row.status}</td><td>${row.code}</td><td><code>${row.name}</code></td><td class="desc">${row.meaning}</td></tr>`,
)}
</tbody></table>`;
}

/** The enum a parameter takes, if any (through a `$ref`). */
const enumOf = (schema: JsonSchema, schemas: Schemas): unknown[] | null => {
  const values = resolve(schema, schemas).enum;
  return Array.isArray(values) ? values : null;
};

function tryForm(
  method: string,
  path: string,
  op: Operation,
  body: Media | undefined,
  schemas: Schemas,
): Html {
  const id = (name: string) => `try-${op.operationId}-${name}`;
  const query = (op.parameters ?? []).filter((p) => p.in === "query");
  const bearer = op.security.some((requirement) => "bearer" in requirement);
  const tokenRequired = bearer && op.security.every((requirement) => "bearer" in requirement);
  const example = firstExample(body);
  return html`<details class="try" hidden><summary>Try it</summary>
<form class="try-form" data-method="${method.toUpperCase()}" data-path="${path}" aria-label="Try ${op.operationId}">
${query.map((p) => {
  const name = String(p.name);
  const schema = p.schema as JsonSchema;
  const values = enumOf(schema, schemas);
  const array = resolve(schema, schemas).type === "array";
  const hint = array ? " (comma-separated)" : p.required ? "" : " (optional)";
  return html`<label for="${id(name)}">${name}<span class="hint">${hint}</span></label>${
    values
      ? html`<select id="${id(name)}" name="${name}" data-in="query"><option value="">(none)</option>${values.map(
          (value) =>
            html`<option${value === p.example ? " selected" : ""}>${String(value)}</option>`,
        )}</select>`
      : html`<input id="${id(name)}" name="${name}" data-in="query"${array ? " data-array" : ""}${p.required ? " required" : ""} value="${p.example === undefined ? "" : String(p.example)}" autocomplete="off">`
  }`;
})}
${
  body
    ? html`<label for="${id("body")}">Request body (JSON)</label><textarea id="${id("body")}" name="body" rows="${Math.min(12, json(example ?? {}).split("\n").length + 1)}" spellcheck="false" required>${json(example ?? {})}</textarea>`
    : ""
}
${
  bearer
    ? html`<label for="${id("token")}">Bearer token<span class="hint">${tokenRequired ? " (required: log in to get one)" : " (optional)"}</span></label><input id="${id("token")}" name="token" data-token autocomplete="off">`
    : ""
}
${
  op["x-mutating"]
    ? html`<label for="${id("key")}">Idempotency-Key<span class="hint"> (left empty, a new one per send; the same key again replays the first answer)</span></label><input id="${id("key")}" name="idempotency" minlength="8" maxlength="128" autocomplete="off">`
    : ""
}
<button type="submit">Send</button>
<div class="result" role="status" aria-live="polite"></div>
</form></details>`;
}

function operationSection(method: string, path: string, op: Operation, schemas: Schemas): Html {
  const fields: Field[] = (op.parameters ?? []).map((p) => ({
    name: String(p.name),
    schema: p.schema as JsonSchema,
    required: p.required === true,
    description: String(p.description ?? ""),
    where: String(p.in),
  }));
  const body = jsonMedia(op.requestBody);
  const success = jsonMedia(op.responses["200"]);
  const answer = (success?.schema?.properties as Record<string, JsonSchema> | undefined)?.message;
  const requestExample = firstExample(body);
  const answerExample = firstExample(success);
  return html`<section class="op" id="${op.operationId}" aria-labelledby="${op.operationId}-title">
<h3 id="${op.operationId}-title"><span class="method ${method}">${method.toUpperCase()}</span><code class="path">${path}</code><span>${op.operationId}</span></h3>
<p>${op.summary}</p>
<p class="meta">${op.description}</p>
${fields.length > 0 ? fieldTable("Parameters", fields, schemas) : ""}
${body?.schema ? html`<h4>Request body: ${typeOf(body.schema)}</h4>${schemaBody("Request body fields", body.schema, schemas)}` : ""}
${requestExample !== undefined ? html`<h4>Example request body</h4><pre tabindex="0">${json(requestExample)}</pre>` : ""}
${answer ? html`<p>Answer (<code>message</code>): ${typeOf(answer)}</p>` : ""}
${answerExample !== undefined ? html`<details><summary>Example answer</summary><pre tabindex="0">${json(answerExample)}</pre></details>` : ""}
${errorTable(op)}
${tryForm(method, path, op, body, schemas)}
</section>`;
}

function schemaSection(name: string, schema: JsonSchema, schemas: Schemas): Html {
  return html`<section class="schema" id="${schemaAnchor(name)}" aria-labelledby="${schemaAnchor(name)}-title">
<h3 id="${schemaAnchor(name)}-title"><code>${name}</code></h3>
${typeof schema.description === "string" ? html`<p>${schema.description}</p>` : ""}
${schemaBody(schema.type === "object" || variants(schema) ? "Fields" : "Type", schema, schemas)}
</section>`;
}

/** The reference page of a document. */
export function renderReference(document: OpenApiDocument): Html {
  const schemas: Schemas = document.components.schemas;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const tagged = new Set(document.tags.map((tag) => tag.name));
  const groups = [
    ...document.tags.map((tag) => ({
      name: tag.name,
      description: tag.description,
      operations: operations.filter(({ op }) => op.tags.includes(tag.name)),
    })),
    {
      name: "other",
      description: "Calls with no tag of the document.",
      operations: operations.filter(({ op }) => !op.tags.some((tag) => tagged.has(tag))),
    },
  ].filter((group) => group.operations.length > 0);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${document.info.title} ${document.info.version}: API reference</title>
<link rel="stylesheet" href="${STYLE_PATH}">
<script src="${SCRIPT_PATH}" defer></script>
</head>
<body><main>
<header class="intro">
<h1>${document.info.title}</h1>
<p class="meta">Version ${document.info.version} · OpenAPI ${document.openapi} · ${operations.length} calls · ${Object.keys(schemas).length} schemas · <a href="${OPENAPI_PATH}">openapi.json</a></p>
${document.info.description.split("\n\n").map((paragraph) => html`<p>${paragraph}</p>`)}
</header>
<nav aria-label="Calls"><h2>Calls</h2>
${groups.map(
  (group) =>
    html`<h3><a href="#tag-${group.name}">${group.name}</a></h3><ul>${group.operations.map(({ op }) => html`<li><a href="#${op.operationId}">${op.operationId}</a></li>`)}</ul>`,
)}
<p><a href="#schemas">Schemas</a></p>
</nav>
${groups.map(
  (group) => html`<h2 id="tag-${group.name}">${group.name}: ${group.description}</h2>
${group.operations.map(({ path, method, op }) => operationSection(method, path, op, schemas))}`,
)}
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas).map(([name, schema]) => schemaSection(name, schema, schemas))}
</main></body>
</html>`;
}

/** `/openapi.json` (with this sandbox as the server), `/reference` and its style and script. */
export function apiReferenceRoutes(sandbox: Sandbox): Hono {
  const shipped = loadOpenApiDocument();
  const document: OpenApiDocument = {
    ...shipped,
    servers: [{ url: sandbox.config.publicUrl, description: "This provider sandbox" }],
  };
  const app = new Hono();
  // Readable from other origins only as SANDBOX_CORS_ORIGINS allows (app.ts).
  app.get(OPENAPI_PATH, (c) => c.json(document));
  app.get(STYLE_PATH, (c) => {
    c.header("content-type", "text/css; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    return c.body(STYLE);
  });
  app.get(SCRIPT_PATH, (c) => {
    c.header("content-type", "text/javascript; charset=utf-8");
    c.header("cache-control", "public, max-age=3600");
    c.header("x-content-type-options", "nosniff");
    return c.body(SCRIPT);
  });
  app.get(REFERENCE_PATH, async (c) => {
    c.header("content-security-policy", REFERENCE_CSP);
    c.header("x-content-type-options", "nosniff");
    return c.html(await renderReference(document));
  });
  return app;
}
