// The BFF behind `/api/*` of the site. The browser calls these paths (the provider's own, for the
// calls it may make, plus a few of the site's); the BFF checks the request, adds what must
// stay on the server (the token from its HttpOnly cookie, the chat api_key, the language),
// calls the provider and answers the same envelope, with messages translated.
import {
  type Endpoint,
  type EndpointName,
  endpointNames,
  endpoints,
  InvalidResponseError,
  idempotencyKeySchema,
  isApiError,
  NetworkError,
  TimeoutError,
} from "@hostfront/api-client";
import type { Language } from "@hostfront/i18n";
import type { LoaderFunctionArgs as Args } from "react-router";
import { z } from "zod";
import { sessionContext } from "~/context";
import { config } from "~/env.server";
import { withSiteSources } from "~/lib/bff/chat-sources.server";
import { envelope, languageOf, refusal } from "~/lib/bff/envelope.server";
import { siteCall } from "~/lib/bff/site-calls.server";
import { api, callOptions } from "~/lib/cache/upstream.server";
import { fieldMessages, providerFieldMessages } from "~/lib/forms/problems.server";
import { BodyTooLargeError, readBodyText } from "~/lib/http/body.server";
import { hit, type LimitName } from "~/lib/http/rate-limit.server";
import { sameOrigin } from "~/lib/http/same-origin.server";
import { getInstance } from "~/lib/texts/translator.server";

/** Where the problems of a body as a whole go in `fields`. */
const BODY_FIELD = "(body)";

interface Forwarding {
  /** Send the visitor's token (calls with their own state). */
  readonly token?: boolean;
  /** Add the chat api_key (the browser never has it). */
  readonly apiKey?: boolean;
  /** The rate limit the call counts against (lib/http/rate-limit.server.ts). */
  readonly limit?: LimitName;
}

/** Calls the browser may make through the BFF. Everything else stays server-side. */
export const FORWARDED: Partial<Record<EndpointName, Forwarding>> = {
  chat: { apiKey: true, limit: "chat" },
  currencies: {},
  reviewSummary: {},
  announcements: {},
  publicKey: {},
  areaSearch: {},
  plans: {},
  images: {},
  bandwidths: {},
  diskProducts: {},
  securityGroups: {},
  snapshotStrategies: {},
  domainSuffixes: {},
  domainCheck: {},
  couponSearch: { token: true },
  couponReceive: { token: true, limit: "couponReceive" },
  pintuans: {},
  pintuanGroups: { token: true },
  pintuanGroupCount: {},
  pintuanGroup: { token: true },
  footerComment: { token: true },
  promotionClick: { token: true },
  actPage: { token: true },
  userProducts: { token: true },
  userFlow: { token: true },
};

const byPath = new Map<string, EndpointName>(
  endpointNames.map((name) => [endpoints[name].path, name]),
);

/** The call's input: the query of a GET, the JSON object of a POST (or a refusal to answer). */
async function inputOf(
  endpoint: Endpoint,
  { request, context }: Args,
  language: Language,
): Promise<Record<string, unknown> | Response> {
  try {
    const text = endpoint.method === "GET" ? "" : await readBodyText(request);
    const raw: unknown =
      endpoint.method === "GET"
        ? Object.fromEntries(new URL(request.url).searchParams)
        : text.trim() === ""
          ? {}
          : JSON.parse(text);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      throw new SyntaxError("not an object");
    return { ...(raw as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return refusal(context, language, [413, 4130], "The request is too large.");
    return refusal(context, language, [400, 4000], "The request is not valid JSON.");
  }
}

/** The provider's failure as the envelope the browser gets, in the visitor's language. */
function failureOf(context: Args["context"], language: Language, error: unknown): Response {
  if (isApiError(error)) {
    const t = getInstance(context).getFixedT(language);
    // The provider names the fields in its own words; the visitor reads their language.
    const details = error.fields ? { fields: providerFieldMessages(t, error.fields) } : {};
    return refusal(
      context,
      language,
      [error.status >= 400 ? error.status : 502, error.code],
      error.message,
      details,
    );
  }
  if (error instanceof TimeoutError)
    return refusal(context, language, [504, 5030], "The provider did not answer in time.");
  if (error instanceof NetworkError || error instanceof InvalidResponseError)
    return refusal(context, language, [502, 5030], "The provider is unavailable.");
  throw error;
}

async function forward(name: EndpointName, args: Args): Promise<Response> {
  const { request, context } = args;
  const endpoint: Endpoint = endpoints[name];
  const forwarding = FORWARDED[name] ?? {};
  const language = languageOf(request);
  const input = await inputOf(endpoint, args, language);
  if (input instanceof Response) return input;
  if (forwarding.apiKey) input.api_key = config.chatApiKey;
  // A call that takes a language gets the visitor's unless the browser named one.
  const takesLanguage = endpoint.input instanceof z.ZodObject && "language" in endpoint.input.shape;
  if (takesLanguage && input.language === undefined) input.language = language;

  // The input rides along in each issue, so a missing value reads "required" (problems.server.ts).
  const parsed = endpoint.input.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const t = getInstance(context).getFixedT(language);
    const fields = fieldMessages(t, parsed.error.issues, BODY_FIELD);
    return refusal(context, language, [400, 4000], "The request does not match.", { fields });
  }
  if (forwarding.token && endpoint.access === "user" && context.get(sessionContext).token === null)
    return refusal(context, language, [401, 4010], "Please log in first.");
  if (forwarding.limit) {
    const verdict = await hit(context, forwarding.limit);
    if (!verdict.allowed)
      return refusal(context, language, [429, 4290], "Too many requests.", {
        headers: { "retry-after": String(verdict.retryAfterSeconds) },
      });
  }

  try {
    const idempotencyKey = request.headers.get("idempotency-key");
    const message = await api.request(endpoint.method, endpoint.path, {
      ...(endpoint.method === "GET" ? { query: input as Record<string, string> } : { body: input }),
      ...callOptions(context, { withToken: forwarding.token === true }),
      ...(idempotencyKey && idempotencyKeySchema.safeParse(idempotencyKey).success
        ? { idempotencyKey }
        : {}),
    });
    return envelope(200, 2000, name === "chat" ? withSiteSources(message) : message);
  } catch (error) {
    return failureOf(context, language, error);
  }
}

const noRoute = (args: Args, path: string) =>
  refusal(args.context, languageOf(args.request), [404, 4041], `No route ${path}.`);
const wrongMethod = (args: Args, allow: "GET" | "POST") =>
  refusal(args.context, languageOf(args.request), [405, 4050], `Use ${allow}.`, {
    headers: { allow },
  });

/** GET /api/*: the calls that read. */
export async function handleBffGet(args: Args) {
  const path = new URL(args.request.url).pathname;
  const name = byPath.get(path);
  if (!name || !FORWARDED[name]) return noRoute(args, path);
  if (endpoints[name].method !== "GET") return wrongMethod(args, "POST");
  return forward(name, args);
}

/** POST /api/*: the calls that change or send something. */
export async function handleBffPost(args: Args) {
  const { request } = args;
  const path = new URL(request.url).pathname;
  if (request.method !== "POST") return wrongMethod(args, "POST");
  if (!sameOrigin(request))
    return refusal(args.context, languageOf(request), [403, 4030], "Cross-site request refused.");
  const own = await siteCall(path, args);
  if (own) return own;
  const name = byPath.get(path);
  if (!name || !FORWARDED[name]) return noRoute(args, path);
  if (endpoints[name].method !== "POST") return wrongMethod(args, "GET");
  return forward(name, args);
}
