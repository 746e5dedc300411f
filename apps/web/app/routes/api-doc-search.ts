// `GET /api/doc-search?q=...&language=...`: the documentation search of the instant results,
// answered by the site itself from its own index (the provider is not involved). Public,
// cacheable, and the same envelope as every other `/api/*` answer.
import { errorCodes } from "@hostfront/api-client";
import { isLanguage, LOCALE_COOKIE_NAME } from "@hostfront/i18n";
import { envelope } from "~/lib/bff/envelope.server";
import { searchDocs } from "~/lib/docs/doc-search.server";
import { readCookie } from "~/lib/http/cookies.server";
import type { Route } from "./+types/api-doc-search";

/** Results the instant search asks for. */
const LIMIT = 8;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("language") ?? readCookie(request, LOCALE_COOKIE_NAME);
  const language = isLanguage(asked) ? asked : "en";
  const answer = searchDocs(language, url.searchParams.get("q") ?? "", {
    limit: LIMIT,
    typing: true,
  });
  return envelope(
    200,
    2000,
    // Articles that only half match are no answer while typing: the box offers the assistant
    // and a ticket instead (NoGoodMatch), as the results page does.
    answer.good ? answer.hits : [],
    {},
    {
      "cache-control": "public, max-age=60, s-maxage=300",
      vary: "Accept-Encoding",
    },
  );
}

export function action() {
  return envelope(405, errorCodes.METHOD_NOT_ALLOWED.code, "Use GET.", {}, { allow: "GET" });
}
