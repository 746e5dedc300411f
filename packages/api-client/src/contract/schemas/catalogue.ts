// What the provider sells: regions, server plans, images, bandwidths, disks, security groups,
// snapshot strategies, and the hosting and database plans.
import { z } from "zod";
import { diskTypeSchema, idSchema, productTypeSchema, usdSchema } from "./shared.ts";

/** A monthly traffic allowance, as plans, bandwidth options and hosting plans state it. */
const trafficGbSchema = z
  .number()
  .int()
  .positive()
  .nullable()
  .describe("Monthly traffic allowance in GB; null means unmetered.");

export const continentSchema = z
  .enum(["asia", "europe", "north-america", "oceania"])
  .meta({ id: "Continent", description: "The continent a region is on, for grouping regions." });

export const regionSchema = z
  .object({
    id: idSchema.describe(
      "The region's id (e.g. `hkg`): the `areaId` other calls and orders take.",
    ),
    name: z.string().describe("The region's name in the language asked for, e.g. `Hong Kong`."),
    city: z.string().describe("The city of the data centre, in the language asked for."),
    country: z
      .string()
      .length(2)
      .describe("The country of the data centre: an ISO 3166-1 alpha-2 code, e.g. `JP`."),
    continent: continentSchema,
    available: z
      .boolean()
      .describe("Whether servers can be ordered here now; false while a region is being opened."),
    productTypes: z
      .array(productTypeSchema)
      .describe("The product lines sold in this region; `plans` filters by them."),
    features: z
      .array(z.enum(["ipv6", "ddos-protection", "private-network", "nvme"]))
      .describe(
        "What the region's network and hardware offer: IPv6, DDoS protection, a private network between servers, NVMe storage.",
      ),
    testIpv4: z
      .string()
      .describe("An IPv4 address in the region to ping or trace to when comparing latency."),
    lookingGlassUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .describe(
        "Base URL of the region's looking glass, for tests from a browser: `GET {url}/ping` answers 204 (CORS and Timing-Allow-Origin open to any site), `GET {url}/files/10MB.test` and `/files/100MB.test` download test files. null while the region is not open.",
      ),
  })
  .meta({
    id: "Region",
    description:
      "A region: a data centre where servers, disks and hosting are sold (`areaSearch`), named in the language asked for.",
  });
export type Region = z.infer<typeof regionSchema>;

export const planPricesSchema = z
  .object({
    month: usdSchema.describe("Price of one month, in US dollars."),
    quarter: usdSchema.describe("Price of three months paid at once, in US dollars."),
    year: usdSchema.describe("Price of twelve months paid at once, in US dollars."),
  })
  .meta({
    id: "PlanPrices",
    description:
      "A plan's price per billing period (`Period`), before coupons; longer periods cost less per month.",
  });

export const planSchema = z
  .object({
    id: idSchema.describe("The plan's id (e.g. `vps-2c4g`): the `planId` an order takes."),
    type: productTypeSchema,
    name: z.string().describe("The plan's name, in the language asked for."),
    description: z
      .string()
      .describe("One or two sentences on what the plan suits, in the language asked for."),
    cpu: z.number().int().positive().describe("Virtual (or, for dedicated, physical) CPU cores."),
    cpuModel: z
      .string()
      .nullable()
      .describe("The processor model, e.g. `AMD EPYC 9654`; null when not guaranteed."),
    memoryGb: z.number().positive().describe("Memory in GB (GiB), e.g. `0.5` or `4`."),
    diskGb: z.number().int().positive().describe("Size of the system disk in GB."),
    diskType: diskTypeSchema,
    bandwidthMbps: z
      .number()
      .int()
      .positive()
      .describe("Included port speed in Mbit/s; `bandwidths` offers more per region."),
    trafficGb: trafficGbSchema,
    ipv4: z.number().int().nonnegative().describe("How many public IPv4 addresses are included."),
    ipv6: z.boolean().describe("Whether the server gets IPv6 addresses (where the region has it)."),
    prices: planPricesSchema,
    regions: z.array(idSchema).describe("Ids of the regions the plan is sold in (`Region.id`)."),
    stock: z
      .number()
      .int()
      .nonnegative()
      .describe("Servers of this plan still available; 0 means sold out (orders are refused)."),
    recommended: z.boolean().describe("Whether the site highlights the plan as a good choice."),
  })
  .meta({
    id: "Plan",
    description:
      "A server plan: hardware, network and prices of one configuration (`plans`), ordered with `orderCreate`.",
  });
