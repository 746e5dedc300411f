// The V8 heap the web server runs with, wherever it is started (`pnpm start`, the package's
// `start` script, the end-to-end suite, the bench). Measured with 50 connections rendering doc
// articles and the home page (e2e/bench): with V8's defaults the young generation grows to
// tens of MB and the old one follows the allocation rate, so the process held 530-730 MB after
// the load; with a small young generation (8 MB semi-spaces: garbage of a render dies young
// and is collected there) and a 256 MB old generation it held under 300 MB, with the same
// throughput. The render gate (RENDER_CONCURRENCY) keeps what is live far below that bound.
export const WEB_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256"] as const;
