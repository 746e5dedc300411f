// The routes of SPEC.md section 2 as the suites open them, made from the web app's page table
// (apps/web/app/pages.ts): a page added there is opened by every suite that walks the routes
// (a11y, layout, faults, page cache, routes) without a second list to keep. A page with
// parameters needs sample values below; without them this module throws and every suite fails.
import { type Page, pages } from "@hostfront/web/pages";

/** Sample paths of the pages whose path has parameters, by page name. */
const SAMPLES: Readonly<Record<string, readonly string[]>> = {
  "activity-pintuan-vps-id": ["/activity/pintuan/part-vps/pt-vps-2c4g"],
  // An article, and one holding the latency test (a conditional text group).
  "doc-article-slug": [
    "/doc/article/refund",
    "/doc/article/looking-glass-test-latency-network-speed",
  ],
  "doc-announce-detail-id": ["/doc/announce/detail/an-2026-11-hkg-maintenance"],
  "doc-search-query": ["/doc/search/refund"],
};

/** The paths a suite opens for `page`: its path, or its samples when it has parameters. */
export function pathsOf(page: Page): readonly string[] {
  if (!page.path.includes(":")) return [page.path];
  const samples = SAMPLES[page.name];
  if (!samples?.length)
    throw new Error(
      `e2e/support/routes.ts: page "${page.name}" (${page.path}) has parameters; add sample paths to SAMPLES`,
    );
  return samples;
}

const needsLogin = (page: Page) => page.middleware?.includes("login") ?? false;

/** Every page a visitor opens without an account, once each (twice for two article kinds). */
export const PUBLIC_PATHS: readonly string[] = pages
  .filter((page: Page) => !needsLogin(page))
  .flatMap(pathsOf);

/** The member centre: visitors are sent to the console's login. */
export const MEMBER_PATHS: readonly string[] = pages.filter(needsLogin).flatMap(pathsOf);

for (const name of Object.keys(SAMPLES))
  if (!pages.some((page: Page) => page.name === name))
    throw new Error(`e2e/support/routes.ts: SAMPLES names "${name}", which pages.ts does not have`);

/**
 * The paths in groups of `size`, for suites that open several routes per test: one browser
 * context (and its cache) per group instead of per route, while the workers still share the
 * groups.
 */
export function inGroups(paths: readonly string[], size: number): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < paths.length; start += size)
    groups.push(paths.slice(start, start + size));
  return groups;
}
