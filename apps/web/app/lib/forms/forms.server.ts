// What every form action of the site shares: reading a posted form safely (bounded, strings
// only, no prototype keys), checking it with zod and the pattern catalogue, translating the
// problems per field, refusing cross-site posts, and the form key that makes a resubmitted or
// double-clicked form apply once (it travels to the provider as the Idempotency-Key).
import { createHash, randomUUID } from "node:crypto";
import { isApiError } from "@hostfront/api-client";
import type { RuleName } from "@hostfront/validators";
import { schemas } from "@hostfront/validators/zod";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { languageContext, requestContext, sessionContext } from "~/context";
import { translatorOf } from "~/lib/texts/translator.server";
import { BodyTooLargeError, checkDeclaredSize, readBodyText } from "../http/body.server";
import { hit, type LimitName, tooManyMessage } from "../http/rate-limit.server";
import { sameOrigin } from "../http/same-origin.server";
// The one mapper of problems to messages; page actions that check more than a schema use it too.
import { noteFormKey } from "../page-cache/watch.server";
import { FORM_KEY_FIELD, type FormFailure, type FormValues } from "./forms";
import { fieldMessages, providerFieldMessages, translateApiError } from "./problems.server";

export { issueMessage } from "./problems.server";

/** Most fields a form may send. */
const MAX_FIELDS = 100;
const FORM_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/** Where the problems of a form as a whole go in `errors`. */
const FORM_FIELD = "form";

/**
 * A new key for a form about to be shown. A page kept by the page cache gets a new one in its
 * place for each visitor it is sent to (noteFormKey).
 */
export function newFormKey(): string {
  const key = randomUUID();
  noteFormKey(key);
  return key;
}

/** Why a form could not be read (a body too large is a BodyTooLargeError). */
export class FormReadError extends Error {
  override name = "FormReadError";
  readonly status: 400 | 415;
  constructor(status: 400 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * The fields of a posted form (URL-encoded, or multipart without files): the first value of
 * each name, as strings. Names that could pollute an object's prototype are dropped.
 */
export async function readForm(request: Request): Promise<FormValues> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let entries: [string, string][];
  if (type.startsWith("multipart/form-data")) {
    checkDeclaredSize(request);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new FormReadError(400, "unreadable form");
    }
    entries = [...form.entries()].flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value] as [string, string]] : [],
    );
  } else if (type.startsWith("application/x-www-form-urlencoded") || type === "") {
    entries = [...new URLSearchParams(await readBodyText(request))];
  } else {
    throw new FormReadError(415, "not a form");
  }
  const values: FormValues = {};
  let count = 0;
  for (const [key, value] of entries) {
    if (UNSAFE_KEYS.has(key) || key.length > 64 || Object.hasOwn(values, key)) continue;
    if (++count > MAX_FIELDS) break;
    values[key] = value;
  }
  return values;
}

/** The submission's key from the form, when it carries a well-formed one. */
export function formKeyOf(values: FormValues): string | undefined {
  const key = values[FORM_KEY_FIELD];
  return key && FORM_KEY.test(key) ? key : undefined;
}

/**
 * The Idempotency-Key a form's submission is sent upstream with: the form key, bound to the
 * visitor (their session, else their address). A page cached for many visitors carries one
 * form key; bound like this, two visitors' submissions never share a key.
 */
export function upstreamKey(
  context: Readonly<RouterContextProvider>,
  formKey: string | undefined,
): string | undefined {
  if (!formKey) return undefined;
  const visitor = context.get(sessionContext).token ?? context.get(requestContext).clientAddress;
  return `form-${createHash("sha256").update(`${formKey}\n${visitor}`).digest("base64url").slice(0, 43)}`;
}

