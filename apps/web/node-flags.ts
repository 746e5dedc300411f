// The V8 flags the web server runs with, wherever it is started (`pnpm start`, the package's
// `start` script, the end-to-end suite, the bench). Measured with 50 connections rendering doc
// articles and the home page (e2e/bench):
// - Heap: with V8's defaults the young generation grows to tens of MB and the old one follows
//   the allocation rate, so the process held 530-730 MB after the load; with a small young
//   generation (8 MB semi-spaces: garbage of a render dies young and is collected there) and a
//   256 MB old generation it held under 300 MB, with the same throughput. The render gate
//   (RENDER_CONCURRENCY) keeps what is live far below that bound.
// - Maglev, V8's mid-tier compiler, off: after the load V8's heap was ~80 MB of an RSS of
//   270-330 MB; the rest was malloc arenas keeping what the compilers' zones had freed
//   (V8's peak malloced memory 75-90 MB with Maglev, 30 MB without it, 132 MB with Maglev
//   alone). Without it the RSS after the same load was 217-263 MB instead of 264-291 MB.
//   Hot server code still reaches TurboFan; Maglev only speeds the way there.
// Not all of them are allowed in NODE_OPTIONS (--no-maglev is not): pass them to `node`.
export const WEB_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--max-old-space-size=256",
  "--no-maglev",
] as const;

/**
 * The C library's allocator settings the web server runs with (glibc's tunables, read when the
 * process starts: an environment variable, not a flag): two malloc arenas instead of eight per
 * core for V8's and libuv's threads, and blocks of 128 KB and more mapped and unmapped instead of
 * kept in the heap, where the compressors' states of every response left it fragmented. Measured
 * (one server; load, the visitor mix at 50 then 200 connections, 2 minutes of soak): RSS 320 MB
 * with glibc's defaults, 281 with two arenas, 263 with these (ADR 0018). Every launcher passes
 * them; a deployment that runs `server.ts` itself sets the same variable.
 */
export const WEB_NODE_ENV = {
  GLIBC_TUNABLES:
    "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072",
} as const;
