// The server configurator's side of the provider: the catalogue of a product line in a region,
// the checks an order passes before it is sent, and the receipt of a placed order that the
// page shows after the redirect.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import {
  type EndpointInput,
  isApiError,
  type Order,
  orderSchema,
  type PaymentCurrency,
} from "@hostfront/api-client";
import type { Language } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { config as siteConfig } from "~/env.server";
import {
  bandwidthUpgrades,
  type ConfiguratorOptions,
  type CouponOption,
  canAddDisk,
  choicesFromForm,
  couponCovers,
  type DiskChoice,
  diskSizeValid,
  hasBandwidthUpgrade,
  hasDataDisks,
  hasSnapshots,
  imageFits,
  isHostname,
  isPeriod,
  isProductType,
  MAX_DATA_DISKS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type ProductType,
  passwordRuleOf,
  quoteOf,
  type RegionOption,
  regionSells,
} from "~/lib/configurator";
import { readCookie, serializeCookie } from "~/lib/cookies.server";
import { orNull } from "~/lib/log.server";
import { passwordFromForm } from "~/lib/passwords.server";
import { api, cachedCall, callOptions } from "~/lib/upstream.server";

// --- the catalogue ----------------------------------------------------------------------

/**
 * The provider's answer; null when it cannot answer now (down, slow, failing), `fallback`
 * when it says the region has none (4040). Other refusals are bugs of this page: thrown.
 */
async function settle<T>(load: () => Promise<T>, fallback: T | null = null): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error, 4040)) return fallback;
    if (isApiError(error) && error.status < 500 && error.status !== 429) throw error;
    return null;
  }
}

/** Regions of a product line (those that do not sell it now are marked unavailable). */
export async function loadRegions(
  context: Readonly<RouterContextProvider>,
  type: ProductType,
): Promise<RegionOption[] | null> {
  const language = context.get(languageContext);
  const regions = await settle(() => cachedCall(context, "areaSearch", { language, type }));
  return (
    regions?.map(({ id, name, city, country, available, productTypes, features }) => ({
      id,
      name,
      city,
      country,
      available,
      productTypes,
      features,
    })) ?? null
  );
}

/** The coupons a logged-in visitor holds and can use now on a product line. */
async function loadCoupons(
  context: Readonly<RouterContextProvider>,
  type: ProductType,
): Promise<CouponOption[] | null> {
  const language = context.get(languageContext);
  // Never cached: the answer is the visitor's own.
  const coupons = await settle(() =>
    api.couponSearch({ language }, callOptions(context, { withToken: true })),
  );
  if (coupons === null) return null;
  const now = Date.now();
  return coupons.flatMap((coupon) =>
    coupon.received &&
    coupon.userCouponId !== null &&
    Date.parse(coupon.validFrom) <= now &&
    now < Date.parse(coupon.validTo) &&
    couponCovers(coupon, type)
      ? [
          {
            id: coupon.id,
            code: coupon.code,
            title: coupon.title,
            description: coupon.description,
            kind: coupon.kind,
            amountUsd: coupon.amountUsd,
            percentOff: coupon.percentOff,
            minSpendUsd: coupon.minSpendUsd,
            productTypes: coupon.productTypes,
            validTo: coupon.validTo,
            userCouponId: coupon.userCouponId,
          },
        ]
      : [],
  );
}

export interface LoadedOptions {
  readonly options: ConfiguratorOptions;
  /** Whether the plans and images (what a price needs) could be loaded. */
  readonly complete: boolean;
  /** Whether the visitor's coupons could be loaded (when asked for). */
  readonly couponsAvailable: boolean;
}