export type Plan = z.infer<typeof planSchema>;

/** What an offer shows of its plan. */
export const planSummarySchema = planSchema
  .pick({
    id: true,
    type: true,
    name: true,
    cpu: true,
    memoryGb: true,
    diskGb: true,
    diskType: true,
    bandwidthMbps: true,
    trafficGb: true,
  })
  .meta({
    id: "PlanSummary",
    description: "What an activity offer or group-buy shows of its plan (the fields of `Plan`).",
  });
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const imageSchema = z
  .object({
    id: idSchema.describe("The image's id (e.g. `ubuntu-2404`): the `imageId` an order takes."),
    family: z.enum(["linux", "windows", "bsd"]).describe("The operating system family."),
    distribution: z.string().describe("The distribution, e.g. `Ubuntu` or `Windows Server`."),
    version: z.string().describe("The distribution's version, e.g. `24.04`."),
    name: z.string().describe("Distribution and version as shown to a buyer, e.g. `Ubuntu 24.04`."),
    arch: z.enum(["x86_64", "arm64"]).describe("The CPU architecture the image runs on."),
    minDiskGb: z
      .number()
      .int()
      .positive()
      .describe("Smallest system disk it installs on, in GB; plans with a smaller disk refuse it."),
    licenseUsdPerMonth: usdSchema.describe(
      "Licence fee per month in US dollars, added to the plan's price (0 for free systems).",
    ),
    productTypes: z.array(productTypeSchema).describe("The product lines it can be installed on."),
  })
  .meta({
    id: "Image",
    description: "An operating system image a server can be installed with (`images`).",
  });
export type Image = z.infer<typeof imageSchema>;

export const bandwidthOptionSchema = z
  .object({
    id: idSchema.describe("The option's id: the `bandwidthId` an order takes."),
    areaId: idSchema.describe("The region it is offered in (`Region.id`)."),
    bandwidthMbps: z.number().int().positive().describe("Port speed in Mbit/s."),
    trafficGb: trafficGbSchema,
    priceUsdPerMonth: usdSchema.describe(
      "Price per month in US dollars, added to the plan's (times the months of the period).",
    ),
  })
  .meta({
    id: "BandwidthOption",
    description:
      "A bandwidth upgrade of one region (`bandwidths`), replacing the plan's included bandwidth.",
  });
export type BandwidthOption = z.infer<typeof bandwidthOptionSchema>;

export const diskProductSchema = z
  .object({
    id: idSchema.describe("The product's id: the `diskProductId` of an order's disk."),
    type: diskTypeSchema,
    name: z.string().describe("The product's name, in the language asked for."),
    description: z.string().describe("What the disk suits, in the language asked for."),
    minGb: z.number().int().positive().describe("Smallest size of one disk, in GB."),
    maxGb: z.number().int().positive().describe("Largest size of one disk, in GB."),
    stepGb: z
      .number()
      .int()
      .positive()
      .describe("Sizes go up in steps of this many GB from `minGb`."),
    priceUsdPerGbMonth: usdSchema.describe("Price per GB per month, in US dollars."),
    iops: z.number().int().positive().describe("Guaranteed I/O operations per second."),
    maxPerServer: z
      .number()
      .int()
      .positive()
      .describe("Most disks of this product one server can have."),
  })
  .meta({
    id: "DiskProduct",
    description: "A data disk product of a region (`diskProducts`), added to a server order.",
  });
export type DiskProduct = z.infer<typeof diskProductSchema>;

export const securityRuleSchema = z
  .object({
    direction: z
      .enum(["in", "out"])
      .describe("`in` for traffic to the server, `out` for traffic from it."),
    protocol: z.enum(["tcp", "udp", "icmp", "all"]).describe("The IP protocol the rule matches."),
    ports: z
      .string()
      .describe("A port range `from/to` (e.g. `22/22`, the `portPair` rule), or `all`."),
    cidr: z
      .string()
      .describe("The peer addresses, an IPv4 network in CIDR notation (e.g. `0.0.0.0/0`)."),
    action: z.enum(["allow", "deny"]).describe("What happens to matching traffic."),
    description: z.string().describe("What the rule is for, in the language asked for."),
  })
  .meta({ id: "SecurityRule", description: "One firewall rule of a security group." });

