// Problems in the visitor's language, one rule for every way in: a page's form action
// (forms.server.ts) and a browser's call to `/api/*` (bff.server.ts) turn the same refused
// input into the same message, and a provider error code into the same text.
import type { Language } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { getInstance } from "~/lib/texts/translator.server";

type Translate = (key: string) => string;

/** What the rule reads of a zod issue (parse with `reportInput: true` to give it the input). */
export interface IssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly input?: unknown;
  readonly minimum?: unknown;
  readonly origin?: string;
}

const absent = (value: unknown) => value === undefined || value === null || value === "";

/** Whether the issue is about a value that was not given at all (not one given wrong). */
function missing(issue: IssueLike): boolean {
  if ("input" in issue && issue.input === "") return true;
  if (issue.code === "invalid_type") return absent(issue.input);
  // An empty text or list against a "at least one": zod's own way of saying "required".
  return (
    issue.code === "too_small" &&
    issue.minimum === 1 &&
    (issue.origin === "string" || issue.origin === "array")
  );
}

/**
 * The problem of one field in the visitor's language. In order: the page's own words
 * (`pages.<page>.*`), "required" for a value not given, the pattern catalogue's rule
 * (`validation.*`), "too long", else "not valid". Contract schemas carry no keys, so through
 * `/api` the same value gets the same catalogue words a page's form gives it.
 */
export function issueMessage(t: Translate, issue: IssueLike): string {
  if (issue.message.startsWith("pages.")) return t(issue.message);
  if (missing(issue)) return t("validation.required");
  if (issue.message.startsWith("validation.")) return t(issue.message);
  if (issue.code === "too_big") return t("validation.tooLong");
  return t("validation.invalid");
}

/**
 * The problems of a refused input as `{ field: message }`, the first problem of each field; a
 * problem of the input as a whole goes under `root`.
 */
export function fieldMessages(
  t: Translate,
  issues: readonly IssueLike[],
  root: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || root;
    fields[field] ??= issueMessage(t, issue);
  }
  return fields;
}

/** The fields the provider refused (named in its own words) as "not valid", translated. */
export function providerFieldMessages(
  t: Translate,
  fields: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(Object.keys(fields).map((field) => [field, t("validation.invalid")]));
}

/**
 * A provider error code in the visitor's language: its translation, else the generic "request
 * failed" (SPEC.md section 8). The provider's own sentence (English) never reaches the visitor;
 * an untranslated one is logged with the request id, so it can be looked up and catalogued.
 */
export function translateApiError(
  context: Readonly<RouterContextProvider>,
  language: Language,
  code: number,
  providerText: string,
): string {
  const t = getInstance(context).getFixedT(language);
  const key = `apiErrors.${code}`;
  const text = t(key);
  if (text !== key) return text;
  console.warn(
    `untranslated provider error ${code} (request ${context.get(requestContext).id}): ${providerText}`,
  );
  return t("toast.requestFailed");
}