/** The catalogue of a product line in a region, each part alone unavailable when it fails. */
export async function loadOptions(
  context: Readonly<RouterContextProvider>,
  type: ProductType,
  region: string | null,
  regions: readonly RegionOption[],
  { withCoupons }: { withCoupons: boolean },
): Promise<LoadedOptions> {
  const language = context.get(languageContext);
  const none = Promise.resolve([]);
  const [plans, images, bandwidths, diskProducts, securityGroups, snapshotStrategies, coupons] =
    await Promise.all([
      region
        ? settle(() =>
            // Short (the contract's freshness): a plan's stock changes as it sells.
            cachedCall(context, "plans", { language, type, areaId: region }),
          )
        : none,
      settle(() => cachedCall(context, "images", { type })),
      region && hasBandwidthUpgrade(type)
        ? settle(() => cachedCall(context, "bandwidths", { areaId: region }), [])
        : none,
      region && hasDataDisks(type)
        ? settle(() => cachedCall(context, "diskProducts", { language, areaId: region }), [])
        : none,
      settle(() => cachedCall(context, "securityGroups", { language })),
      hasSnapshots(type)
        ? settle(() => cachedCall(context, "snapshotStrategies", { language }))
        : none,
      withCoupons ? loadCoupons(context, type) : none,
    ]);
  return {
    options: {
      regions,
      images: images ?? [],
      plans: (plans ?? []).map(({ regions: _regions, ...plan }) => plan),
      bandwidths: bandwidths ?? [],
      diskProducts: diskProducts ?? [],
      securityGroups: securityGroups ?? [],
      snapshotStrategies: snapshotStrategies ?? [],
      coupons: coupons ?? [],
    },
    complete: plans !== null && images !== null,
    couponsAvailable: coupons !== null,
  };
}

// --- an order ---------------------------------------------------------------------------

/** A problem of one field: a text key of the page (or of `validation`) and its values. */
export interface Problem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export type OrderCheck =
  | { readonly ok: true; readonly input: EndpointInput<"orderCreate"> }
  | { readonly ok: false; readonly problems: Readonly<Record<string, Problem>> }
  /** The catalogue to check the order against cannot be loaded now. */
  | { readonly ok: false; readonly unavailable: true };

const E = "pages.product-vps-buy.errors";

/** Who submits which form: what makes the encryption of a resubmitted password the same. */
export interface Submission {
  readonly token: string;
  readonly formKey: string;
}

/** `size` as a whole number of GB, or NaN. */
const wholeGb = (size: string | undefined) =>
  size !== undefined && /^\d{1,6}$/.test(size) ? Number(size) : Number.NaN;

/**
 * Checks a posted order against the catalogue of its region, strictly (nothing falls back to a
 * default here: the visitor orders what they saw), and encrypts the system password when the
 * browser did not. Every problem is reported at once, per field.
 */
