// Schemas of what the provider API takes and returns. Texts a visitor reads come in the
// language asked for (`language`); prices are US dollars (the site converts them).
import { z } from "zod";

// --- shared pieces -----------------------------------------------------------------------

/** Languages the provider answers in. */
export const languageSchema = z.enum(["en", "zh", "ja"]);
/** An id: letters, digits, `_` and `-`, at most 64 characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "an id of letters, digits, _ and -");
/** An amount in US dollars. */
export const usdSchema = z.number().nonnegative().max(1_000_000_000);
/** An ISO 8601 timestamp in UTC, e.g. `2026-11-22T08:00:00.000Z`. */
export const timestampSchema = z.iso.datetime();
/** A calendar date, e.g. `2026-11-22`. */
export const dateSchema = z.iso.date();
/** Billing periods of servers. */
export const periodSchema = z.enum(["month", "quarter", "year"]);
/** Product lines of servers. */
export const productTypeSchema = z.enum(["vps", "dedicated", "cvm"]);
/** Disk media. */
export const diskTypeSchema = z.enum(["nvme", "ssd", "hdd"]);
/** A page number and a page size, as query strings or JSON numbers. */
export const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
export const rowSchema = z.coerce.number().int().min(1).max(100).default(10);
/** An RSA-OAEP (SHA-256) ciphertext of a password, base64, made with the public key. */
export const encryptedPasswordSchema = z
  .string()
  .min(16)
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64");
/** An empty body or query. */
export const emptySchema = z.object({}).strict();

// --- catalogue ---------------------------------------------------------------------------

export const continentSchema = z.enum(["asia", "europe", "north-america", "oceania"]);

export const regionSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  continent: continentSchema,
  available: z.boolean(),
  productTypes: z.array(productTypeSchema),
  features: z.array(z.enum(["ipv6", "ddos-protection", "private-network", "nvme"])),
  /** An address to test latency against (looking glass). */
  testIpv4: z.string(),
  /**
   * Base URL of the region's looking glass, for tests from a browser: `GET {url}/ping` answers
   * 204 (CORS and Timing-Allow-Origin open to any site), `GET {url}/files/10MB.test` and
   * `/files/100MB.test` download test files. null while the region is not open.
   */
  lookingGlassUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type Region = z.infer<typeof regionSchema>;

export const planPricesSchema = z.object({ month: usdSchema, quarter: usdSchema, year: usdSchema });

export const planSchema = z.object({
  id: idSchema,
  type: productTypeSchema,
  name: z.string(),
  description: z.string(),
  cpu: z.number().int().positive(),
  cpuModel: z.string().nullable(),
  memoryGb: z.number().positive(),
  diskGb: z.number().int().positive(),
  diskType: diskTypeSchema,
  bandwidthMbps: z.number().int().positive(),
  /** Monthly traffic allowance; `null` means unmetered. */
  trafficGb: z.number().int().positive().nullable(),
  ipv4: z.number().int().nonnegative(),
  ipv6: z.boolean(),
  prices: planPricesSchema,
  regions: z.array(idSchema),
  stock: z.number().int().nonnegative(),
  recommended: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** What an offer shows of its plan. */
export const planSummarySchema = planSchema.pick({
  id: true,
  type: true,
  name: true,
  cpu: true,
  memoryGb: true,
  diskGb: true,
  diskType: true,
  bandwidthMbps: true,
  trafficGb: true,
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const imageSchema = z.object({
  id: idSchema,
  family: z.enum(["linux", "windows", "bsd"]),
  distribution: z.string(),
  version: z.string(),
  name: z.string(),
  arch: z.enum(["x86_64", "arm64"]),
  minDiskGb: z.number().int().positive(),
  licenseUsdPerMonth: usdSchema,
  productTypes: z.array(productTypeSchema),
});
export type Image = z.infer<typeof imageSchema>;

export const bandwidthOptionSchema = z.object({
  id: idSchema,
  areaId: idSchema,
  bandwidthMbps: z.number().int().positive(),
  trafficGb: z.number().int().positive().nullable(),
  priceUsdPerMonth: usdSchema,
});
export type BandwidthOption = z.infer<typeof bandwidthOptionSchema>;

export const diskProductSchema = z.object({
  id: idSchema,
  type: diskTypeSchema,
  name: z.string(),
  description: z.string(),
  minGb: z.number().int().positive(),
  maxGb: z.number().int().positive(),
  stepGb: z.number().int().positive(),
  priceUsdPerGbMonth: usdSchema,
  iops: z.number().int().positive(),
  maxPerServer: z.number().int().positive(),
});
export type DiskProduct = z.infer<typeof diskProductSchema>;

export const securityRuleSchema = z.object({
  direction: z.enum(["in", "out"]),
  protocol: z.enum(["tcp", "udp", "icmp", "all"]),
  /** A port pair `from/to` (e.g. `22/22`), or `all`. */
  ports: z.string(),
  cidr: z.string(),
  action: z.enum(["allow", "deny"]),
  description: z.string(),
});

export const securityGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  rules: z.array(securityRuleSchema),
});
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

export const snapshotStrategySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  schedule: z.enum(["daily", "weekly", "monthly"]),
  /** Local time of the region, `HH:MM`. */
  time: z.string().regex(/^[0-2][0-9]:[0-5][0-9]$/),
  retain: z.number().int().positive(),
  priceUsdPerGbMonth: usdSchema,
});
export type SnapshotStrategy = z.infer<typeof snapshotStrategySchema>;