/** A text field: trimmed, required unless `optional`, at most `max` characters. */
export function text({ min = 1, max = 500, optional = false } = {}) {
  const base = z.string().trim().max(max, { message: "validation.tooLong" });
  return optional
    ? z.union([z.literal(""), base.min(min, { message: "validation.invalid" })]).default("")
    : base.min(1, { message: "validation.required" }).min(min, { message: "validation.invalid" });
}

/** A field that must satisfy a rule of the pattern catalogue (trimmed, but never a password). */
export function rule(name: RuleName, { optional = false, trim = true } = {}) {
  const checked = z
    .string()
    .transform((value) => (trim ? value.trim() : value))
    .pipe(z.string().min(1, { message: "validation.required" }).pipe(schemas[name]));
  return optional
    ? z
        .union([
          z
            .string()
            .trim()
            .length(0)
            .transform(() => ""),
          checked,
        ])
        .default("")
    : checked;
}

/** The form again with its problems (status 400 unless said otherwise). */
export function formFailure(
  values: FormValues,
  errors: Record<string, string>,
  formError: string | null = null,
  status = 400,
  { renewKey = false, headers }: { renewKey?: boolean; headers?: HeadersInit } = {},
) {
  // A password is never sent back to the page.
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));
  return data<FormFailure>(
    { values: kept, errors, formError, formKey: renewKey ? newFormKey() : null },
    { status, ...(headers ? { headers } : {}) },
  );
}

/**
 * Counts this submission against the visitor's limit `name`; over it, the form again with
 * "too many requests" (429, Retry-After), its values kept and nothing sent to the provider.
 */
export async function overLimit(
  context: Readonly<RouterContextProvider>,
  name: LimitName,
  values: FormValues,
): Promise<ReturnType<typeof formFailure> | null> {
  const verdict = await hit(context, name);
  if (verdict.allowed) return null;
  return formFailure(values, {}, tooManyMessage(context), 429, {
    headers: { "Retry-After": String(verdict.retryAfterSeconds) },
  });
}

/** The provider's refusal as the form's problem, translated (or the generic text). */
export function providerFailure(
  context: Readonly<RouterContextProvider>,
  values: FormValues,
  error: unknown,
) {
  const t = translatorOf(context);
  if (isApiError(error)) {
    const fields = error.fields ? providerFieldMessages(t, error.fields) : {};
    return formFailure(
      values,
      fields,
      translateApiError(context, context.get(languageContext), error.code, error.message),
      error.status >= 400 && error.status < 500 ? error.status : 502,
      // A refusal is remembered by the provider for this key, so a corrected form needs a
      // new one; but "still running" (4091) and "sent before with other details" (4220) are
      // about this very submission: a new key could apply it twice.
      { renewKey: error.status < 500 && error.code !== 4091 && error.code !== 4220 },
    );
  }
  return formFailure(values, {}, t("errors.unavailable"), 503);
}

/**
 * Reads and checks a posted form; answers either the data or the failure to return. Refuses
 * a post from another site (CSRF) and a body that is not a small form.
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Promise<
  | { ok: true; data: z.output<S>; values: FormValues; key: string | undefined }
  | { ok: false; failure: ReturnType<typeof formFailure> }
> {
  const t = translatorOf(context);
  if (!sameOrigin(request))
    return { ok: false, failure: formFailure({}, {}, t("errors.crossSite"), 403) };
  let values: FormValues;
  try {
    values = await readForm(request);
  } catch (error) {
    const status =
      error instanceof BodyTooLargeError
        ? 413
        : error instanceof FormReadError
          ? error.status
          : 400;
    return { ok: false, failure: formFailure({}, {}, t("errors.badForm"), status) };
  }
  // The input rides along in each issue, so a missing value reads "required" (problems.server.ts).
  const parsed = schema.safeParse(values, { reportInput: true });
  if (!parsed.success) {
    const errors = fieldMessages(t, parsed.error.issues, FORM_FIELD);
    return { ok: false, failure: formFailure(values, errors) };
  }
  return { ok: true, data: parsed.data, values, key: formKeyOf(values) };
}
