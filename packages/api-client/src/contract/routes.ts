// Where each call of the provider API lives on the wire, and how long its answer may be
// reused: the part of the contract a client needs at run time. It imports no zod, so a browser
// client carries this table and not the schemas. Its order is the contract's order (SPEC.md
// section 7's calls first, then the ones designed here): the README table and the OpenAPI
// document follow it.

/**
 * How long an answer may be served again without asking the provider: `long` for what changes
 * rarely (the catalogue, currencies, footer links), `short` for what changes during the day
 * (stock, announcements, reviews, group-buy counts), `none` for what must be asked each time
 * (anything that changes state, a visitor's own products, availability checks, the assistant).
 * A call that answers per user is reused only for that user.
 */
export type Freshness = "long" | "short" | "none";

/** A call's place on the wire and its freshness. */
export interface Route {
  readonly method: "GET" | "POST";
  readonly path: `/api/${string}`;
  readonly freshness: Freshness;
}

// `const` keeps the literals, so `request("GET", "/api/cvm/area/search")` knows its call.
function route<
  const M extends Route["method"],
  const P extends Route["path"],
  const F extends Freshness,
>(
  method: M,
  path: P,
  freshness: F,
): { readonly method: M; readonly path: P; readonly freshness: F } {
  return { method, path, freshness };
}

export const routes = {
  // --- GET (SPEC.md section 7) ---
  footLinks: route("GET", "/api/seniorManage/footLink/search", "long"),
  userBrowse: route("GET", "/api/user-server/user/browse", "short"),
  areaSearch: route("GET", "/api/cvm/area/search", "long"),
  bandwidths: route("GET", "/api/cvm/user/getBand", "long"),
  images: route("GET", "/api/cvm/get/image", "long"),
  securityGroups: route("GET", "/api/cvm/securityGroup/official/search", "long"),
  diskProducts: route("GET", "/api/cvm/disk/getDiskProduct", "long"),
  userProducts: route("GET", "/api/cvm/user/product", "none"),
  userFlow: route("GET", "/api/cvm/user/getFlow", "none"),
  plans: route("GET", "/api/product/cvm/fastSet/search", "short"),
  snapshotStrategies: route("GET", "/api/cvm/snapshoot/strategy/getAllPublic", "long"),
  // --- POST ---
  footerComment: route("POST", "/api/home/footer/comment", "none"),
  aboutHistory: route("POST", "/api/seniorManage/about/history/search", "long"),
  couponSearch: route("POST", "/api/ac/coupon/search", "none"),
  couponReceive: route("POST", "/api/ac/coupon/receive", "none"),
  activate: route("POST", "/api/activate", "none"),
  jobs: route("POST", "/api/seniorManage/jobs/search", "short"),
  logout: route("POST", "/api/logout", "none"),
  paymentCurrencies: route("POST", "/api/finance/order-server/pay/getMoneyType", "long"),
  promotionClick: route("POST", "/api/user-server/user/promotionClick", "none"),
  announcements: route("POST", "/api/finance/message/searchAnnounce", "short"),
  domainSuffixes: route("POST", "/api/domain/suffix/search", "long"),
  domainCheck: route("POST", "/api/domain/suffix/check", "none"),
  activities: route("POST", "/api/home/activity/cvm/search", "short"),
  orderCreate: route("POST", "/api/home/coupon-server/order/create", "none"),
  actPage: route("POST", "/api/user/behavior/actPage", "none"),
  pintuans: route("POST", "/api/activity/pintuan/cvm/search", "short"),
  pintuanGroups: route("POST", "/api/activity/pintuan/getCanJoin", "short"),
  pintuanGroupCount: route("POST", "/api/activity/pintuan/getCanJoinCount", "short"),
  activityCreate: route("POST", "/api/activity/create", "none"),
  pintuanGroup: route("POST", "/api/activity/pintuan/getCanJoinByGroupId", "none"),
  pintuan: route("POST", "/api/activity/pintuan/cvm/search/buyID", "short"),
  chat: route("POST", "/api/chat", "none"),
  // --- calls SPEC.md does not show the path of (designed here) ---
  currencies: route("POST", "/api/finance/currency/search", "long"),
  hostingPlans: route("GET", "/api/product/hosting/search", "long"),
  reviewSummary: route("GET", "/api/home/review/summary", "short"),
  reviewRefresh: route("POST", "/api/home/review/refresh", "none"),
  referral: route("POST", "/api/user-server/user/referral", "none"),
  announcementDetail: route("POST", "/api/finance/message/announceDetail", "short"),
  publicKey: route("GET", "/api/user-server/publicKey", "long"),
  register: route("POST", "/api/user-server/user/register", "none"),
  login: route("POST", "/api/user-server/user/login", "none"),
  startup: route("GET", "/api/home/startup", "short"),
  ticketSubmit: route("POST", "/api/workServer/work/submit", "none"),
  contactMessage: route("POST", "/api/home/contact/message", "none"),
} as const;

/** Name of a call. */
export type RouteName = keyof typeof routes;

/** Every call name, in the contract's order. */
export const routeNames: readonly RouteName[] = Object.keys(routes) as RouteName[];
