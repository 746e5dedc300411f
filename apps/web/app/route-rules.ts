// Old and alternative addresses that redirect to a page of the site. Targets are site paths
// only (checked when the module loads): a rule can never send a visitor to another site.

/** Unprefixed source path -> unprefixed target path; the language prefix is kept. */
export const routeRules: Readonly<Record<string, string>> = {
  "/product/cvm": "/product/vps",
  "/product/dedicated": "/product/vps#dedicated",
  "/products": "/product/vps",
  "/pricing": "/doc/article/pricing",
  "/domain": "/product/domain",
  "/docs": "/doc",
  "/help": "/doc",
  "/doc/article": "/doc",
  "/announcements": "/doc/announce",
  "/doc/announce/detail": "/doc/announce",
  "/coupon": "/ac/coupon",
  "/coupons": "/ac/coupon",
  "/pintuan": "/activity/pintuan/vps",
  "/activity": "/activity/promotion",
  "/signup": "/signUp",
  "/register": "/signUp",
  "/user": "/userCenter",
  "/ticket": "/workServer/submitWork",
  "/looking-glass": "/doc/article/looking-glass-test-latency-network-speed",
  "/terms": "/doc/article/legal-and-terms",
  "/refund": "/doc/article/refund",
};

const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/** Throws when a rule points anywhere but a path of this site. */
export function checkRouteRules(rules: Readonly<Record<string, string>>): void {
  for (const [from, to] of Object.entries(rules)) {
    if (!SITE_PATH.test(from) || !SITE_PATH.test(to))
      throw new Error(`Route rule ${from} -> ${to} must map site paths to site paths.`);
  }
}

checkRouteRules(routeRules);

/** Where `pathname` (without language prefix) redirects, if a rule covers it. */
export function ruleFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routeRules[trimmed] ?? null;
}