/** Products that are not servers: shared PHP hosting and managed databases. */
export const hostingKindSchema = z.enum(["php", "database"]);

const hostingPlanBase = {
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** Storage included, on the plan's disk type. */
  storageGb: z.number().int().positive(),
  diskType: diskTypeSchema,
  prices: planPricesSchema,
  regions: z.array(idSchema),
  /** What every plan of the kind includes, one line each, in the language asked for. */
  features: z.array(z.string()),
  recommended: z.boolean(),
};

/** Shared PHP web hosting; `null` means unlimited (websites, databases) or unmetered (traffic). */
export const phpHostingPlanSchema = z.object({
  kind: z.literal("php"),
  ...hostingPlanBase,
  websites: z.number().int().positive().nullable(),
  trafficGb: z.number().int().positive().nullable(),
  databases: z.number().int().positive().nullable(),
  /** PHP versions a site can choose, e.g. `8.3`. */
  phpVersions: z.array(z.string()),
});
export type PhpHostingPlan = z.infer<typeof phpHostingPlanSchema>;

/** A managed database server (the price is for one primary; a standby doubles it). */
export const databasePlanSchema = z.object({
  kind: z.literal("database"),
  ...hostingPlanBase,
  cpu: z.number().int().positive(),
  memoryGb: z.number().positive(),
  /** Most simultaneous connections. */
  connections: z.number().int().positive(),
  /** Engines and versions, e.g. `PostgreSQL 17`. */
  engines: z.array(z.string()),
});
export type DatabasePlan = z.infer<typeof databasePlanSchema>;

export const hostingPlanSchema = z.discriminatedUnion("kind", [
  phpHostingPlanSchema,
  databasePlanSchema,
]);
export type HostingPlan = z.infer<typeof hostingPlanSchema>;

// --- money ------------------------------------------------------------------------------

export const currencySchema = z.object({
  type: z.string().regex(/^[A-Z]{3}$/),
  /** Units of this currency per 1 US dollar. */
  rate: z.number().positive(),
  symbol: z.string(),
  name: z.string(),
});
export type CurrencyRate = z.infer<typeof currencySchema>;

export const paymentMethodSchema = z.enum([
  "card",
  "paypal",
  "alipay",
  "wechatpay",
  "usdt",
  "balance",
]);

export const paymentCurrencySchema = z.object({
  type: z.string().regex(/^[A-Z]{3}$/),
  methods: z.array(paymentMethodSchema),
});
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

// --- content ----------------------------------------------------------------------------

export const footLinkSchema = z.object({ name: z.string(), link: z.string() });
export type FootLink = z.infer<typeof footLinkSchema>;

export const announcementCategorySchema = z.enum(["maintenance", "release", "promotion", "notice"]);

export const announcementSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  category: announcementCategorySchema,
  pinned: z.boolean(),
  createTime: timestampSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementDetailSchema = announcementSchema.extend({
  /** Markdown. */
  content: z.string(),
  updateTime: timestampSchema,
});
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment: z.enum(["full-time", "part-time", "contract", "internship"]),
  remote: z.boolean(),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  postedAt: dateSchema,
});
export type Job = z.infer<typeof jobSchema>;

