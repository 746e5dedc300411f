// What the provider sells: regions, server plans, images, bandwidths, disks, security groups,
// snapshot strategies, and the hosting and database plans.
import { z } from "zod";
import { diskTypeSchema, idSchema, productTypeSchema, usdSchema } from "./shared.ts";

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
