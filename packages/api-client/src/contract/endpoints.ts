// Every call of the provider API: method, path, input (query for GET, body for POST),
// the `message` of a successful answer, who may call it, and the errors it documents.
// The typed client, the msw mocks, the sandbox's router and the README table come from here.
import { z } from "zod";
import type { ErrorName, errorCodes } from "./envelope.ts";
import {
  activitySchema,
  announcementCategorySchema,
  announcementDetailSchema,
  announcementSchema,
  bandwidthOptionSchema,
  chatSourceSchema,
  contactTopicSchema,
  couponSchema,
  currencySchema,
  diskProductSchema,
  domainCheckResultSchema,
  domainSuffixSchema,
  emptySchema,
  encryptedPasswordSchema,
  footLinkSchema,
  historyEntrySchema,
  hostingKindSchema,
  hostingPlanSchema,
  idSchema,
  imageSchema,
  jobSchema,
  languageSchema,
  orderSchema,
  pageSchema,
  paymentCurrencySchema,
  periodSchema,
  pintuanGroupSchema,
  pintuanOfferSchema,
  planSchema,
  productFlowSchema,
  productTypeSchema,
  regionSchema,
  reviewSummarySchema,
  rowSchema,
  securityGroupSchema,
  snapshotStrategySchema,
  suffixSchema,
  ticketCategorySchema,
  timestampSchema,
  userProductSchema,
  userProfileSchema,
} from "./schemas.ts";

/** Who may make a call. */
export type Access =
  | "public" // anyone
  | "optional" // anyone; a token adds the user's own state (e.g. `received` on coupons)
  | "user" // a valid token (`Authorization: Bearer <token>`)
  | "apiKey"; // the server-side key in the body (`api_key`), never sent by a browser

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly method: "GET" | "POST";
  readonly path: `/api/${string}`;
  readonly summary: string;
  /** Query (GET) or JSON body (POST). */
  readonly input: I;
  /** `message` of a successful answer. */
  readonly output: O;
  readonly access: Access;
  /** Changes state: carries an Idempotency-Key, and a repeated key replays the first answer. */
  readonly mutating: boolean;
  /** Business errors beyond the ones every call may answer (see `commonErrors`). */
  readonly errors: readonly ErrorName[];
  /** Whether SPEC.md section 7 names the path; the others are designed here. */
  readonly inSpec: boolean;
}

// `const` keeps each definition's literals (method, path, access, mutating, the errors as a
// tuple), so a call's possible errors are known per call at compile time.
function endpoint<const D extends Endpoint>(definition: D): D {
  return definition;
}

/** Errors any call may answer; `LOGIN_REQUIRED` for `user` calls, the idempotency errors for mutating ones. */
export const commonErrors = ["BAD_REQUEST", "RATE_LIMITED", "INTERNAL", "UNAVAILABLE"] as const;

const lang = { language: languageSchema.default("en") };
const areaQuery = z.object({
  ...lang,
  areaId: idSchema.optional(),
  type: productTypeSchema.optional(),
});
const bodyText = (min: number, max: number) => z.string().trim().min(min).max(max);
const recorded = z.object({ recorded: z.boolean() });

