// The routes of SPEC.md section 2 as the suites open them: one path per public page (with
// sample parameters), and the member pages, which need an account.

/** Every page a visitor opens without an account, once each. */
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  "/jobs",
  "/about",
  "/product/vps",
  "/product/vps-buy",
  "/product/domain",
  "/signUp",
  "/welcome-signup",
  "/activate",
  "/contact",
  "/ac/coupon",
  "/activity/vps",
  "/activity/promotion",
  "/activity/pintuan/vps",
  "/activity/pintuan/part-vps/pt-vps-2c4g",
  "/doc",
  "/doc/article/refund",
  "/doc/article/looking-glass-test-latency-network-speed",
  "/doc/announce",
  "/doc/announce/detail/an-2026-11-hkg-maintenance",
  "/doc/search/refund",
];

/** The member centre: visitors are sent to the console's login. */
export const MEMBER_PATHS: readonly string[] = [
  "/myProduct/cvm/disk",
  "/userCenter",
  "/workServer/submitWork",
];

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
