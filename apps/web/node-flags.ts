// The V8 flags the web server runs with, wherever it is started (`pnpm start`, the package's
// `start` script, the end-to-end suite, the bench):
// - A small young generation and a bounded old one: a render's garbage dies young and is
//   collected there, so the process does not grow with the allocation rate; the render gate
//   (RENDER_CONCURRENCY) keeps what is live far below the bound.
// - Maglev, V8's mid-tier compiler, off: its zones' freed memory stays in malloc's arenas and
//   holds the RSS up; hot server code still reaches TurboFan, Maglev only speeds the way there.
// The figures behind both are in ADR 0013 ("Measurements behind the server's flags").
// Not all of them are allowed in NODE_OPTIONS (--no-maglev is not): pass them to `node`.
export const WEB_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
  "--no-maglev",
] as const;

/**
 * The C library's allocator settings the web server runs with (glibc's tunables, read when the
 * process starts: an environment variable, not a flag): two malloc arenas instead of eight per
 * core for V8's and libuv's threads, and large blocks mapped and unmapped instead of kept in the
 * heap, where the compressors' states of every response left it fragmented (figures: ADR 0013).
 * Every launcher passes them; a deployment that runs `server.ts` itself sets the same variable.
 */
export const WEB_NODE_ENV = {
  GLIBC_TUNABLES:
    "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072",
} as const;
