// The cache of rendered pages in this instance: a page is rendered once and answered to every
// visitor it is the same for, for as long as what it shows stays true.
//
// - **Keyed by what it reads.** An entry's key is the URL and the values of the cookies pages
//   differ by (lib/page-cache/inputs.server.ts); a render is watched (lib/page-cache/watch.server.ts), and
//   one that reads a cookie or header not declared there, or a personal cookie, is not kept and
//   goes out `private`. Analytics ids and unknown cookies never split entries. A request with a
//   session (the `token` cookie) is never answered from the cache, nor kept.
// - **As fresh as its data.** A page is fresh until the first provider answer it shows stops
//   being fresh (the upstream cache's strategies), then served stale for the shortest of their
//   stale windows while one render, in the background, refreshes it. An answer the provider gave
//   for the render alone (a call no cache keeps, or a failure) keeps the page PAGE_CACHE_SECONDS.
//   An upstream entry invalidated here (a rating, a switched flag) drops the pages that showed it.
//   `s-maxage` and `stale-while-revalidate` tell a CDN the same lifetimes.
// - **Whole or not at all.** Only a page that says it may be shared is kept: a 200 HTML document
//   answered `Cache-Control: public` with no Set-Cookie. Work its loaders ask for on every visit
//   (telling the provider of it: onEveryVisit) is done again for each answer from the cache.
// - **Per-response values.** The CSP nonce, the request id and the keys of the page's forms (one
//   sending, one action) differ per answer: the entry keeps the page cut where they were, and a
//   hit joins the pieces with its own values, as they are or as gzip deflated once at store time
//   (lib/page-cache/spliced-gzip.server.ts).
// - **Bounded.** At most PAGE_CACHE_MAX_ENTRIES pages and PAGE_CACHE_MAX_BYTES bytes (a page is
//   kept deflated, a fifth of its size, and as it is only once a client that takes no gzip asked
//   for it), least recently used first out; a page over PAGE_CACHE_MAX_BODY is not kept.
// A visitor asking for a fresh page (`Cache-Control: no-cache`, a hard reload) gets one, which is
// not kept: the kept page is refreshed on its own schedule.
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { config } from "~/env.server";
import { cache as upstreamCache } from "~/lib/cache/upstream.server";
import { newFormKey } from "~/lib/forms/forms.server";
import { publicCacheControl } from "~/lib/http/headers.server";
import { gauge, pageCache as pageCacheCounter } from "~/lib/ops/metrics.server";
import { cutPage, fillPage, holeValues, positions } from "~/lib/page-cache/cut.server";
import { carriesPrivateCookie, pageKey, verdictOf } from "~/lib/page-cache/inputs.server";
import { acceptsCoding, deflatePage, gzipParts } from "~/lib/page-cache/spliced-gzip.server";
import { type Entry, PAGE_CACHE_MAX_BODY, PageCache } from "~/lib/page-cache/store.server";
import { PageWatch, unwatchedHeader, watchRender } from "~/lib/page-cache/watch.server";

/** Headers the security middleware sets for each response, or this one per answer; never kept. */
const PER_RESPONSE = new Set(["content-security-policy", "x-request-id", "content-length"]);

const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/html");

/** Whether the page said it may be shared, as a shared cache reads it. */
export function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!isHtml(response)) return false;
  if (response.headers.has("set-cookie")) return false;
  return isPublic(response.headers);
}

const isPublic = (headers: Headers) => {
  const control = (headers.get("cache-control") ?? "").toLowerCase();
  return /\bpublic\b/.test(control) && !/\b(private|no-store|no-cache)\b/.test(control);
};

/**
 * A body streaming `parts` as they are. Not one new buffer of the page per answer (a
 * Buffer.concat, and a copy of it when a Response takes bytes): under load those page-sized
 * buffers, freed only at the next collection, grew the process (ADR 0018).
 */
const streamOf = (parts: readonly Uint8Array[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });

/** The page cache of this process; upstream answers invalidated here outdate its pages. */
export const pageCache = new PageCache(config.pageCacheSeconds * 1000);
gauge("hostfront_page_cache_bytes", "Bytes of the pages kept (gzip).", () => pageCache.bytes);
gauge("hostfront_page_cache_entries", "Pages kept.", () => pageCache.size);
upstreamCache.onInvalidate((key) => pageCache.invalidateSource(key));

