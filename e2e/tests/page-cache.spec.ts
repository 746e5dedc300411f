// The page cache on the built site, on every public route in every language: a page kept for one
// visitor is, for another visitor with the same declared cookies (apps/web/app/lib/page-inputs
// .server.ts) but other analytics ids and preferences, what a fresh render gives that visitor;
// each currency is kept apart; no route reads a cookie or header nobody declared (such a render
// goes out private, and this suite names the pages meant to be private); a signed-in visitor is
// never answered from it.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "../support/routes.ts";
import { encrypt, LANGUAGES, newAccount, provider } from "../support/site.ts";

/** Pages that are each visitor's own: they carry a form key or read what is personal. */
const PRIVATE = new Set(["/signUp", "/welcome-signup", "/activate"]);

/**
 * A page without what differs per answer: its CSP nonce, its request id and its forms' keys
 * (random UUIDs, each answer its own).
 */
function comparable(body: string, response: { headers(): Record<string, string> }): string {
  const id = response.headers()["x-request-id"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  let text = body.replaceAll(id, "REQUEST-ID");
  if (nonce) text = text.replaceAll(nonce, "NONCE");
  return text.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g,
    "KEY",
  );
}

/** The minute of the server's clock an answer was made in (its Date header). */
const minuteOf = (answer: { response: { headers(): Record<string, string> } }) =>
  Math.floor(Date.parse(answer.response.headers().date ?? "") / 60_000);
/**
 * The least a page is kept is PAGE_CACHE_SECONDS (5 by default: a failing provider must not make
 * every visit a render), so a page made in a minute's last seconds may still be answered, fresh,
 * in the first seconds of the next one (the Date header is to the second).
 */
const KEPT_AT_LEAST_MS = 5_000;
const justAfterMinute = (answer: { response: { headers(): Record<string, string> } }) =>
  Date.parse(answer.response.headers().date ?? "") % 60_000 <= KEPT_AT_LEAST_MS + 1_000;

const visitor = (n: number, extra: Record<string, string>) =>
  [
    `_ga=GA1.1.${1000 + n}.1790000000`,
    `_gid=GA1.1.${2000 + n}.1790000000`,
    `_fbp=fb.1.1790000000000.${3000 + n}`,
    `cookieSelect=1${n % 2}1`,
    ...Object.entries(extra).map(([name, value]) => `${name}=${value}`),
  ].join("; ");

async function get(request: APIRequestContext, url: string, cookie: string, fresh = false) {
  const response = await request.get(url, {
    headers: { cookie, ...(fresh ? { "cache-control": "no-cache" } : {}) },
    maxRedirects: 0,
  });
  return { response, body: await response.text() };
}

for (const { code, prefix } of LANGUAGES) {
  test(`${code}: a kept page is what a fresh render gives another visitor with the same declared cookies`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_PATHS) {
      const url = `${prefix}${path}`;
      // Each declared key cookie (lib/page-cache/inputs.server.ts): none, a currency, both with a theme.
      for (const choice of [{}, { currency: "JPY" }, { currency: "EUR", theme: "dark" }] as Record<
        string,
        string
      >[]) {
        const currency = Object.values(choice).join("+") || "none";
        // The first visitor's render is kept (or was already, from another suite's visit).
        const first = await get(request, url, visitor(1, { ...choice, languages: code }));
        expect(first.response.status(), url).toBe(200);
        const control = first.response.headers()["cache-control"] ?? "";
        if (PRIVATE.has(path)) {
          expect(control, url).toBe("private, no-store");
          continue;
        }
        expect(
          control,
          `${url}: shared (a render that reads what is not declared is private)`,
        ).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
        expect(first.response.headers().vary, url).toMatch(/Cookie/);
        // Another visitor: other analytics ids, another language cookie and consent.
        const other = visitor(2, { ...choice, languages: "en" });
        for (let attempt = 1; ; attempt++) {
          const kept = await get(request, url, other);
          expect(kept.response.headers()["x-page-cache"], `${url} ${currency}`).toMatch(
            /^(hit|stale)$/,
          );
          const fresh = await get(request, url, other, true);
          expect(fresh.response.headers()["x-page-cache"]).toBe("bypass");
          const same =
            comparable(kept.body, kept.response) === comparable(fresh.body, fresh.response);
          // A page that shows the clock is the same within a minute (renderNow): a new minute
          // since the kept one was made (it is stale then) or between the answers is tried again.
          const newMinute =
            kept.response.headers()["x-page-cache"] === "stale" ||
            minuteOf(kept) !== minuteOf(fresh) ||
            justAfterMinute(kept);
          if (!same && attempt < 3 && newMinute) {
            // The stale answer started a refresh in the background: let it finish.
            await new Promise((resolve) => setTimeout(resolve, 500));
            continue;
          }
          expect(comparable(kept.body, kept.response), `${url} ${currency}: kept = fresh`).toBe(
            comparable(fresh.body, fresh.response),
          );
          break;
        }
      }
    }
  });
}

test("each currency is kept apart, and a signed-in visitor never gets a kept page", async ({
  request,
}) => {
  const url = "/product/vps";
  const yen = await get(request, url, visitor(3, { currency: "JPY" }));
  const euro = await get(request, url, visitor(4, { currency: "EUR" }));
  expect(yen.body).toContain("¥756");
  expect(euro.body).toContain("€");
  expect(euro.body).not.toContain("¥756");

  const credentials = await newAccount("page-cache");
  const { token } = await provider.login({
    account: credentials.account,
    password: await encrypt(credentials.password),
  });
  for (let i = 0; i < 2; i++) {
    const own = await get(request, url, visitor(5, { currency: "JPY", token }));
    expect(own.response.headers()["x-page-cache"]).toBeUndefined();
    expect(own.response.headers()["cache-control"]).toBe("private, no-store");
    expect(own.body).toContain("****@example.com");
  }
});
