// What a page's render used, watched while it runs: the cookies and headers of the request it
// read, the provider answers it shows (and so how long it stays true), and the work its loaders
// ask for on every visit. The page cache (middleware/page-cache.server.ts) watches each document
// it may keep, and decides from this whether, under which key and for how long it keeps it
// (lib/page-cache/inputs.server.ts says what each cookie and header does to that).
import { AsyncLocalStorage } from "node:async_hooks";
import { createContext, type RouterContextProvider } from "react-router";

/** How long an answer the render showed is fresh, then how long it may be served stale. */
export interface Lifetime {
  readonly freshMs: number;
  readonly staleMs: number;
}

/** Work a page's loader does on every visit, with that visit's request and context. */
export type VisitHook = (request: Request, context: Readonly<RouterContextProvider>) => void;

export class PageWatch {
  /** Cookies read by name (readCookie). */
  readonly cookies = new Set<string>();
  /** Headers read by name, lower case; `*` when they were walked through (every header). */
  readonly headers = new Set<string>();
  /** Upstream cache keys of the answers shown: a change to one of them outdates the page. */
  readonly sources = new Set<string>();
  readonly visitHooks: VisitHook[] = [];
  /** Keys of the forms the render made, in order: each answer from the cache gets new ones. */
  readonly formKeys: string[] = [];
  /** Until when every answer shown is fresh, and until when each may still be served stale. */
  freshUntil = Number.POSITIVE_INFINITY;
  staleUntil = Number.POSITIVE_INFINITY;
  /** Once closed (the render's answer is out), reads are no longer the render's. */
  closed = false;
  /** A refresh of a kept page: the visitor was answered already, nobody waits for it. */
  background = false;

  /** How long an answer fetched for this very render (a call no cache keeps) counts as true. */
  readonly liveMs: number;
  readonly now: () => number;

  constructor(liveMs: number, now: () => number = Date.now) {
    this.liveMs = liveMs;
    this.now = now;
  }

  /** The render showed a cached answer kept under `key`, loaded at `storedAt`. */
  answer(key: string, lifetime: Lifetime, storedAt: number): void {
    if (this.closed) return;
    this.sources.add(key);
    const freshUntil = storedAt + lifetime.freshMs;
    this.#within(freshUntil, freshUntil + lifetime.staleMs);
  }

  /** The render showed an answer the provider gave for it alone (no cache keeps the call). */
  live(): void {
    if (this.closed) return;
    const freshUntil = this.now() + this.liveMs;
    this.#within(freshUntil, freshUntil + this.liveMs);
  }

  /** The page is true until `freshUntil` only; then a render refreshes it (PAGE_CACHE_SECONDS stale). */
  until(freshUntil: number): void {
    this.#within(freshUntil, freshUntil + this.liveMs);
  }

  #within(freshUntil: number, staleUntil: number): void {
    this.freshUntil = Math.min(this.freshUntil, freshUntil);
    this.staleUntil = Math.min(this.staleUntil, staleUntil);
  }

  cookie(name: string): void {
    if (!this.closed) this.cookies.add(name);
  }

  header(name: string): void {
    if (!this.closed) this.headers.add(name.toLowerCase());
  }
}

/**
 * The render being watched, in the async context of its own work: a read made outside it (a
 * step before the page cache reading the request once the answer is out, while a render
 * refreshes the page in the background) is not the render's.
 */
const rendering = new AsyncLocalStorage<{ request: Request; watch: PageWatch }>();
const watchContext = createContext<PageWatch | null>(null);

// The request's own methods, for the reads made on the render's behalf by the watch itself.
const headerGet = Headers.prototype.get;
const headerHas = Headers.prototype.has;

/** The watch of the render of `request` under way in this async context, if any. */
export function watchOf(request: Request): PageWatch | undefined {
  const current = rendering.getStore();
  return current?.request === request ? current.watch : undefined;
}

/**
 * Runs `render` (the rest of the request's middleware, its loaders and its rendering) with what
 * it reads of `request` and shows watched by `watch`. Every read of the request's headers is
 * seen, also one that does not go through readCookie (a read of the whole Cookie header counts
 * as a read of every cookie).
 */
export function watchRender<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  watch: PageWatch,
  render: () => T,
): T {
  context.set(watchContext, watch);
  const headers = request.headers;
  // Patched once per request; each read asks which render, if any, is reading.
  if (!Object.hasOwn(headers, "get")) {
    const seen = (name: string) => watchOf(request)?.header(name);
    const reading = (method: (this: Headers, name: string) => unknown) => ({
      value(name: string) {
        seen(name);
        return method.call(headers, name);
      },
    });
    // Walking through the headers reads every one of them.
    const walking = (
      method: "entries" | "keys" | "values" | "forEach" | typeof Symbol.iterator,
    ) => ({
      value(...args: unknown[]) {
        seen("*");
        return (Headers.prototype[method] as (...a: unknown[]) => unknown).apply(headers, args);
      },
    });
    Object.defineProperties(headers, {
      get: reading(headerGet),
      has: reading(headerHas),
      entries: walking("entries"),
      keys: walking("keys"),
      values: walking("values"),
      forEach: walking("forEach"),
      [Symbol.iterator]: walking(Symbol.iterator),
    });
  }
  return rendering.run({ request, watch }, render);
}

/** A header of the request read for the watch's owner, without counting as the render's read. */
export const unwatchedHeader = (request: Request, name: string): string | null =>
  headerGet.call(request.headers, name);

const watchIn = (context: Readonly<RouterContextProvider>): PageWatch | null => {
  try {
    return context.get(watchContext);
  } catch {
    // A context no middleware made (a test calling a loader alone).
    return null;
  }
};

/** Whether this render refreshes a kept page in the background (the render gate lets visitors first). */
export const isBackgroundRender = (context: Readonly<RouterContextProvider>): boolean =>
  watchIn(context)?.background === true;

/** What a page shows of the clock changes at most once a minute (a time left, an offer opening). */
export const CLOCK_STEP_MS = 60_000;

/**
 * The time a page is rendered at, to the minute: what it shows of the clock (a coupon opening, an
 * activity's time left, a group's) is the same for every render in that minute, and a page kept
 * by the page cache is fresh until the next minute starts.
 */
export function renderNow(context: Readonly<RouterContextProvider>): number {
  const now = Date.now();
  const minute = now - (now % CLOCK_STEP_MS);
  const watch = watchIn(context);
  if (watch && !watch.closed) watch.until(minute + CLOCK_STEP_MS);
  return minute;
}

/** The render under way made this form key (lib/forms/forms.server.ts). */
export function noteFormKey(key: string): void {
  const current = rendering.getStore();
  if (current && !current.watch.closed) current.watch.formKeys.push(key);
}

/** The render showed a cached provider answer (lib/cache/upstream.server.ts). */
export function noteAnswer(
  context: Readonly<RouterContextProvider>,
  key: string,
  lifetime: Lifetime,
  storedAt: number,
): void {
  watchIn(context)?.answer(key, lifetime, storedAt);
}

/** The render showed a provider answer no cache keeps (lib/cache/upstream.server.ts). */
export function noteLive(context: Readonly<RouterContextProvider>): void {
  watchIn(context)?.live();
}

/**
 * Work to do on every visit of the page (telling the provider of it): done for this visit once
 * the page is rendered, and again for each visit the page cache answers.
 */
export function onEveryVisit(
  request: Request,
  context: Readonly<RouterContextProvider>,
  hook: VisitHook,
): void {
  const watch = watchIn(context);
  if (watch && !watch.closed) watch.visitHooks.push(hook);
  else hook(request, context);
}