export const historyEntrySchema = z.object({
  year: z.number().int().min(1990).max(2100),
  month: z.number().int().min(1).max(12),
  title: z.string(),
  description: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const reviewSummarySchema = z.object({
  ratingValue: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

// --- coupons, activities, group-buys ------------------------------------------------------

export const couponSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(["cash", "discount"]),
  /** Cash coupons: the amount taken off. */
  amountUsd: usdSchema.nullable(),
  /** Discount coupons: the percentage taken off. */
  percentOff: z.number().int().min(1).max(100).nullable(),
  minSpendUsd: usdSchema,
  productTypes: z.array(productTypeSchema),
  validFrom: timestampSchema,
  validTo: timestampSchema,
  total: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Whether the calling user holds one (false without a token). */
  received: z.boolean(),
  /** The user's coupon, to use in an order, when received and not yet used. */
  userCouponId: idSchema.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const offerSchema = z.object({
  id: idSchema,
  plan: planSummarySchema,
  period: periodSchema,
  originalUsd: usdSchema,
  priceUsd: usdSchema,
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  perUserLimit: z.number().int().positive(),
  regions: z.array(idSchema),
});
export type Offer = z.infer<typeof offerSchema>;

export const activitySchema = z.object({
  id: idSchema,
  kind: z.enum(["vps", "promotion"]),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  startAt: timestampSchema,
  endAt: timestampSchema,
  offers: z.array(offerSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const pintuanOfferSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  plan: planSummarySchema,
  regions: z.array(idSchema),
  period: periodSchema,
  groupSize: z.number().int().min(2).max(20),
  originalUsd: usdSchema,
  priceUsd: usdSchema,
  startAt: timestampSchema,
  endAt: timestampSchema,
  /** Hours a new group stays open for others to join. */
  groupHours: z.number().int().positive(),
  openGroups: z.number().int().nonnegative(),
  joinedCount: z.number().int().nonnegative(),
});
export type PintuanOffer = z.infer<typeof pintuanOfferSchema>;

export const pintuanGroupSchema = z.object({
  groupId: idSchema,
  pintuanId: idSchema,
  /** The masked account of the member who started the group. */
  leader: z.string(),
  members: z.number().int().nonnegative(),
  groupSize: z.number().int().min(2),
  expiresAt: timestampSchema,
  status: z.enum(["open", "complete", "expired"]),
  /** Whether the calling user is a member (false without a token). */
  joined: z.boolean(),
});
export type PintuanGroup = z.infer<typeof pintuanGroupSchema>;

// --- domains --------------------------------------------------------------------------------

/** A domain suffix with its leading dot, e.g. `.com`, `.co.uk`. */
export const suffixSchema = z
  .string()
  .min(2)
  .max(32)
  .regex(/^(\.[a-z0-9-]+)+$/, "a suffix such as .com");

export const domainSuffixSchema = z.object({
  suffix: suffixSchema,
  category: z.enum(["generic", "country", "new"]),
  description: z.string(),
  registerUsd: usdSchema,
  renewUsd: usdSchema,
  transferUsd: usdSchema,
  /** First-year promotional price, if any. */
  promoRegisterUsd: usdSchema.nullable(),
  minYears: z.number().int().positive(),
  maxYears: z.number().int().positive(),
  featured: z.boolean(),
});
export type DomainSuffix = z.infer<typeof domainSuffixSchema>;

export const domainCheckResultSchema = z.object({
  domain: z.string(),
  suffix: suffixSchema,
  available: z.boolean(),
  /** Why a domain is not available. */
  reason: z.enum(["registered", "reserved"]).nullable(),
  premium: z.boolean(),
  registerUsd: usdSchema,
  renewUsd: usdSchema,
});
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

// --- accounts, products, orders ----------------------------------------------------------------

export const userProfileSchema = z.object({
  userAccount: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The user's own referral code, for `userCode` links. */
  userCode: z.string(),
  language: languageSchema,
  activated: z.boolean(),
  balanceUsd: usdSchema,
  createdAt: timestampSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProductSchema = z.object({
  id: idSchema,
  type: z.enum(["server", "disk"]),
  name: z.string(),
  areaId: idSchema,
  status: z.enum(["pending", "running", "stopped", "attached", "available", "expired"]),
  planId: idSchema.nullable(),
  sizeGb: z.number().int().positive().nullable(),
  diskType: diskTypeSchema.nullable(),
  /** For a disk: the server it is attached to. */
  attachedTo: idSchema.nullable(),
  ipv4: z.string().nullable(),
  orderId: idSchema,
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type UserProduct = z.infer<typeof userProductSchema>;

export const productFlowSchema = z.object({
  productId: idSchema,
  /** Monthly allowance in GB, `null` when unmetered or not applicable (disks). */
  quotaGb: z.number().nonnegative().nullable(),
  totalInGb: z.number().nonnegative(),
  totalOutGb: z.number().nonnegative(),
  /** Per day: traffic in and out for servers, data written and read for disks. */
  daily: z.array(
    z.object({ date: dateSchema, inGb: z.number().nonnegative(), outGb: z.number().nonnegative() }),
  ),
});
export type ProductFlow = z.infer<typeof productFlowSchema>;

export const orderSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  status: z.enum(["unpaid", "paid", "cancelled"]),
  items: z.array(z.object({ description: z.string(), amountUsd: usdSchema })),
  subtotalUsd: usdSchema,
  discountUsd: usdSchema,
  totalUsd: usdSchema,
  createdAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const ticketCategorySchema = z.enum(["technical", "billing", "sales", "abuse", "other"]);
export const contactTopicSchema = z.enum(["sales", "support", "partnership", "press", "other"]);

export const chatSourceSchema = z.object({ title: z.string(), url: z.string() });
