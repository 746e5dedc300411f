// The server configurator's catalogue: what a product line offers in a region (regions, plans,
// images, bandwidth, disks, security groups, snapshots and the visitor's coupons), each part
// alone unavailable when the provider cannot answer for it.
import { isApiError } from "@hostfront/api-client";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import {
  type ConfiguratorOptions,
  type CouponOption,
  couponCovers,
  hasBandwidthUpgrade,
  hasDataDisks,
  hasSnapshots,
  type ProductType,
  type RegionOption,
} from "~/lib/configurator/model";
import { renderNow } from "~/lib/page-cache/watch.server";

/**
 * The provider's answer; null when it cannot answer now (down, slow, failing), `fallback`
 * when it says the region has none (4040). Other refusals are bugs of this page: thrown.
 */
export async function settle<T>(
  load: () => Promise<T>,
  fallback: T | null = null,
): Promise<T | null> {
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
  const now = renderNow(context);
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
