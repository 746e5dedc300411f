// The domain page's server side: a name as the visitor types it, read the way a registry reads
// it; which suffixes to check; the check itself (in batches the contract accepts); and the
// suffix catalogue and the results in the visitor's currency.
//
// Internationalised names (例子, bücher) are accepted and checked in their ASCII form
// (`xn--fsqu00a`, IDNA 2008 / UTS 46 as `node:url` applies it), which is what registries store;
// the page shows both forms. Whether a registry sells IDNs under a suffix is the provider's
// answer, not ours.
import { domainToASCII, domainToUnicode } from "node:url";
import {
  type DomainCheckResult,
  type DomainSuffix,
  errorCodes,
  isApiError,
} from "@hostfront/api-client";
import { type Currency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags } from "@hostfront/i18n";
import { isValid, rules } from "@hostfront/validators";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { consoleUrl } from "~/lib/account/console.server";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import { currencyOf, fromProvider, pageData } from "~/lib/page/page.server";
import type { Route } from "./+types/product-domain";

/** Longest label a registry takes (RFC 1035), in its ASCII form. */
export const LABEL_MAX_LENGTH = 63;
/** Longest text read from the search box: the catalogue's `domain` rule bound. */
export const QUERY_MAX_LENGTH = rules.domain.maxLength;
/** Most suffixes one `/api/domain/suffix/check` call takes (the contract's bound). */
export const CHECK_BATCH_SIZE = 30;
/** Prefix of an internationalised label in its ASCII form (RFC 5890). */
const ACE_PREFIX = "xn--";
/** Letters, digits and hyphens: the characters of an ASCII label. */
const LDH = /^[a-z0-9-]+$/;
/** A scheme someone pasted with the name (`https://`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A path, query or fragment pasted after the name. */
const AFTER_HOST = /[/?#].*$/s;

/** Why a typed name cannot be checked (each has a text under `pages.product-domain.problems`). */
export type NameProblem =
  | "required"
  | "tooLong"
  | "characters"
  | "hyphens"
  | "subdomain"
  | "unknownSuffix"
  | "idn";

export type NameReading =
  | {
      readonly ok: true;
      /** The label as registries store it (ASCII, `xn--` for an internationalised name). */
      readonly label: string;
      /** The label as people read it. */
      readonly unicode: string;
      /** A known suffix typed with the name (`example.co.uk` -> `.co.uk`), else null. */
      readonly suffix: string | null;
    }
  | { readonly ok: false; readonly problem: NameProblem; readonly suffix?: string };

const problem = (name: NameProblem, suffix?: string): NameReading =>
  suffix === undefined ? { ok: false, problem: name } : { ok: false, problem: name, suffix };

/**
 * Reads what the visitor typed: `example`, `Example.COM`, `https://www.example.co.uk/`, `例子`.
 * A known suffix is split off (the longest that matches); one name without sub-domains remains.
 */
export function readDomainName(raw: string, known: readonly string[]): NameReading {
  let text = raw.normalize("NFC").trim();
  if (text === "") return problem("required");
  if (text.length > QUERY_MAX_LENGTH) return problem("tooLong");
  // What people paste: an address with its scheme and path, a trailing dot.
  text = text.replace(SCHEME, "").replace(AFTER_HOST, "").replace(/\.$/, "");
  if (text === "") return problem("required");
  if (/[\s_]/.test(text)) return problem("characters");
  // UTS 46: lower case, width and compatibility mapping, then Punycode. An empty answer means
  // characters no domain name may hold (symbols, emoji, controls).
  const ascii = domainToASCII(text);
  if (ascii === "") return problem("characters");
  const labels = ascii.split(".");
  const host = labels.length > 2 && labels[0] === "www" ? labels.slice(1).join(".") : ascii;

  let label = host;
  let suffix: string | null = null;
  if (host.includes(".")) {
    suffix =
      [...known]
        .sort((a, b) => b.length - a.length)
        .find((candidate) => host.endsWith(candidate) && host.length > candidate.length) ?? null;
    if (suffix === null) return problem("unknownSuffix", `.${host.split(".").at(-1) ?? ""}`);
    label = host.slice(0, -suffix.length);
    if (label.includes("."))
      return problem(label.split(".").some((l) => l === "") ? "characters" : "subdomain");
  }
  if (label.length > LABEL_MAX_LENGTH) return problem("tooLong");
  if (!LDH.test(label)) return problem("characters");
  if (label.startsWith("-") || label.endsWith("-")) return problem("hyphens");
  // Hyphens in the 3rd and 4th place are reserved for encodings (RFC 5891): only a real xn-- label.
  if (label.slice(2, 4) === "--") {
    if (!label.startsWith(ACE_PREFIX)) return problem("hyphens");
    const decoded = domainToUnicode(label);
    if (decoded === "" || decoded === label || domainToASCII(decoded) !== label)
      return problem("idn");
  }
  const unicode = domainToUnicode(label) || label;
  // The pattern catalogue's rule for a whole domain name, as the visitor reads it.
  if (!isValid("domain", `${unicode}${suffix ?? ".com"}`)) return problem("characters");
  return { ok: true, label, unicode, suffix };
}

/** `.COM`, `com` or ` .com ` as the catalogue spells it (`.com`). */
const normalSuffix = (value: string) => {
  const trimmed = value.trim().toLowerCase();
  return trimmed.startsWith(".") ? trimmed : `.${trimmed}`;
};

export type Scope = "featured" | "all" | "custom";

/**
 * The suffixes to check, in the catalogue's order with a typed suffix first: every suffix with
 * `scope=all`, else those named by `suffixes` (repeated or comma-separated), else the featured
 * ones. Names the catalogue does not sell are dropped.
 */
export function chosenSuffixes(
  params: URLSearchParams,
  catalogue: readonly DomainSuffix[],
  typed: string | null,
): { scope: Scope; suffixes: string[] } {
  const known = catalogue.map((s) => s.suffix);
  const named = new Set(
    params
      .getAll("suffixes")
      .flatMap((value) => value.split(","))
      .slice(0, known.length * 2)
      .map(normalSuffix),
  );
  let scope: Scope;
  let chosen: string[];
  if (params.get("scope") === "all") {
    scope = "all";
    chosen = known;
  } else if (known.some((suffix) => named.has(suffix))) {
    scope = "custom";
    chosen = known.filter((suffix) => named.has(suffix));
  } else {
    scope = "featured";
    chosen = catalogue.filter((s) => s.featured).map((s) => s.suffix);
  }
  if (typed !== null) chosen = [typed, ...chosen.filter((suffix) => suffix !== typed)];
  return { scope, suffixes: chosen };
}

/** Checks one label under every suffix, CHECK_BATCH_SIZE suffixes per call, in parallel. */
export async function checkDomain(
  context: Readonly<RouterContextProvider>,
  label: string,
  suffixes: readonly string[],
): Promise<DomainCheckResult[]> {
  const batches: string[][] = [];
  for (let start = 0; start < suffixes.length; start += CHECK_BATCH_SIZE)
    batches.push(suffixes.slice(start, start + CHECK_BATCH_SIZE));
  const answers = await Promise.all(
    batches.map((batch) => api.domainCheck({ name: label, suffixes: batch }, callOptions(context))),
  );
  return answers.flat();
}

/** Where an available name is ordered: the console, in the page's language, with the name. */
export function registerUrl(language: Language, domain: string): string {
  return consoleUrl({ lang: language, domain });
}

/** A suffix of the catalogue as the page shows it. */
export function suffixView(suffix: DomainSuffix, currency: Currency, language: Language) {
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return {
    suffix: suffix.suffix,
    category: suffix.category,
    description: suffix.description,
    featured: suffix.featured,
    /** What the first year costs (the promotional price when there is one). */
    register: price(suffix.promoRegisterUsd ?? suffix.registerUsd),
    /** The usual first-year price, when a promotion lowers it. */
    regular: suffix.promoRegisterUsd === null ? null : price(suffix.registerUsd),
    renew: price(suffix.renewUsd),
    transfer: price(suffix.transferUsd),
    minYears: suffix.minYears,
    maxYears: suffix.maxYears,
  };
}
export type SuffixView = ReturnType<typeof suffixView>;

/** One result of a check as the page shows it. */
export function resultView(
  result: DomainCheckResult,
  currency: Currency,
  language: Language,
): {
  domain: string;
  ascii: string;
  suffix: string;
  status: "available" | "registered" | "reserved";
  premium: boolean;
  register: string;
  renew: string;
  registerUrl: string | null;
} {
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  const status = result.available ? "available" : (result.reason ?? "registered");
  return {
    domain: domainToUnicode(result.domain) || result.domain,
    ascii: result.domain,
    suffix: result.suffix,
    status,
    premium: result.premium,
    register: price(result.registerUsd),
    renew: price(result.renewUsd),
    registerUrl: result.available ? registerUrl(language, result.domain) : null,
  };
}
export type ResultView = ReturnType<typeof resultView>;

export type Check =
  | { readonly state: "invalid"; readonly problem: NameProblem; readonly suffix: string | null }
  | { readonly state: "failed"; readonly code: number | null }
  | {
      readonly state: "done";
      readonly name: string;
      readonly ascii: string;
      readonly results: ResultView[];
      readonly available: number;
    };

export async function loadDomainPage({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const params = new URL(request.url).searchParams;
  const [catalogue, currency] = await Promise.all([
    fromProvider(request, context, () => cachedCall(context, "domainSuffixes", { language })),
    currencyOf(request, context),
  ]);
  const suffixes = catalogue ?? [];
  // Featured suffixes first, each group in the provider's order.
  const views = [...suffixes]
    .sort((a, b) => Number(b.featured) - Number(a.featured))
    .map((suffix) => suffixView(suffix, currency, language));
  const selection = chosenSuffixes(params, suffixes, null);

  // What was typed, as typed (bounded), to show it again.
  const typed = params.get("name")?.slice(0, QUERY_MAX_LENGTH + 1) ?? null;
  let check: Check | null = null;
  if (typed !== null) {
    const reading = readDomainName(
      typed,
      suffixes.map((s) => s.suffix),
    );
    if (catalogue === null) {
      check = { state: "failed", code: null };
    } else if (!reading.ok) {
      check = { state: "invalid", problem: reading.problem, suffix: reading.suffix ?? null };
    } else {
      const targets = chosenSuffixes(params, suffixes, reading.suffix).suffixes;
      try {
        const results = (await checkDomain(context, reading.label, targets)).map((result) =>
          resultView(result, currency, language),
        );
        check = {
          state: "done",
          name: reading.unicode,
          ascii: reading.label,
          results,
          available: results.filter((result) => result.status === "available").length,
        };
      } catch (error) {
        if (isApiError(error, errorCodes.BAD_REQUEST.code))
          check = { state: "invalid", problem: "characters", suffix: null };
        else check = { state: "failed", code: isApiError(error) ? error.code : null };
      }
    }
  }

  return pageData(
    request,
    context,
    // A page of results is not a page of its own for search engines.
    { page: "product-domain", noindex: typed !== null },
    {
      available: catalogue !== null,
      currency: currency.type,
      suffixes: views,
      scope: selection.scope,
      selected: selection.suffixes,
      query: typed,
      check,
    },
  );
}
