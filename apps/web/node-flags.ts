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