export async function checkOrder(
  context: Readonly<RouterContextProvider>,
  values: Readonly<Record<string, string>>,
  submission: Submission,
): Promise<OrderCheck> {
  const raw = choicesFromForm(values);
  const problems: Record<string, Problem> = {};
  if (!isProductType(raw.type)) return { ok: false, problems: { type: { key: `${E}.type` } } };
  const type = raw.type;

  const regions = await loadRegions(context, type);
  if (regions === null) return { ok: false, unavailable: true };
  const region = regions.find((r) => r.id === raw.region && regionSells(r, type));
  if (!region) return { ok: false, problems: { region: { key: `${E}.region` } } };

  const { options, complete } = await loadOptions(context, type, region.id, regions, {
    withCoupons: (raw.coupon ?? "") !== "",
  });
  if (!complete) return { ok: false, unavailable: true };

  const plan = options.plans.find((p) => p.id === raw.plan);
  if (!plan) problems.plan = { key: `${E}.plan` };
  else if (plan.stock <= 0)
    problems.plan = { key: `${E}.planSoldOut`, values: { plan: plan.name } };

  const image = options.images.find(
    (i) => i.id === raw.image && (i.productTypes as readonly string[]).includes(type),
  );
  if (!image) problems.image = { key: `${E}.image` };
  else if (plan && !imageFits(image, plan))
    problems.image = {
      key: `${E}.imageDisk`,
      values: { image: image.name, minGb: image.minDiskGb, plan: plan.name, diskGb: plan.diskGb },
    };

  let bandwidth = null;
  if ((raw.bandwidth ?? "") !== "") {
    const found = hasBandwidthUpgrade(type)
      ? options.bandwidths.find((b) => b.id === raw.bandwidth)
      : undefined;
    if (!found || !bandwidthUpgrades(found, plan)) problems.bandwidth = { key: `${E}.bandwidth` };
    else bandwidth = found;
  }

  const disks: DiskChoice[] = [];
  if (raw.disks.length > 0 && !hasDataDisks(type)) problems.disks = { key: `${E}.disksNotOffered` };
  for (const entry of hasDataDisks(type) ? raw.disks : []) {
    const [id, size, extra] = entry.split(":");
    const product = options.diskProducts.find((d) => d.id === id);
    const sizeGb = wholeGb(size);
    if (!product || extra !== undefined) {
      problems.disks ??= { key: `${E}.diskProduct` };
    } else if (!diskSizeValid(product, sizeGb)) {
      problems.disks ??= {
        key: `${E}.diskSize`,
        values: {
          name: product.name,
          minGb: product.minGb,
          maxGb: product.maxGb,
          stepGb: product.stepGb,
        },
      };
    } else if (!canAddDisk(product, disks)) {
      problems.disks ??=
        disks.length >= MAX_DATA_DISKS
          ? { key: `${E}.diskTotal`, values: { max: MAX_DATA_DISKS } }
          : { key: `${E}.diskCount`, values: { name: product.name, max: product.maxPerServer } };
    } else {
      disks.push({ product: product.id, sizeGb });
    }
  }

  let securityGroupId: string | null = null;
  if ((raw.securityGroup ?? "") !== "") {
    const found = options.securityGroups.find((g) => g.id === raw.securityGroup);
    if (!found) problems.securityGroup = { key: `${E}.securityGroup` };
    else securityGroupId = found.id;
  }

  let snapshotStrategyId: string | null = null;
  if ((raw.snapshot ?? "") !== "") {
    const found = hasSnapshots(type)
      ? options.snapshotStrategies.find((s) => s.id === raw.snapshot)
      : undefined;
    if (!found) problems.snapshot = { key: `${E}.snapshot` };
    else snapshotStrategyId = found.id;
  }

  if (!isPeriod(raw.period)) problems.period = { key: `${E}.period` };
  const quantity = /^\d{1,2}$/.test(raw.quantity ?? "") ? Number(raw.quantity) : Number.NaN;
  if (!(quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY))
    problems.quantity = { key: `${E}.quantity`, values: { min: MIN_QUANTITY, max: MAX_QUANTITY } };

  const hostname = (values.hostname ?? "").trim();
  if (hostname !== "" && !isHostname(hostname)) problems.hostname = { key: `${E}.hostname` };

  let coupon: CouponOption | null = null;
  if ((raw.coupon ?? "") !== "") {
    coupon = options.coupons.find((c) => c.userCouponId === raw.coupon) ?? null;
    if (!coupon) problems.coupon = { key: `${E}.coupon` };
  }
  if (coupon && plan && image && isPeriod(raw.period) && !problems.quantity) {
    const quote = quoteOf(
      {
        type,
        region: region.id,
        image: image.id,
        plan: plan.id,
        bandwidth: bandwidth?.id ?? null,
        disks,
        securityGroup: securityGroupId,
        snapshot: snapshotStrategyId,
        period: raw.period,
        quantity,
        coupon: coupon.userCouponId,
      },
      options,
    );
    if (quote?.couponProblem)
      problems.coupon = { key: `${E}.couponMinSpend`, values: { code: coupon.code } };
  }

  // The same form posted again encrypts to the same ciphertext (passwords.server.ts), so
  // the provider answers it with its first order.
  const password = await orNull(
    passwordFromForm(context, values, "password", passwordRuleOf(type), submission.formKey),
    context,
    "password encryption",
  );
  if (password === null) return { ok: false, unavailable: true };
  if (!password.ok) problems.password = { key: password.error };

  if (Object.keys(problems).length > 0 || !password.ok || !plan || !image || !isPeriod(raw.period))
    return { ok: false, problems };
  return {
    ok: true,
    input: {
      language: context.get(languageContext),
      planId: plan.id,
      areaId: region.id,
      imageId: image.id,
      bandwidthId: bandwidth?.id ?? null,
      disks: disks.map((disk) => ({ diskProductId: disk.product, sizeGb: disk.sizeGb })),
      securityGroupId,
      snapshotStrategyId,
      period: raw.period,
      quantity,
      hostname,
      password: password.ciphertext,
      userCouponId: coupon?.userCouponId ?? null,
    },
  };
}