export const endpoints = {
  // --- GET, no payload (SPEC.md section 7) ---
  footLinks: endpoint({
    method: "GET",
    path: "/api/seniorManage/footLink/search",
    summary: "Footer link list (partners and friends).",
    input: emptySchema,
    output: z.array(footLinkSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  userBrowse: endpoint({
    method: "GET",
    path: "/api/user-server/user/browse",
    summary: "The logged-in user's profile.",
    input: emptySchema,
    output: userProfileSchema,
    access: "user",
    mutating: false,
    errors: [],
    inSpec: true,
  }),

  // --- GET with query parameters ---
  areaSearch: endpoint({
    method: "GET",
    path: "/api/cvm/area/search",
    summary: "Regions (data centres), optionally those selling one product type.",
    input: z.object({ ...lang, type: productTypeSchema.optional() }),
    output: z.array(regionSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  bandwidths: endpoint({
    method: "GET",
    path: "/api/cvm/user/getBand",
    summary: "Bandwidth options of a region.",
    input: z.object({ areaId: idSchema }),
    output: z.array(bandwidthOptionSchema),
    access: "public",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  images: endpoint({
    method: "GET",
    path: "/api/cvm/get/image",
    summary: "Operating system images, optionally for one product type.",
    input: areaQuery,
    output: z.array(imageSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  securityGroups: endpoint({
    method: "GET",
    path: "/api/cvm/securityGroup/official/search",
    summary: "The provider's ready-made security groups.",
    input: z.object({ ...lang }),
    output: z.array(securityGroupSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  diskProducts: endpoint({
    method: "GET",
    path: "/api/cvm/disk/getDiskProduct",
    summary: "Data disk products of a region.",
    input: z.object({ ...lang, areaId: idSchema }),
    output: z.array(diskProductSchema),
    access: "public",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  userProducts: endpoint({
    method: "GET",
    path: "/api/cvm/user/product",
    summary: "The user's servers and disks, newest first.",
    input: z.object({
      page: pageSchema,
      row: rowSchema,
      type: z.enum(["server", "disk"]).optional(),
    }),
    output: z.object({ total: z.number().int().nonnegative(), list: z.array(userProductSchema) }),
    access: "user",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  userFlow: endpoint({
    method: "GET",
    path: "/api/cvm/user/getFlow",
    summary: "Daily usage of one of the user's products (traffic for servers, I/O for disks).",
    input: z.object({
      productId: idSchema,
      days: z.coerce.number().int().min(1).max(90).default(30),
    }),
    output: productFlowSchema,
    access: "user",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  plans: endpoint({
    method: "GET",
    path: "/api/product/cvm/fastSet/search",
    summary: "Server plans (VPS, dedicated, CVM), optionally of one type or region.",
    input: areaQuery,
    output: z.array(planSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  snapshotStrategies: endpoint({
    method: "GET",
    path: "/api/cvm/snapshoot/strategy/getAllPublic",
    summary: "Public automatic snapshot strategies.",
    input: z.object({ ...lang }),
    output: z.array(snapshotStrategySchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),

  // --- POST ---
  footerComment: endpoint({
    method: "POST",
    path: "/api/home/footer/comment",
    summary: "A visitor's rating (1-5) and comment on the site; answers the new review summary.",
    input: z.object({
      ...lang,
      rating: z.number().int().min(1).max(5),
      content: bodyText(0, 500).default(""),
    }),
    output: reviewSummarySchema,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  aboutHistory: endpoint({
    method: "POST",
    path: "/api/seniorManage/about/history/search",
    summary: "Company history, oldest first.",
    input: z.object({ ...lang }),
    output: z.array(historyEntrySchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  couponSearch: endpoint({
    method: "POST",
    path: "/api/ac/coupon/search",
    summary: "Coupons on offer; with a token, whether the user holds each.",
    input: z.object({ ...lang }),
    output: z.array(couponSchema),
    access: "optional",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  couponReceive: endpoint({
    method: "POST",
    path: "/api/ac/coupon/receive",
    summary: "Receive a coupon: once per user, while stock lasts.",
    input: z.object({ couponId: idSchema }),
    output: z.object({
      couponId: idSchema,
      userCouponId: idSchema,
      receivedAt: timestampSchema,
      expiresAt: timestampSchema,
    }),
    access: "user",
    mutating: true,
    errors: ["NOT_FOUND", "COUPON_ALREADY_RECEIVED", "COUPON_SOLD_OUT", "COUPON_NOT_ACTIVE"],
    inSpec: true,
  }),
  activate: endpoint({
    method: "POST",
    path: "/api/activate",
    summary: "Activate an account with the code from its activation link.",
    input: z.object({ code: z.string().trim().min(8).max(128) }),
    output: z.object({ userAccount: z.string(), activatedAt: timestampSchema }),
    access: "public",
    mutating: true,
    errors: ["ACTIVATION_INVALID", "ACTIVATION_EXPIRED", "ALREADY_ACTIVATED"],
    inSpec: true,
  }),
  jobs: endpoint({
    method: "POST",
    path: "/api/seniorManage/jobs/search",
    summary: "Open positions, newest first.",
    input: z.object({ ...lang }),
    output: z.array(jobSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/logout",
    summary:
      "Revoke the token. Without a valid token it still succeeds: the user is logged out either way.",
    input: emptySchema,
    output: z.null(),
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  paymentCurrencies: endpoint({
    method: "POST",
    path: "/api/finance/order-server/pay/getMoneyType",
    summary: "Currencies an order can be paid in, and the payment methods of each.",
    input: emptySchema,
    output: z.array(paymentCurrencySchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  promotionClick: endpoint({
    method: "POST",
    path: "/api/user-server/user/promotionClick",
    summary: "Record a click on a promotion (promo dialog, coupon banner, activity card).",
    input: z.object({
      ...lang,
      position: z.enum(["promo-dialog", "coupon-banner", "activity-card", "home-banner"]),
      activityId: idSchema.optional(),
      referer: z.string().max(256).optional(),
    }),
    output: recorded,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  announcements: endpoint({
    method: "POST",
    path: "/api/finance/message/searchAnnounce",
    summary:
      "Announcements, pinned first, then newest first. Ask for row + 1 to learn whether another page follows.",
    input: z.object({
      ...lang,
      page: pageSchema,
      row: rowSchema,
      category: announcementCategorySchema.optional(),
    }),
    output: z.array(announcementSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  domainSuffixes: endpoint({
    method: "POST",
    path: "/api/domain/suffix/search",
    summary: "Domain suffixes on sale with their prices.",
    input: z.object({ ...lang }),
    output: z.array(domainSuffixSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  domainCheck: endpoint({
    method: "POST",
    path: "/api/domain/suffix/check",
    summary:
      "Availability of one name under several suffixes (name without suffix, e.g. `example`).",
    input: z.object({
      name: z.string().trim().toLowerCase().min(1).max(63),
      suffixes: z.array(suffixSchema).min(1).max(30),
    }),
    output: z.array(domainCheckResultSchema),
    access: "public",
    mutating: false,
    errors: ["SUFFIX_UNKNOWN"],
    inSpec: true,
  }),
  activities: endpoint({
    method: "POST",
    path: "/api/home/activity/cvm/search",
    summary: "Current server activities (sales) with their offers.",
    input: z.object({ ...lang, kind: z.enum(["vps", "promotion"]).optional() }),
    output: z.array(activitySchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  orderCreate: endpoint({
    method: "POST",
    path: "/api/home/coupon-server/order/create",
    summary:
      "Order a configured server, optionally with a received coupon. The order waits for payment.",
    input: z.object({
      ...lang,
      planId: idSchema,
      areaId: idSchema,
      imageId: idSchema,
      bandwidthId: idSchema.nullable().default(null),
      disks: z
        .array(z.object({ diskProductId: idSchema, sizeGb: z.number().int().positive() }))
        .max(8)
        .default([]),
      securityGroupId: idSchema.nullable().default(null),
      snapshotStrategyId: idSchema.nullable().default(null),
      period: periodSchema,
      quantity: z.number().int().min(1).max(10).default(1),
      hostname: z.string().trim().max(63).default(""),
      /** System password, encrypted; must satisfy vpsSystemPass (VPS, dedicated) or cvmSystemPass (CVM). */
      password: encryptedPasswordSchema,
      userCouponId: idSchema.nullable().default(null),
    }),
    output: orderSchema,
    access: "user",
    mutating: true,
    errors: [
      "NOT_FOUND",
      "CONFIG_INVALID",
      "PASSWORD_UNREADABLE",
      "PASSWORD_RULE",
      "COUPON_NOT_USABLE",
    ],
    inSpec: true,
  }),
  actPage: endpoint({
    method: "POST",
    path: "/api/user/behavior/actPage",
    summary: "Record a visit to an activity page.",
    input: z.object({
      ...lang,
      page: z.string().max(512),
      activityId: idSchema.optional(),
      referer: z.string().max(256).optional(),
      visitorId: z.uuid().optional(),
    }),
    output: recorded,
    access: "optional",
    mutating: true,
    errors: [],
    inSpec: true,
  }),
  pintuans: endpoint({
    method: "POST",
    path: "/api/activity/pintuan/cvm/search",
    summary: "Group-buy (pintuan) offers.",
    input: z.object({ ...lang }),
    output: z.array(pintuanOfferSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: true,
  }),
  pintuanGroups: endpoint({
    method: "POST",
    path: "/api/activity/pintuan/getCanJoin",
    summary: "Open groups of a group-buy offer that can still be joined, closing soonest first.",
    input: z.object({ pintuanId: idSchema }),
    output: z.array(pintuanGroupSchema),
    access: "optional",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  pintuanGroupCount: endpoint({
    method: "POST",
    path: "/api/activity/pintuan/getCanJoinCount",
    summary: "How many open groups of a group-buy offer can be joined.",
    input: z.object({ pintuanId: idSchema }),
    output: z.number().int().nonnegative(),
    access: "public",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  activityCreate: endpoint({
    method: "POST",
    path: "/api/activity/create",
    summary:
      "Take part in an activity: order an activity offer, or start (no groupId) or join a group-buy group. Creates the order.",
    input: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("offer"),
        activityId: idSchema,
        offerId: idSchema,
        areaId: idSchema,
        imageId: idSchema,
      }),
      z.object({
        kind: z.literal("pintuan"),
        pintuanId: idSchema,
        groupId: idSchema.optional(),
        areaId: idSchema,
        imageId: idSchema,
      }),
    ]),
    output: z.object({ order: orderSchema, group: pintuanGroupSchema.nullable() }),
    access: "user",
    mutating: true,
    errors: [
      "NOT_FOUND",
      "CONFIG_INVALID",
      "ACTIVITY_NOT_OPEN",
      "OFFER_SOLD_OUT",
      "LIMIT_REACHED",
      "GROUP_FULL",
      "GROUP_CLOSED",
      "ALREADY_IN_GROUP",
    ],
    inSpec: true,
  }),
  pintuanGroup: endpoint({
    method: "POST",
    path: "/api/activity/pintuan/getCanJoinByGroupId",
    summary: "One group-buy group, e.g. from a share link.",
    input: z.object({ groupId: idSchema }),
    output: pintuanGroupSchema,
    access: "optional",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  pintuan: endpoint({
    method: "POST",
    path: "/api/activity/pintuan/cvm/search/buyID",
    summary: "One group-buy offer by id.",
    input: z.object({ ...lang, id: idSchema }),
    output: pintuanOfferSchema,
    access: "public",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: true,
  }),
  chat: endpoint({
    method: "POST",
    path: "/api/chat",
    summary: "Ask the AI assistant; it answers from the documentation, in the question's language.",
    input: z.object({
      api_key: z.string().min(1).max(256),
      question: z.string().trim().min(1).max(2000),
      uuid: z.uuid(),
    }),
    output: z.object({
      answer: z.string(),
      language: languageSchema,
      sources: z.array(chatSourceSchema),
    }),
    access: "apiKey",
    mutating: false,
    errors: ["FORBIDDEN"],
    inSpec: true,
  }),

  // --- calls SPEC.md does not show the path of (designed here) ---
  currencies: endpoint({
    method: "POST",
    path: "/api/finance/currency/search",
    summary:
      "Display currencies and their rates (units per US dollar). Asked with an empty body on first load.",
    input: emptySchema,
    output: z.array(currencySchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  hostingPlans: endpoint({
    method: "GET",
    path: "/api/product/hosting/search",
    summary:
      "PHP hosting and managed database plans, cheapest first within a kind; optionally of one kind or region.",
    input: z.object({
      ...lang,
      kind: hostingKindSchema.optional(),
      areaId: idSchema.optional(),
    }),
    output: z.array(hostingPlanSchema),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  reviewSummary: endpoint({
    method: "GET",
    path: "/api/home/review/summary",
    summary: "Average rating and number of reviews.",
    input: emptySchema,
    output: reviewSummarySchema,
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  reviewRefresh: endpoint({
    method: "POST",
    path: "/api/home/review/refresh",
    summary: "Recompute the review summary from all comments and answer it.",
    input: emptySchema,
    output: reviewSummarySchema,
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  referral: endpoint({
    method: "POST",
    path: "/api/user-server/user/referral",
    summary:
      "Record a visit that came with a referral code (sent once, by visitors who are not logged in).",
    input: z.object({
      referer: z.string().trim().min(1).max(256),
      param: z.enum(["tgcode", "affid", "userCode", "CouponsCode"]),
      landingPage: z.string().max(512).default("/"),
    }),
    output: recorded,
    access: "public",
    mutating: true,
    errors: [],
    inSpec: false,
  }),
  announcementDetail: endpoint({
    method: "POST",
    path: "/api/finance/message/announceDetail",
    summary: "One announcement with its full text.",
    input: z.object({ ...lang, id: idSchema }),
    output: announcementDetailSchema,
    access: "public",
    mutating: false,
    errors: ["NOT_FOUND"],
    inSpec: false,
  }),
  publicKey: endpoint({
    method: "GET",
    path: "/api/user-server/publicKey",
    summary:
      "The RSA public key passwords are encrypted with (RSA-OAEP, SHA-256) before they are sent.",
    input: emptySchema,
    output: z.object({
      keyId: z.string(),
      algorithm: z.literal("RSA-OAEP-256"),
      publicKey: z.string(),
    }),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  register: endpoint({
    method: "POST",
    path: "/api/user-server/user/register",
    summary:
      "Create an account (e-mail address or mainland mobile number). It stays inactive until the activation link is opened.",
    input: z.object({
      ...lang,
      account: z.string().trim().min(3).max(254),
      /** Encrypted; the decrypted password must satisfy the `pass` rule. */
      password: encryptedPasswordSchema,
      username: z.string().trim().min(2).max(40),
      referer: z.string().trim().max(256).nullable().default(null),
    }),
    output: z.object({ userAccount: z.string(), activationRequired: z.boolean() }),
    access: "public",
    mutating: true,
    errors: ["ACCOUNT_EXISTS", "PASSWORD_UNREADABLE", "PASSWORD_RULE"],
    inSpec: false,
  }),
  login: endpoint({
    method: "POST",
    path: "/api/user-server/user/login",
    summary: "Log in; answers a token valid for 30 days.",
    input: z.object({
      account: z.string().trim().min(3).max(254),
      password: encryptedPasswordSchema,
    }),
    output: z.object({
      token: z.string(),
      userAccount: z.string(),
      username: z.string(),
      expiresAt: timestampSchema,
    }),
    access: "public",
    mutating: true,
    errors: ["BAD_CREDENTIALS", "ACCOUNT_NOT_ACTIVATED", "PASSWORD_UNREADABLE"],
    inSpec: false,
  }),
  startup: endpoint({
    method: "GET",
    path: "/api/home/startup",
    summary:
      "What a client checks when it starts: server time, maintenance, and which features are open.",
    input: z.object({ ...lang }),
    output: z.object({
      apiVersion: z.string(),
      serverTime: timestampSchema,
      maintenance: z.object({ active: z.boolean(), message: z.string().nullable() }),
      registrationOpen: z.boolean(),
      chatEnabled: z.boolean(),
    }),
    access: "public",
    mutating: false,
    errors: [],
    inSpec: false,
  }),
  ticketSubmit: endpoint({
    method: "POST",
    path: "/api/workServer/work/submit",
    summary: "Open a support ticket.",
    input: z.object({
      ...lang,
      category: ticketCategorySchema,
      productId: idSchema.nullable().default(null),
      subject: bodyText(3, 120),
      content: bodyText(10, 5000),
    }),
    output: z.object({
      ticketId: idSchema,
      ticketNo: z.string(),
      status: z.literal("open"),
      createdAt: timestampSchema,
    }),
    access: "user",
    mutating: true,
    errors: ["NOT_FOUND"],
    inSpec: false,
  }),
  contactMessage: endpoint({
    method: "POST",
    path: "/api/home/contact/message",
    summary: "A message from the contact form.",
    input: z.object({
      ...lang,
      name: bodyText(2, 40),
      email: z.string().trim().max(254),
      phone: z.string().trim().max(20).default(""),
      topic: contactTopicSchema,
      message: bodyText(10, 5000),
    }),
    output: z.object({ messageId: idSchema }),
    access: "public",
    mutating: true,
    errors: [],
    inSpec: false,
  }),
} as const;

/** Name of a call. */
export type EndpointName = keyof typeof endpoints;
/** What a call takes (before defaults are applied). */
export type EndpointInput<K extends EndpointName> = z.input<(typeof endpoints)[K]["input"]>;
/** What a call takes once parsed (defaults applied): what a server sees. */
export type EndpointParsedInput<K extends EndpointName> = z.output<(typeof endpoints)[K]["input"]>;
/** The `message` of a successful answer. */
export type EndpointOutput<K extends EndpointName> = z.output<(typeof endpoints)[K]["output"]>;

/** Every call name, in table order. */
export const endpointNames: readonly EndpointName[] = Object.keys(endpoints) as EndpointName[];

/** The name of an error the call `K` documents: its own, the common ones, those of its access and kind. */
export type EndpointErrorName<K extends EndpointName> = K extends EndpointName
  ?
      | (typeof endpoints)[K]["errors"][number]
      | (typeof commonErrors)[number]
      | ((typeof endpoints)[K]["access"] extends "user" ? "LOGIN_REQUIRED" : never)
      | ((typeof endpoints)[K]["mutating"] extends true
          ? "IDEMPOTENCY_MISMATCH" | "IDEMPOTENCY_IN_PROGRESS"
          : never)
  : never;
/** The envelope code of an error the call `K` documents. */
export type EndpointErrorCode<K extends EndpointName> =
  (typeof errorCodes)[EndpointErrorName<K>]["code"];

/** The errors a call documents: its own, the common ones, and those of its access and kind. */
export function documentedErrors<K extends EndpointName>(name: K): EndpointErrorName<K>[] {
  const call: Endpoint = endpoints[name];
  const extra: ErrorName[] = [];
  if (call.access === "user") extra.push("LOGIN_REQUIRED");
  if (call.mutating) extra.push("IDEMPOTENCY_MISMATCH", "IDEMPOTENCY_IN_PROGRESS");
  return [...new Set([...call.errors, ...extra, ...commonErrors])] as EndpointErrorName<K>[];
}
