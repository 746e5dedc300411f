// A configuration as it travels: read from a URL query or a posted form (RawChoices, checked by
// normalize in model.ts), and written back as a query, as the fields of an order, or compared.
import {
  type Configuration,
  type DiskChoice,
  isId,
  MAX_DISK_ENTRIES,
  type RawChoices,
} from "./model";
import { PLAIN_NAMES, PLAIN_OPTIONS, plainTexts, plainValueOf } from "./options";

/** The choices of the catalogue that are one id each (`type` a product line). */
const CATALOGUE_KEYS = [
  "type",
  "region",
  "image",
  "plan",
  "bandwidth",
  "securityGroup",
  "snapshot",
  "coupon",
] as const;
const SINGLE_KEYS = [...CATALOGUE_KEYS, ...PLAIN_NAMES];

/**
 * The choices of a URL query: `disk=<product>:<GB>` repeated (what the page writes), or the
 * `diskProduct` / `diskSize` pairs the form sends without JavaScript (an empty product is a
 * disk row left empty or removed).
 */
export function choicesFromSearch(params: URLSearchParams): RawChoices {
  const products = params.getAll("diskProduct");
  const sizes = params.getAll("diskSize");
  const pairs = products.flatMap((product, index) =>
    product === "" ? [] : [`${product}:${sizes[index] ?? ""}`],
  );
  const single = Object.fromEntries(
    SINGLE_KEYS.map((key) => [key, params.get(key) ?? undefined] as const),
  );
  return { ...single, disks: [...params.getAll("disk"), ...pairs].slice(0, MAX_DISK_ENTRIES) };
}

/** The choices of a posted order form (`disks` is one field: `product:GB` separated by commas). */
export function choicesFromForm(values: Readonly<Record<string, string>>): RawChoices {
  const single = Object.fromEntries(
    SINGLE_KEYS.map((key) => [key, Object.hasOwn(values, key) ? values[key] : undefined] as const),
  );
  const disks = (values.disks ?? "").split(",").filter((entry) => entry !== "");
  return { ...single, disks: disks.slice(0, MAX_DISK_ENTRIES) };
}

/** A configuration as its raw choices (to change one choice and check the whole again). */
export function choicesOf(config: Configuration): RawChoices {
  return {
    type: config.type,
    region: config.region ?? undefined,
    image: config.image ?? undefined,
    plan: config.plan ?? undefined,
    bandwidth: config.bandwidth ?? undefined,
    disks: config.disks.map(diskEntry),
    securityGroup: config.securityGroup ?? undefined,
    snapshot: config.snapshot ?? undefined,
    coupon: config.coupon ?? undefined,
    ...plainTexts(config, false),
  };
}

const diskEntry = (disk: DiskChoice) => `${disk.product}:${disk.sizeGb}`;

/** The query of a configuration (what the URL shows and a link shares). */
export function searchOf(config: Configuration): string {
  const params = new URLSearchParams();
  params.set("type", config.type);
  if (config.region) params.set("region", config.region);
  if (config.image) params.set("image", config.image);
  if (config.plan) params.set("plan", config.plan);
  if (config.bandwidth) params.set("bandwidth", config.bandwidth);
  for (const disk of config.disks) params.append("disk", diskEntry(disk));
  if (config.securityGroup) params.set("securityGroup", config.securityGroup);
  if (config.snapshot) params.set("snapshot", config.snapshot);
  for (const [key, text] of Object.entries(plainTexts(config, true))) params.set(key, text);
  if (config.coupon) params.set("coupon", config.coupon);
  return params.toString();
}

/**
 * The query of raw choices, each kept only when it looks like what it names: where a
 * visitor sent to log in comes back to (the choices are checked again there).
 */
export function searchOfChoices(raw: RawChoices): string {
  const params = new URLSearchParams();
  for (const key of CATALOGUE_KEYS) {
    const value = raw[key];
    if (value !== undefined && value !== "" && isId(value)) params.set(key, value);
  }
  for (const option of PLAIN_OPTIONS) {
    const value = raw[option.name];
    if (value && plainValueOf(option, value) !== undefined) params.set(option.name, value);
  }
  for (const disk of raw.disks)
    if (/^[A-Za-z0-9_-]{1,64}:\d{1,6}$/.test(disk)) params.append("disk", disk);
  return params.toString();
}

/** The fields of the order form that carry a configuration. */
export function orderFields(config: Configuration): Record<string, string> {
  return {
    type: config.type,
    region: config.region ?? "",
    image: config.image ?? "",
    plan: config.plan ?? "",
    bandwidth: config.bandwidth ?? "",
    disks: config.disks.map(diskEntry).join(","),
    securityGroup: config.securityGroup ?? "",
    snapshot: config.snapshot ?? "",
    coupon: config.coupon ?? "",
    ...plainTexts(config, false),
  };
}

// --- rules of the catalogue ---------------------------------------------------------------

/** Whether a region can be chosen for a product line. */

export const sameConfiguration = (a: Configuration, b: Configuration) =>
  searchOf(a) === searchOf(b);