// --- the receipt ----------------------------------------------------------------------------
//
// The provider has no call to read an order back, and its answer to orderCreate is the only
// place the order's items and totals exist for the site. The action therefore hands that
// answer to the page it redirects to (`?order=<id>`) in a short-lived cookie, HttpOnly and
// limited to this page's folder, signed with a key derived from the visitor's session token:
// only the browser and the session that placed the order can show it, any instance of the
// site can check it without shared state, and nobody can craft a link that shows a made-up
// order under this site's name (which a receipt in the query could). Once the cookie has
// expired, or on another device, the page says the order was placed and links to the console.

const RECEIPT_COOKIE = "vpsOrder";
/** How long the page can show a placed order (the console shows it afterwards). */
export const RECEIPT_MAX_AGE_SECONDS = 60 * 60;

const receiptKey = (token: string) =>
  createHash("sha256").update(`hostfront configurator receipt\n${token}`).digest();
const sign = (payload: string, token: string) =>
  createHmac("sha256", receiptKey(token)).update(payload).digest("base64url");

/**
 * The `Set-Cookie` of a placed order's receipt, for the page at `path`. It is scoped to the
 * page's folder (`/zh/product/`), not the page: the browser asks for the page's data at
 * `/zh/product/vps-buy.data`, which a cookie of path `/zh/product/vps-buy` does not match.
 */
export function receiptCookie(order: Order, token: string, path: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ order, expiresAt: now + RECEIPT_MAX_AGE_SECONDS * 1000 }),
  ).toString("base64url");
  return serializeCookie(RECEIPT_COOKIE, `${payload}.${sign(payload, token)}`, {
    path: path.slice(0, path.lastIndexOf("/") + 1) || "/",
    maxAge: RECEIPT_MAX_AGE_SECONDS,
    httpOnly: true,
  });
}

/** The order of this visitor's receipt, when it is theirs, current and for `orderId`. */
export function readReceipt(
  request: Request,
  token: string,
  orderId: string,
  now = Date.now(),
): Order | null {
  const value = readCookie(request, RECEIPT_COOKIE);
  if (!value) return null;
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(payload, token));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      order?: unknown;
      expiresAt?: unknown;
    };
    if (typeof parsed.expiresAt !== "number" || parsed.expiresAt < now) return null;
    const order = orderSchema.safeParse(parsed.order);
    return order.success && order.data.orderId === orderId ? order.data : null;
  } catch {
    return null;
  }
}

/** How an order can be paid: each currency with its methods and, when its rate is known, the total in it. */
export async function loadPayment(
  context: Readonly<RouterContextProvider>,
): Promise<{ currencies: readonly PaymentCurrency[]; rates: ReadonlyMap<string, number> } | null> {
  const [currencies, rates] = await Promise.all([
    settle(() => cachedCall(context, "paymentCurrencies", {})),
    settle(() => cachedCall(context, "currencies", {})),
  ]);
  if (currencies === null) return null;
  return { currencies, rates: new Map((rates ?? []).map((c) => [c.type, c.rate])) };
}

/** Where a visitor pays an order: the provider's console, in the page's language. */
export const consoleUrl = (language: Language): string => {
  const url = new URL(`${siteConfig.mainSiteUrl}/`);
  url.searchParams.set("lang", language);
  return url.href;
};