export const securityGroupSchema = z
  .object({
    id: idSchema.describe("The group's id: the `securityGroupId` an order takes."),
    name: z.string().describe("The group's name, in the language asked for."),
    description: z.string().describe("What the group lets through, in the language asked for."),
    rules: z.array(securityRuleSchema).describe("The rules, checked in order."),
  })
  .meta({
    id: "SecurityGroup",
    description: "A ready-made firewall (`securityGroups`) a server can be ordered with.",
  });
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

export const snapshotStrategySchema = z
  .object({
    id: idSchema.describe("The strategy's id: the `snapshotStrategyId` an order takes."),
    name: z.string().describe("The strategy's name, in the language asked for."),
    description: z.string().describe("What the strategy keeps, in the language asked for."),
    schedule: z.enum(["daily", "weekly", "monthly"]).describe("How often a snapshot is taken."),
    time: z
      .string()
      .regex(/^[0-2][0-9]:[0-5][0-9]$/)
      .describe("When the snapshot is taken, local time of the region, `HH:MM` (24 hours)."),
    retain: z
      .number()
      .int()
      .positive()
      .describe("How many snapshots are kept; the oldest is deleted when another is taken."),
    priceUsdPerGbMonth: usdSchema.describe(
      "Price per GB of snapshot storage per month, in US dollars.",
    ),
  })
  .meta({
    id: "SnapshotStrategy",
    description:
      "An automatic snapshot schedule (`snapshotStrategies`) a server can be ordered with.",
  });
export type SnapshotStrategy = z.infer<typeof snapshotStrategySchema>;

/** Products that are not servers: shared PHP hosting and managed databases. */
export const hostingKindSchema = z.enum(["php", "database"]).meta({
  id: "HostingKind",
  description:
    "A product that is not a server: `php` shared PHP hosting, `database` a managed database.",
});

const hostingPlanBase = {
  id: idSchema.describe("The plan's id, e.g. `php-starter`."),
  name: z.string().describe("The plan's name, in the language asked for."),
  description: z.string().describe("What the plan suits, in the language asked for."),
  storageGb: z
    .number()
    .int()
    .positive()
    .describe("Storage included in GB, on the plan's disk type."),
  diskType: diskTypeSchema,
  prices: planPricesSchema,
  regions: z.array(idSchema).describe("Ids of the regions the plan is sold in (`Region.id`)."),
  features: z
    .array(z.string())
    .describe("What every plan of the kind includes, one line each, in the language asked for."),
  recommended: z.boolean().describe("Whether the site highlights the plan as a good choice."),
};

/** Shared PHP web hosting; `null` means unlimited (websites, databases) or unmetered (traffic). */
export const phpHostingPlanSchema = z
  .object({
    kind: z.literal("php").describe("`php`: this is a shared PHP hosting plan."),
    ...hostingPlanBase,
    websites: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("How many websites it hosts; null means unlimited."),
    trafficGb: trafficGbSchema,
    databases: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("How many MySQL databases it includes; null means unlimited."),
    phpVersions: z.array(z.string()).describe("PHP versions a site can choose, e.g. `8.3`."),
  })
  .meta({ id: "PhpHostingPlan", description: "A shared PHP web hosting plan." });
export type PhpHostingPlan = z.infer<typeof phpHostingPlanSchema>;

/** A managed database server (the price is for one primary; a standby doubles it). */
export const databasePlanSchema = z
  .object({
    kind: z.literal("database").describe("`database`: this is a managed database plan."),
    ...hostingPlanBase,
    cpu: z.number().int().positive().describe("Virtual CPU cores of the database server."),
    memoryGb: z.number().positive().describe("Memory of the database server in GB."),
    connections: z.number().int().positive().describe("Most simultaneous client connections."),
    engines: z.array(z.string()).describe("Engines and versions it can run, e.g. `PostgreSQL 17`."),
  })
  .meta({
    id: "DatabasePlan",
    description:
      "A managed database server plan; the price is for one primary, a standby doubles it.",
  });
export type DatabasePlan = z.infer<typeof databasePlanSchema>;

export const hostingPlanSchema = z
  .discriminatedUnion("kind", [phpHostingPlanSchema, databasePlanSchema])
  .meta({
    id: "HostingPlan",
    description: "A PHP hosting or managed database plan (`hostingPlans`), told apart by `kind`.",
  });
export type HostingPlan = z.infer<typeof hostingPlanSchema>;
