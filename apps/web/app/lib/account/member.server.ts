// The member centre's server side: calls made with the visitor's token (a token the provider no
// longer accepts sends the visitor back through the console's login), the console's pages the
// site links to, and the visitor's products as the member pages name them.
import { errorCodes, isApiError, type UserProduct } from "@hostfront/api-client";
import type { Language } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { config } from "~/env.server";
import { redirectToLogin } from "~/lib/account/login.server";
import { api, cachedCall, callOptions } from "../cache/upstream.server";
import { orNull } from "../ops/log.server";
import { fromProvider } from "../page/page.server";
import { consoleUrl } from "./console.server";

/** Most products the provider gives in one page (its `row` limit). */
export const MAX_ROWS = 100;

/**
 * Sends a visitor whose token expired or was revoked to the console's login, back to this page
 * afterwards (never to its `.data` URL).
 */
export function loginAgain(request: Request, context: Readonly<RouterContextProvider>): never {
  return redirectToLogin(request, context);
}

/**
 * A call with the visitor's token: its answer, or null when the provider cannot answer now
 * (the part is shown as unavailable). A refused token means logging in again.
 */
export async function memberCall<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    return await fromProvider(request, context, load);
  } catch (error) {
    if (isApiError(error, errorCodes.LOGIN_REQUIRED.code)) loginAgain(request, context);
    throw error;
  }
}

/** Token-carrying call options. */
export const withToken = (context: Readonly<RouterContextProvider>) =>
  callOptions(context, { withToken: true });

/** Sections of the console the site links to for what it does not do itself. */
export type ConsoleSection = "home" | "servers" | "security" | "billing" | "affiliate";

/** The console's page for a section, in the visitor's language. */
export function consoleSectionUrl(language: Language, section: ConsoleSection = "home"): string {
  return consoleUrl({ lang: language }, section === "home" ? undefined : section);
}

/** Every console link the member pages show, by section. */
export function consoleLinks(language: Language): Record<ConsoleSection, string> {
  const sections: ConsoleSection[] = ["home", "servers", "security", "billing", "affiliate"];
  return Object.fromEntries(sections.map((s) => [s, consoleSectionUrl(language, s)])) as Record<
    ConsoleSection,
    string
  >;
}

/** The referral query parameter the site reads on any page (SPEC.md section 2). */
export const REFERRAL_PARAM = "userCode";

/**
 * A member's referral link: the site's address in the page's language with `?userCode=<code>`
 * (the affiliate article's form).
 */
export function referralLink(language: Language, code: string): string {
  return `${config.siteUrls[language]}/?${new URLSearchParams({ [REFERRAL_PARAM]: code })}`;
}

/** Region names by id, in the page's language (null for ids the catalogue does not know). */
export async function regionNames(
  context: Readonly<RouterContextProvider>,
): Promise<ReadonlyMap<string, string>> {
  const language = context.get(languageContext);
  const regions =
    (await orNull(cachedCall(context, "areaSearch", { language }), context, "region names")) ?? [];
  return new Map(regions.map((region) => [region.id, region.name]));
}

/** The visitor's servers (newest first, at most one page of the provider's). */
export async function memberServers(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<readonly UserProduct[] | null> {
  const page = await memberCall(request, context, () =>
    api.userProducts({ page: 1, row: MAX_ROWS, type: "server" }, withToken(context)),
  );
  return page?.list ?? null;
}