/** The answer to one visit from a kept page: its nonce, id, lifetimes and encoding. */
function answerFrom(
  cache: PageCache,
  entry: Entry,
  request: Request,
  context: Readonly<RouterContextProvider>,
  state: "hit" | "stale" | "miss",
  /** The render's own form keys and no visit hooks (they ran): the answer to the render's visitor. */
  own: { forms: readonly string[]; hooks: false } | null = null,
): Response {
  const info = context.get(requestContext);
  for (const origin of entry.connectSources) info.connectSources.add(origin);
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", publicCacheControl(entry.freshUntil, entry.staleUntil));
  headers.set("X-Page-Cache", state);
  const gzip = acceptsCoding(unwatchedHeader(request, "accept-encoding"), "gzip");
  const values = {
    nonce: info.nonce,
    id: info.id,
    forms: own?.forms ?? Array.from({ length: entry.forms }, () => newFormKey()),
  };
  const parts = gzip
    ? gzipParts(entry.page, holeValues(entry, values))
    : fillPage({ pieces: cache.plain(entry), holes: entry.holes }, values);
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(parts.reduce((sum, part) => sum + part.length, 0)));
  if (!own) for (const hook of entry.visitHooks) hook(request, context);
  if (gzip) headers.append("Vary", "Accept-Encoding");
  // The gzip in one buffer (a fifth of the page): one write instead of one per part.
  return new Response(gzip ? Buffer.concat(parts) : streamOf(parts), {
    status: entry.status,
    headers,
  });
}

/**
 * Reads `body` into an entry for `key` (when it can be kept), stores it, and answers it; the
 * values of this response (nonce, id, the keys of its forms) become the entry's holes.
 */
async function keep(
  cache: PageCache,
  key: string,
  response: Response,
  watch: PageWatch,
  context: Readonly<RouterContextProvider>,
): Promise<{ bytes: Buffer<ArrayBuffer>; entry: Entry | undefined }> {
  const info = context.get(requestContext);
  const bytes = Buffer.from(await response.arrayBuffer());
  // Kept only when the per-response values can be told from the page's own text: the nonce is
  // random, but a request id comes from the caller (X-Request-Id) and could be any word of it.
  const ids = positions(bytes, Buffer.from(info.id)).length;
  if (bytes.length > PAGE_CACHE_MAX_BODY || ids > 1) return { bytes, entry: undefined };
  const page = cutPage(bytes, [
    [info.nonce, "nonce"],
    ...(ids > 0 ? ([[info.id, "id"]] as const) : []),
    ...watch.formKeys.map((key, index) => [key, index] as const),
  ]);
  const now = Date.now();
  // The least a page is kept is what a page of live answers is: a failing provider must not
  // make every visit a render.
  const freshUntil = Math.max(watch.freshUntil, now + cache.liveMs);
  const entry: Entry = {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !PER_RESPONSE.has(name)),
    page: deflatePage(page.pieces),
    holes: page.holes,
    forms: page.forms,
    connectSources: [...info.connectSources],
    freshUntil,
    staleUntil: Math.max(watch.staleUntil, freshUntil + cache.liveMs),
    sources: [...watch.sources],
    visitHooks: [...watch.visitHooks],
  };
  cache.set(key, entry, now);
  return { bytes, entry };
}

const warned = new Set<string>();
/** Says once per page and reason (at most 100) that a render read what nobody declared. */
function warnOnce(message: string): void {
  if (warned.has(message) || warned.size >= 100) return;
  warned.add(message);
  console.warn(
    JSON.stringify({ service: "web", msg: "page not shared: undeclared read", detail: message }),
  );
}

/**
 * What a watched render made: its lifetimes and Vary on a public answer (or `private` when it
 * read what is the visitor's own), and the answer to keep, if it can be kept.
 */
