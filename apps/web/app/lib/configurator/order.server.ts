// The checks a posted order of the server configurator passes before it is sent to the
// provider: every choice against the catalogue of its region, strictly, with every problem
// reported at once per field; and the system password encrypted when the browser did not.
import type { EndpointInput } from "@hostfront/api-client";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { loadOptions, loadRegions } from "~/lib/configurator/catalogue.server";
import { choicesFromForm } from "~/lib/configurator/choices";
import {
  accessOf,
  bandwidthUpgrades,
  type CouponOption,
  canAddDisk,
  type DiskChoice,
  diskSizeValid,
  groupAdmits,
  hasBandwidthUpgrade,
  hasDataDisks,
  hasSnapshots,
  imageFits,
  isHostname,
  isProductType,
  MAX_DATA_DISKS,
  NO_COUPON,
  passwordRuleOf,
  regionSells,
} from "~/lib/configurator/model";
import {
  PLAIN_OPTIONS,
  type PlainValues,
  plainProblemValues,
  plainValueOf,
} from "~/lib/configurator/options";
import { quoteOf } from "~/lib/configurator/price";
import { passwordFromForm } from "~/lib/forms/passwords.server";
import { orNull } from "~/lib/ops/log.server";

/** A problem of one field: a text key of the page (or of `validation`) and its values. */
export interface Problem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * What an order's items do not say of the servers ordered, in the language they were ordered
 * in: where they run, their system, their name (the provider's answer has only the priced lines).
 */
export interface ReceiptServer {
  readonly region: string;
  readonly image: string;
  readonly hostname: string;
}

export type OrderCheck =
  | {
      readonly ok: true;
      readonly input: EndpointInput<"orderCreate">;
      /** What the receipt shows of the servers beside the priced lines, in the page's language. */
      readonly server: ReceiptServer;
    }
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

  // A coupon named by the order ("" and NO_COUPON name none).
  const couponAsked = (raw.coupon ?? "") !== "" && raw.coupon !== NO_COUPON;
  const { options, complete } = await loadOptions(context, type, region.id, regions, {
    withCoupons: couponAsked,
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
    const access = image ? accessOf(image) : null;
    if (!found) problems.securityGroup = { key: `${E}.securityGroup` };
    else if (image && access && !groupAdmits(found, access))
      // A server nobody can log in to: its way in (SSH, Remote Desktop) would be blocked.
      problems.securityGroup = {
        key: `${E}.securityGroupShutsOut.${access.name}`,
        values: { group: found.name, image: image.name },
      };
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

  const plain: Record<string, unknown> = {};
  for (const option of PLAIN_OPTIONS) {
    const value = plainValueOf(option, raw[option.name]);
    if (value !== undefined) plain[option.name] = value;
    else problems[option.name] = { key: `${E}.${option.name}`, values: plainProblemValues(option) };
  }
  const plainValues = PLAIN_OPTIONS.every((option) => Object.hasOwn(plain, option.name))
    ? (plain as PlainValues)
    : null;

  const hostname = (values.hostname ?? "").trim();
  if (hostname !== "" && !isHostname(hostname)) problems.hostname = { key: `${E}.hostname` };

  let coupon: CouponOption | null = null;
  if (couponAsked) {
    coupon = options.coupons.find((c) => c.userCouponId === raw.coupon) ?? null;
    if (!coupon) problems.coupon = { key: `${E}.coupon` };
  }
  if (coupon && plan && image && plainValues) {
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
        ...plainValues,
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

  if (Object.keys(problems).length > 0 || !password.ok || !plan || !image || !plainValues)
    return { ok: false, problems };
  return {
    ok: true,
    server: { region: region.name, image: image.name, hostname },
    input: {
      language: context.get(languageContext),
      planId: plan.id,
      areaId: region.id,
      imageId: image.id,
      bandwidthId: bandwidth?.id ?? null,
      disks: disks.map((disk) => ({ diskProductId: disk.product, sizeGb: disk.sizeGb })),
      securityGroupId,
      snapshotStrategyId,
      ...plainValues,
      hostname,
      password: password.ciphertext,
      userCouponId: coupon?.userCouponId ?? null,
    },
  };
}
