// The server configurator's model, shared by the server and the browser: the choices of a
// configuration, the rules between them, and how invalid or missing choices fall back to the
// first that can be ordered. How they travel in a URL or a form: choices.ts; the price: price.ts.
import {
  type BandwidthOption,
  type Coupon,
  type DiskProduct,
  type Image,
  PERIOD_DISCOUNT,
  type Period,
  type Plan,
  type Region,
  type SecurityGroup,
  type SnapshotStrategy,
} from "@hostfront/api-client";
import { isValid, type RuleName } from "@hostfront/validators";
import { type PlainTexts, type PlainValues, plainValues } from "./options";

/** The product lines the configurator sells (`?type=`). */
export const PRODUCT_TYPES = ["vps", "cvm", "dedicated"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const DEFAULT_TYPE: ProductType = "vps";

/** Data disks on one server, all products together (orderCreate `disks`; FACTS.md). */
export const MAX_DATA_DISKS = 8;
/** Disk entries read from a query or a form before the rest is ignored (hostile input). */
export const MAX_DISK_ENTRIES = 2 * MAX_DATA_DISKS;
/**
 * Longest hostname. A hostname has one rule everywhere: @hostfront/validators' `typeMark`
 * (1-30 letters, digits, underscores, dots and hyphens), which the provider checks
 * (`checkHostname` of the provider's rules) and this form checks before sending.
 */
export const HOSTNAME_MAX = 30;
/** How an id of the provider looks (idSchema of the contract). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isProductType = (value: unknown): value is ProductType =>
  typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);
export const isId = (value: unknown): value is string =>
  typeof value === "string" && ID.test(value);
export const isHostname = (value: string): boolean => isValid("typeMark", value);

/** What each product line offers besides its plan. */
export const hasDataDisks = (type: ProductType) => type !== "dedicated";
export const hasSnapshots = (type: ProductType) => type !== "dedicated";
export const hasBandwidthUpgrade = (type: ProductType) => type === "cvm";
/** The catalogue rule of the system password (SPEC.md section 5; FACTS.md). */
export const passwordRuleOf = (type: ProductType): RuleName =>
  type === "cvm" ? "cvmSystemPass" : "vpsSystemPass";

/** Percentage saved by paying a period at once (quarter 5, year 15). */
export const periodSavingPercent = (period: Period): number =>
  Math.round((1 - PERIOD_DISCOUNT[period]) * 100);

// --- what the loader hands the page ------------------------------------------------------

export type RegionOption = Pick<
  Region,
  "id" | "name" | "city" | "country" | "available" | "productTypes" | "features"
>;
export type PlanOption = Omit<Plan, "regions">;
export type CouponOption = Pick<
  Coupon,
  | "id"
  | "code"
  | "title"
  | "description"
  | "kind"
  | "amountUsd"
  | "percentOff"
  | "minSpendUsd"
  | "productTypes"
  | "validTo"
> & {
  /** The visitor's own coupon, what an order names. */
  readonly userCouponId: string;
};

/** The catalogue of one product line in one region. */
export interface ConfiguratorOptions {
  readonly regions: readonly RegionOption[];
  readonly images: readonly Image[];
  readonly plans: readonly PlanOption[];
  readonly bandwidths: readonly BandwidthOption[];
  readonly diskProducts: readonly DiskProduct[];
  readonly securityGroups: readonly SecurityGroup[];
  readonly snapshotStrategies: readonly SnapshotStrategy[];
  /** Coupons the visitor holds that cover this product line (none for visitors). */
  readonly coupons: readonly CouponOption[];
}

export interface DiskChoice {
  readonly product: string;
  readonly sizeGb: number;
}

/**
 * One configuration: every choice of the catalogue an id (or null where none is chosen), and
 * the plain options (options.ts).
 */
export interface Configuration extends PlainValues {
  readonly type: ProductType;
  readonly region: string | null;
  readonly image: string | null;
  readonly plan: string | null;
  readonly bandwidth: string | null;
  readonly disks: readonly DiskChoice[];
  readonly securityGroup: string | null;
  readonly snapshot: string | null;
  /**
   * The visitor's coupon (userCouponId); NO_COUPON when they chose none (kept in the URL, so a
   * reload does not choose one again); null when nothing is chosen.
   */
  readonly coupon: string | null;
}

/** The coupon choice "no coupon", as the URL and the form carry it. */
export const NO_COUPON = "none";

/** The choices as they came, not yet checked against the catalogue. */
export interface RawChoices extends PlainTexts {
  readonly type?: string | undefined;
  readonly region?: string | undefined;
  readonly image?: string | undefined;
  readonly plan?: string | undefined;
  readonly bandwidth?: string | undefined;
  /** `product:sizeGb` each. */
  readonly disks: readonly string[];
  readonly securityGroup?: string | undefined;
  readonly snapshot?: string | undefined;
  readonly coupon?: string | undefined;
}

export const regionSells = (region: RegionOption, type: ProductType) =>
  region.available && (region.productTypes as readonly string[]).includes(type);

export const planOrderable = (plan: PlanOption) => plan.stock > 0;

/** Whether an image fits a plan's system disk (Windows needs 40 GB). */
export const imageFits = (image: Image, plan: PlanOption | undefined) =>
  plan === undefined || image.minDiskGb <= plan.diskGb;

/** The orderable plan a configuration moves to for an image its plan cannot hold. */
export const planFor = (image: Image, plans: readonly PlanOption[]) =>
  plans.find((plan) => planOrderable(plan) && imageFits(image, plan));

/** How a server of an image is reached once it runs: Remote Desktop for Windows, else SSH. */
export interface Access {
  readonly name: "rdp" | "ssh";
  readonly port: number;
}
export const accessOf = (image: Pick<Image, "family">): Access =>
  image.family === "windows" ? { name: "rdp", port: 3389 } : { name: "ssh", port: 22 };

/** Whether a rule's `ports` (`all`, or `from/to`) take `port`. */
function portsTake(ports: string, port: number): boolean {
  if (ports === "all") return true;
  const [from, to] = ports.split("/").map(Number);
  return from !== undefined && to !== undefined && port >= from && port <= to;
}

/**
 * Whether a security group lets the way into a server in from anywhere (a visitor connecting
 * from their own network, whatever its address): an allow rule for TCP on the port from
 * 0.0.0.0/0, and no deny rule for it.
 */
export function groupAdmits(group: Pick<SecurityGroup, "rules">, access: Access): boolean {
  const inbound = group.rules.filter(
    (rule) =>
      rule.direction === "in" &&
      (rule.protocol === "tcp" || rule.protocol === "all") &&
      portsTake(rule.ports, access.port),
  );
  return (
    inbound.some((rule) => rule.action === "allow" && rule.cidr === "0.0.0.0/0") &&
    !inbound.some((rule) => rule.action === "deny")
  );
}

/** Whether a bandwidth option is an upgrade of the plan's own bandwidth. */
export const bandwidthUpgrades = (option: BandwidthOption, plan: PlanOption | undefined) =>
  plan === undefined || option.bandwidthMbps > plan.bandwidthMbps;

/** Whether a size (GB) can be ordered for a disk product: within its bounds, in its steps. */
export const diskSizeValid = (product: DiskProduct, sizeGb: number) =>
  Number.isInteger(sizeGb) &&
  sizeGb >= product.minGb &&
  sizeGb <= product.maxGb &&
  sizeGb % product.stepGb === 0;

/** The nearest size a disk product can be ordered in. */
export function nearestDiskSize(product: DiskProduct, sizeGb: number): number {
  const bottom = Math.ceil(product.minGb / product.stepGb) * product.stepGb;
  const top = Math.floor(product.maxGb / product.stepGb) * product.stepGb;
  const stepped = Number.isFinite(sizeGb)
    ? Math.round(sizeGb / product.stepGb) * product.stepGb
    : bottom;
  return Math.min(top, Math.max(bottom, stepped));
}

/** Whether one more disk of a product may be added to `disks`. */
export function canAddDisk(product: DiskProduct, disks: readonly DiskChoice[]): boolean {
  if (disks.length >= MAX_DATA_DISKS) return false;
  return disks.filter((disk) => disk.product === product.id).length < product.maxPerServer;
}

/** Whether a coupon covers a product line. */
export const couponCovers = (coupon: Pick<Coupon, "productTypes">, type: ProductType) =>
  (coupon.productTypes as readonly string[]).includes(type);

export const chooseType = (raw: RawChoices): ProductType =>
  isProductType(raw.type) ? raw.type : DEFAULT_TYPE;

/** The region asked for when it sells the type, else the first that does. */
export function chooseRegion(
  raw: RawChoices,
  type: ProductType,
  regions: readonly RegionOption[],
): string | null {
  const open = regions.filter((region) => regionSells(region, type));
  return (open.find((region) => region.id === raw.region) ?? open[0])?.id ?? null;
}

/**
 * The configuration of raw choices in one region's catalogue: each choice kept when it can be
 * ordered, else the first that can (or none where none is needed). Disks are brought to the
 * nearest size their product sells and kept within the limits per server.
 */
export function normalize(
  raw: RawChoices,
  type: ProductType,
  region: string | null,
  options: ConfiguratorOptions,
): Configuration {
  const plans = options.plans.filter(planOrderable);
  const offered = options.images.filter((image) =>
    (image.productTypes as readonly string[]).includes(type),
  );
  // An operating system chosen that the plan's disk cannot hold (Windows on VPS Starter) moves
  // the plan to the first that can: the visitor picked the system, and the plan section marks
  // the plans too small for it. The image card says so before it is chosen.
  const asked = offered.find((i) => i.id === raw.image);
  const chosenPlan = plans.find((p) => p.id === raw.plan) ?? plans[0];
  const plan =
    asked && !imageFits(asked, chosenPlan) ? (planFor(asked, plans) ?? chosenPlan) : chosenPlan;
  const images = offered.filter((image) => imageFits(image, plan));
  const image = images.find((i) => i.id === raw.image) ?? images[0];

  const bandwidth = hasBandwidthUpgrade(type)
    ? options.bandwidths.find((b) => b.id === raw.bandwidth && bandwidthUpgrades(b, plan))
    : undefined;

  const disks: DiskChoice[] = [];
  if (hasDataDisks(type)) {
    for (const entry of raw.disks) {
      const [id, size] = entry.split(":");
      const product = options.diskProducts.find((d) => d.id === id);
      const sizeGb = Number(size);
      if (!product || size === undefined || size === "" || !Number.isFinite(sizeGb)) continue;
      if (!canAddDisk(product, disks)) continue;
      disks.push({ product: product.id, sizeGb: nearestDiskSize(product, sizeGb) });
    }
  }

  // The firewall lets in the way into the server (SSH, or Remote Desktop for Windows): a group
  // that would lock the visitor out is never chosen, and its card says why.
  const groups = options.securityGroups;
  const access = image ? accessOf(image) : null;
  const open = access ? groups.filter((g) => groupAdmits(g, access)) : groups;
  const securityGroup =
    (
      open.find((g) => g.id === raw.securityGroup) ??
      open[0] ??
      groups.find((g) => g.id === raw.securityGroup) ??
      groups[0]
    )?.id ?? null;
  const snapshot = hasSnapshots(type)
    ? (options.snapshotStrategies.find((s) => s.id === raw.snapshot)?.id ?? null)
    : null;

  const coupon =
    raw.coupon === NO_COUPON
      ? NO_COUPON
      : (options.coupons.find((c) => c.userCouponId === raw.coupon && couponCovers(c, type))
          ?.userCouponId ?? null);
  return {
    type,
    region,
    image: image?.id ?? null,
    plan: plan?.id ?? null,
    bandwidth: bandwidth?.id ?? null,
    disks,
    securityGroup,
    snapshot,
    ...plainValues(raw),
    coupon,
  };
}

/** Whether two configurations choose the same. */