function settle(
  request: Request,
  response: Response,
  watch: PageWatch,
  keepable: boolean,
): { response: Response; keep: boolean } {
  watch.closed = true;
  const verdict = verdictOf(watch);
  if (!isPublic(response.headers)) return { response, keep: false };
  // A resource route's file (sitemap.xml, llms.txt, an article's .md, the Atom feed) is never
  // kept and says its own lifetime; a render that read no provider answer would otherwise be
  // fresh forever.
  if (!isHtml(response) && verdict.personal === null) return { response, keep: false };
  const headers = new Headers(response.headers);
  if (verdict.personal) {
    headers.set("Cache-Control", "private, no-store");
    if (verdict.undeclared) warnOnce(`${new URL(request.url).pathname}: ${verdict.personal}`);
  } else {
    const now = Date.now();
    const fresh = Math.max(watch.freshUntil, now + watch.liveMs);
    headers.set(
      "Cache-Control",
      publicCacheControl(fresh, Math.max(watch.staleUntil, fresh + watch.liveMs), now),
    );
  }
  headers.delete("Vary");
  for (const name of verdict.vary) headers.append("Vary", name);
  const answer = new Response(response.body, { status: response.status, headers });
  return {
    response: answer,
    keep: keepable && verdict.personal === null && shareable(answer),
  };
}

export function pageCacheMiddleware(cache: PageCache = pageCache): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const info = context.get(requestContext);
    // A visitor with a session gets their own page, rendered; so do form posts.
    if (request.method !== "GET" || carriesPrivateCookie(request)) return next();
    const on = cache.liveMs > 0 && info.document;
    const fresh = /\bno-cache\b/i.test(request.headers.get("cache-control") ?? "");
    const key = pageKey(request);
    const render = (background: boolean) => {
      const watch = new PageWatch(cache.liveMs);
      watch.background = background;
      const rendered = watchRender(request, context, watch, next).then((response) => {
        const settled = settle(request, response, watch, on);
        // This visit's own work, once (a background refresh's visit was answered already).
        if (!background) for (const hook of watch.visitHooks) hook(request, context);
        return { ...settled, watch };
      });
      return rendered;
    };

    if (!on) return (await render(false)).response;
    const count = (result: "hit" | "stale" | "miss" | "pass" | "bypass") =>
      pageCacheCounter.inc({ result });

    // A visitor asking for a fresh page (a hard reload) gets one; the kept page stays as it is.
    if (fresh) {
      count("bypass");
      const { response } = await render(false);
      const answer = new Response(response.body, response);
      answer.headers.set("X-Page-Cache", "bypass");
      return answer;
    }

    const kept = cache.get(key);
    if (kept) {
      // Made before a refresh starts watching the request: this answer's reads are not its.
      const answer = answerFrom(cache, kept.entry, request, context, kept.fresh ? "hit" : "stale");
      count(kept.fresh ? "hit" : "stale");
      if (!kept.fresh && cache.claimRefresh(key)) {
        // Stale: this visit gets the kept page, and one render in the background refreshes it.
        const refresh = render(true).then(async ({ response, keep: keepIt, watch }) => {
          if (!keepIt || !response.body) return void (await response.body?.cancel());
          await keep(cache, key, response, watch, context);
        });
        void refresh.catch(() => undefined).finally(() => cache.releaseRefresh(key));
      }
      return answer;
    }

    // Another visit is rendering this page: its answer serves this one too.
    const pending = cache.pending(key);
    if (pending) {
      const entry = await pending.catch(() => undefined);
      if (entry) {
        count("hit");
        return answerFrom(cache, entry, request, context, "hit");
      }
    }

    const { promise, resolve: done } = Promise.withResolvers<Entry | undefined>();
    cache.rendering(key, promise);
    try {
      const { response, keep: keepIt, watch } = await render(false);
      if (!keepIt || !response.body) {
        done(undefined);
        count("pass");
        return response;
      }
      const { bytes, entry } = await keep(cache, key, response, watch, context);
      done(entry);
      count("miss");
      // The visitor gets the page as kept (already gzip), with the render's own values.
      const answer = entry
        ? answerFrom(cache, entry, request, context, "miss", {
            forms: watch.formKeys,
            hooks: false,
          })
        : new Response(bytes, response);
      answer.headers.set("X-Page-Cache", "miss");
      return answer;
    } catch (error) {
      done(undefined);
      throw error;
    }
  };
}

/** The page cache step of the root middleware, with this process's cache. */
export const pageCacheStep: MiddlewareFunction<Response> = pageCacheMiddleware();
