// The contract's OpenAPI 3.1 document (`/openapi.json`, the file @hostfront/api-client ships)
// and a reference page rendered from it on the server (`/reference`): no script at all, the
// style sheet from this origin, so a strict Content-Security-Policy holds.
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

/** No scripts, no frames, nothing from elsewhere. */
export const REFERENCE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The document as the package ships it: read once, from the installed package. */
export function loadOpenApiDocument(): OpenApiDocument {
  const path = createRequire(import.meta.url).resolve("@hostfront/api-client/openapi.json");
  return JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
}

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;margin:0;background:#f4f6fb;color:#14213d}
main{max-width:64rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.8rem;margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:2px solid #d6dbe6;padding-bottom:.25rem}
h3{font-size:1.1rem;margin:0;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.intro p{max-width:48rem}nav ul{columns:3 14rem;padding-left:1.1rem}
section.op{background:#fff;border-radius:10px;box-shadow:0 2px 12px #14213d14;padding:1.1rem 1.25rem;margin:1rem 0}
.method{font:700 .8rem/1 ui-monospace,monospace;padding:.3rem .5rem;border-radius:4px;color:#fff;background:#1d4ed8}
.method.post{background:#047857}code,pre{font-family:ui-monospace,monospace;font-size:.875rem}
.path{word-break:break-all}.meta{color:#4b5563;font-size:.9rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
pre{background:#0f172a;color:#e2e8f0;padding:.75rem;border-radius:6px;overflow:auto;max-height:28rem}
details{margin:.5rem 0}summary{cursor:pointer;font-weight:600}a{color:#1d4ed8}
.status{font-weight:700}.desc{white-space:pre-line}`;

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (type === "array") return `${typeOf(schema.items as JsonSchema | undefined)}[]`;
  if (Array.isArray(type)) return type.join(" | ");
  if (typeof type === "string") return type;
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return anyOf ? anyOf.map(typeOf).join(" | ") : "object";
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function operationSection(method: string, path: string, op: Operation) {
  const parameters = op.parameters ?? [];
  const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
    ?.content?.["application/json"]?.schema;
  const success = (
    op.responses["200"] as { content?: Record<string, { schema?: JsonSchema }> } | undefined
  )?.content?.["application/json"]?.schema;
  return html`<section class="op" id="${op.operationId}">
<h3><span class="method ${method}">${method.toUpperCase()}</span><code class="path">${path}</code><span>${op.operationId}</span></h3>
<p>${op.summary}</p>
<p class="meta">${op.description}</p>
${
  parameters.length > 0
    ? html`<table><caption class="meta">Parameters</caption><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>description</th></tr></thead><tbody>
${parameters.map(
  (p) =>
    html`<tr><td><code>${String(p.name)}</code></td><td>${String(p.in)}</td><td><code>${typeOf(p.schema as JsonSchema)}</code></td><td>${p.required ? "yes" : "no"}</td><td>${String(p.description ?? "")}</td></tr>`,
)}
</tbody></table>`
    : ""
}
${body ? html`<details><summary>Request body (JSON Schema)</summary><pre>${json(body)}</pre></details>` : ""}
${success ? html`<details><summary>Success answer (JSON Schema)</summary><pre>${json(success)}</pre></details>` : ""}
<table><caption class="meta">Answers</caption><thead><tr><th>status</th><th>meaning</th></tr></thead><tbody>
${Object.entries(op.responses).map(
  ([status, response]) =>
    html`<tr><td class="status">${status}</td><td class="desc">${String(response.description ?? "")}</td></tr>`,
)}
</tbody></table>
</section>`;
}

/** The reference page of a document. */
export function renderReference(
  document: OpenApiDocument,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const byTag = document.tags.map((tag) => ({
    tag,
    operations: operations.filter(({ op }) => op.tags.includes(tag.name)),
  }));
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${document.info.title} ${document.info.version}: API reference</title>
<link rel="stylesheet" href="${STYLE_PATH}">
</head>
<body><main>
<header class="intro">
<h1>${document.info.title}</h1>
<p class="meta">Version ${document.info.version} · OpenAPI ${document.openapi} · ${operations.length} calls · <a href="${OPENAPI_PATH}">openapi.json</a></p>
${document.info.description.split("\n\n").map((paragraph) => html`<p>${paragraph}</p>`)}
</header>
<nav aria-label="Calls"><h2>Calls</h2><ul>
${operations.map(({ op }) => html`<li><a href="#${op.operationId}">${op.operationId}</a></li>`)}
</ul></nav>
${byTag.map(({ tag, operations: ops }) =>
  ops.length === 0
    ? ""
    : html`<h2 id="tag-${tag.name}">${tag.name}: ${tag.description}</h2>
${ops.map(({ path, method, op }) => operationSection(method, path, op))}`,
)}
</main></body>
</html>`;
}

/** `/openapi.json` (with this sandbox as the server) and `/reference`. */
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
  app.get(REFERENCE_PATH, async (c) => {
    c.header("content-security-policy", REFERENCE_CSP);
    c.header("x-content-type-options", "nosniff");
    return c.html(await renderReference(document));
  });
  return app;
}
