// The choices of the server configurator, one group each: server type, region, operating
// system, plan, bandwidth, data disks, security group, snapshots, billing period, quantity and
// coupon. They are fields of the configuration's GET form (without JavaScript "Update price"
// sends them) and, with JavaScript, each change goes to `change` at once.

import type { SecurityGroup } from "@hostfront/api-client";
import { PERIOD_MONTHS } from "@hostfront/api-client";
import { useTranslation } from "@hostfront/ui";
import { useEffect, useState } from "react";
import { SelectField } from "~/components/form";
import {
  bandwidthUpgrades,
  type Configuration,
  type ConfiguratorOptions,
  canAddDisk,
  type DiskChoice,
  hasBandwidthUpgrade,
  hasDataDisks,
  hasSnapshots,
  imageFits,
  MAX_DATA_DISKS,
  MAX_QUANTITY,
  MIN_QUANTITY,
  nearestDiskSize,
  PERIODS,
  PRODUCT_TYPES,
  periodSavingPercent,
  planOrderable,
  type RawChoices,
  regionSells,
} from "~/lib/configurator";
import { ChoiceCard, ChoiceGroup, formatSize, formatSpeed } from "./choice";

export interface SectionProps {
  readonly config: Configuration;
  readonly options: ConfiguratorOptions;
  /** Changes some choices (the page checks the whole configuration again). */
  readonly change: (patch: Partial<RawChoices>) => void;
  /** US dollars in the page's currency. */
  readonly money: (usd: number) => string;
  readonly locale: string;
  /** Problems of the last order, by field. */
  readonly errors: Readonly<Record<string, string>>;
  /** Whether the page's script runs (rows can be added and removed). */
  readonly enhanced: boolean;
}

const P = "pages.product-vps-buy";
/** How storage media are written. */
const DISK_MEDIA = { nvme: "NVMe", ssd: "SSD", hdd: "HDD" } as const;
const cents = (usd: number) => Math.round(usd * 100) / 100;

export function TypeChoice({ config, change, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="type"
      legend={t(`${P}.type.legend`)}
      error={errors.type}
      columns="sm:grid-cols-3"
    >
      {PRODUCT_TYPES.map((type) => (
        <ChoiceCard
          key={type}
          name="type"
          value={type}
          checked={config.type === type}
          onChange={(value) => change({ type: value })}
          title={t(`${P}.type.${type}.name`)}
        >
          {t(`${P}.type.${type}.description`)}
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

export function RegionChoice({ config, options, change, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="region"
      legend={t(`${P}.region.legend`)}
      error={errors.region}
      columns="grid-cols-2 sm:grid-cols-3 desk:grid-cols-4"
    >
      {options.regions.map((region) => {
        const open = regionSells(region, config.type);
        return (
          <ChoiceCard
            key={region.id}
            name="region"
            value={region.id}
            checked={config.region === region.id}
            disabled={!open}
            onChange={(value) => change({ region: value })}
            title={region.name}
            reason={
              open
                ? undefined
                : region.available
                  ? t(`${P}.region.notSold`)
                  : t(`${P}.region.notOpen`)
            }
          >
            {open ? (
              <span className="flex flex-wrap gap-1">
                {region.features
                  .filter((feature) => feature !== "ipv6" && feature !== "nvme")
                  .map((feature) => (
                    <span key={feature} className="rounded bg-mist px-1.5 py-0.5 text-xs">
                      {t(`${P}.region.features.${feature}`)}
                    </span>
                  ))}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}

export function ImageChoice({ config, options, change, money, errors }: SectionProps) {
  const { t } = useTranslation();
  const plan = options.plans.find((p) => p.id === config.plan);
  const images = options.images.filter((image) =>
    (image.productTypes as readonly string[]).includes(config.type),
  );
  return (
    <ChoiceGroup
      name="image"
      legend={t(`${P}.image.legend`)}
      error={errors.image}
      columns="grid-cols-2 sm:grid-cols-3"
    >
      {images.map((image) => {
        const fits = imageFits(image, plan);
        return (
          <ChoiceCard
            key={image.id}
            name="image"
            value={image.id}
            checked={config.image === image.id}
            disabled={!fits}
            onChange={(value) => change({ image: value })}
            title={image.name}
            reason={
              fits || !plan
                ? undefined
                : t(`${P}.image.tooSmall`, {
                    minGb: image.minDiskGb,
                    plan: plan.name,
                    diskGb: plan.diskGb,
                  })
            }
          >
            {image.licenseUsdPerMonth > 0
              ? t(`${P}.image.licence`, { price: money(image.licenseUsdPerMonth) })
              : t(`${P}.image.free`)}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}

export function PlanChoice({ config, options, change, money, locale, errors }: SectionProps) {
  const { t } = useTranslation();
  const image = options.images.find((i) => i.id === config.image);
  const months = PERIOD_MONTHS[config.period];
  return (
    <ChoiceGroup
      name="plan"
      legend={t(`${P}.plan.legend`)}
      error={errors.plan}
      columns="sm:grid-cols-2 desk:grid-cols-3"
    >
      {options.plans.length === 0 || !options.plans.some(planOrderable) ? (
        <p role="status" className="text-sm text-muted sm:col-span-2 desk:col-span-3">
          {t(`${P}.plan.none`)}
        </p>
      ) : null}
      {options.plans.map((plan) => {
        const soldOut = !planOrderable(plan);
        const fits = !image || imageFits(image, plan);
        const price = plan.prices[config.period];
        return (
          <ChoiceCard
            key={plan.id}
            name="plan"
            value={plan.id}
            checked={config.plan === plan.id}
            disabled={soldOut || !fits}
            onChange={(value) => change({ plan: value })}
            title={plan.name}
            badge={plan.recommended ? t(`${P}.plan.recommended`) : undefined}
            price={
              soldOut ? (
                t(`${P}.plan.soldOut`)
              ) : (
                <>
                  {money(price)}{" "}
                  <span className="font-normal text-muted">
                    {t(`${P}.plan.per.${config.period}`)}
                  </span>
                  {months > 1 ? (
                    <span className="block text-xs font-normal text-muted">
                      {t(`${P}.plan.monthly`, { price: money(cents(price / months)) })}
                    </span>
                  ) : null}
                </>
              )
            }
            reason={
              !soldOut && !fits && image
                ? t(`${P}.plan.tooSmall`, { image: image.name, minGb: image.minDiskGb })
                : undefined
            }
          >
            <span className="block">{plan.cpuModel ?? plan.description}</span>
            <ul className="mt-2 space-y-0.5 text-ink">
              <li>{t(`${P}.plan.cpu`, { count: plan.cpu })}</li>
              <li>{t(`${P}.plan.memory`, { size: formatSize(plan.memoryGb, locale) })}</li>
              <li>
                {t(`${P}.plan.disk`, {
                  size: formatSize(plan.diskGb, locale),
                  type: DISK_MEDIA[plan.diskType],
                })}
              </li>
              <li>
                {plan.type === "cvm"
                  ? t(`${P}.plan.dedicatedBandwidth`, {
                      speed: formatSpeed(plan.bandwidthMbps, locale),
                    })
                  : t(`${P}.plan.port`, { speed: formatSpeed(plan.bandwidthMbps, locale) })}
              </li>
              <li>
                {plan.trafficGb === null
                  ? t(`${P}.plan.unmetered`)
                  : t(`${P}.plan.traffic`, { size: formatSize(plan.trafficGb, locale) })}
              </li>
            </ul>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}

export function BandwidthChoice({ config, options, change, money, locale, errors }: SectionProps) {
  const { t } = useTranslation();
  const plan = options.plans.find((p) => p.id === config.plan);
  if (!hasBandwidthUpgrade(config.type) || !plan || options.bandwidths.length === 0) return null;
  const included = formatSpeed(plan.bandwidthMbps, locale);
  return (
    <ChoiceGroup
      name="bandwidth"
      legend={t(`${P}.bandwidth.legend`)}
      hint={t(`${P}.bandwidth.hint`)}
      error={errors.bandwidth}
      columns="grid-cols-2 sm:grid-cols-3"
    >
      <ChoiceCard
        name="bandwidth"
        value=""
        checked={config.bandwidth === null}
        onChange={() => change({ bandwidth: "" })}
        title={t(`${P}.bandwidth.included`, { speed: included })}
      >
        {t(`${P}.bandwidth.includedDescription`)}
      </ChoiceCard>
      {options.bandwidths.map((option) => {
        const upgrade = bandwidthUpgrades(option, plan);
        return (
          <ChoiceCard
            key={option.id}
            name="bandwidth"
            value={option.id}
            checked={config.bandwidth === option.id}
            disabled={!upgrade}
            onChange={(value) => change({ bandwidth: value })}
            title={formatSpeed(option.bandwidthMbps, locale)}
            price={t(`${P}.bandwidth.price`, { price: money(option.priceUsdPerMonth) })}
            reason={upgrade ? undefined : t(`${P}.bandwidth.notUpgrade`, { speed: included })}
          />
        );
      })}
    </ChoiceGroup>
  );
}

/** A disk's size, typed freely and applied once it is a size the product sells (or on leaving). */
function DiskSize({
  id,
  value,
  min,
  max,
  step,
  describedBy,
  onCommit,
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  describedBy: string;
  onCommit: (sizeGb: number) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (text: string) => {
    const size = Number(text);
    if (text.trim() !== "" && Number.isFinite(size) && size !== value) onCommit(size);
    else setDraft(String(value));
  };
  return (
    <input
      id={id}
      name="diskSize"
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={step}
      required
      value={draft}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const size = Number(event.target.value);
        if (Number.isInteger(size) && size >= min && size <= max && size % step === 0)
          onCommit(size);
      }}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit(event.currentTarget.value);
        }
      }}
      className="mt-1 block w-full rounded-md border border-line px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand"
    />
  );
}

export function DiskChoices({
  config,
  options,
  change,
  money,
  locale,
  errors,
  enhanced,
}: SectionProps) {
  const { t } = useTranslation();
  if (!hasDataDisks(config.type)) return null;
  const products = options.diskProducts;
  const setDisks = (disks: readonly DiskChoice[]) =>
    change({ disks: disks.map((disk) => `${disk.product}:${disk.sizeGb}`) });
  const first = products.find((product) => canAddDisk(product, config.disks));
  // Without JavaScript an empty row stands for "add a disk"; with it, a button adds rows.
  const rows: (DiskChoice | null)[] = [...config.disks];
  if (!enhanced && first) rows.push(null);

  return (
    <ChoiceGroup
      name="disks"
      legend={t(`${P}.disks.legend`)}
      hint={t(`${P}.disks.hint`, { max: MAX_DATA_DISKS })}
      error={errors.disks}
      columns="grid-cols-1"
    >
      {products.length === 0 ? (
        <p className="text-sm text-muted">{t(`${P}.disks.unavailable`)}</p>
      ) : null}
      {products.length > 0 && config.disks.length === 0 && enhanced ? (
        <p className="text-sm text-muted">{t(`${P}.disks.empty`)}</p>
      ) : null}
      {rows.map((disk, index) => {
        const number = index + 1;
        const product = disk ? products.find((p) => p.id === disk.product) : first;
        if (!product) return null;
        const others = config.disks.filter((_, i) => i !== index);
        const choosable = products.filter((p) => p.id === disk?.product || canAddDisk(p, others));
        const rowId = `disk-${number}`;
        const size = disk?.sizeGb ?? product.minGb;
        return (
          <div
            key={rowId}
            data-testid={rowId}
            className="grid items-end gap-3 rounded-lg border border-line p-4 sm:grid-cols-[1fr_10rem_auto]"
          >
            <div>
              <label htmlFor={`${rowId}-product`} className="block text-sm font-semibold">
                {disk ? t(`${P}.disks.disk`, { number }) : t(`${P}.disks.addRow`)}
              </label>
              <select
                id={`${rowId}-product`}
                name="diskProduct"
                value={disk?.product ?? ""}
                onChange={(event) => {
                  const next = products.find((p) => p.id === event.target.value);
                  if (!next) {
                    setDisks(others);
                    return;
                  }
                  const replaced = { product: next.id, sizeGb: nearestDiskSize(next, size) };
                  setDisks(
                    disk
                      ? config.disks.map((d, i) => (i === index ? replaced : d))
                      : [...config.disks, replaced],
                  );
                }}
                className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand"
              >
                {!disk || !enhanced ? <option value="">{t(`${P}.disks.noDisk`)}</option> : null}
                {choosable.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} · {t(`${P}.disks.perGb`, { price: money(p.priceUsdPerGbMonth) })}
                  </option>
                ))}
              </select>
              <p className="mt-1 text-xs text-muted">
                {product.description}{" "}
                {t(`${P}.disks.iops`, { iops: product.iops.toLocaleString(locale) })},{" "}
                {t(`${P}.disks.perServer`, { count: product.maxPerServer })}
              </p>
            </div>
            <div>
              <label htmlFor={`${rowId}-size`} className="block text-sm font-semibold">
                {t(`${P}.disks.size`)}
              </label>
              <DiskSize
                id={`${rowId}-size`}
                value={size}
                min={product.minGb}
                max={product.maxGb}
                step={product.stepGb}
                describedBy={`${rowId}-size-hint`}
                onCommit={(sizeGb) => {
                  const next = { product: product.id, sizeGb: nearestDiskSize(product, sizeGb) };
                  setDisks(
                    disk
                      ? config.disks.map((d, i) => (i === index ? next : d))
                      : [...config.disks, next],
                  );
                }}
              />
              <p id={`${rowId}-size-hint`} className="mt-1 text-xs text-muted">
                {t(`${P}.disks.sizeHint`, {
                  min: product.minGb,
                  max: product.maxGb,
                  step: product.stepGb,
                })}
              </p>
            </div>
            <div className="sm:pb-6">
              {enhanced && disk ? (
                <button
                  type="button"
                  className="btn-outline w-full sm:w-auto"
                  onClick={() => setDisks(others)}
                >
                  {t(`${P}.disks.remove`, { number })}
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
      {enhanced && products.length > 0 ? (
        first ? (
          <p>
            <button
              type="button"
              className="btn-outline"
              onClick={() =>
                setDisks([...config.disks, { product: first.id, sizeGb: first.minGb }])
              }
            >
              + {t(`${P}.disks.add`)}
            </button>
          </p>
        ) : (
          <p role="status" className="text-sm text-muted">
            {t(`${P}.disks.full`)}
          </p>
        )
      ) : null}
    </ChoiceGroup>
  );
}

const ANY_NETWORK = "0.0.0.0/0";

/** The inbound rules a group allows, short: `TCP 22, TCP 80, ping`. */
function inboundRules(group: SecurityGroup, t: (key: string, values?: object) => string) {
  return group.rules
    .filter((rule) => rule.direction === "in" && rule.action === "allow")
    .map((rule) => {
      const [from, to] = rule.ports.split("/");
      const ports =
        rule.ports === "all"
          ? t(`${P}.securityGroup.anyPort`)
          : from === to
            ? from
            : `${from}–${to}`;
      const text =
        rule.protocol === "icmp"
          ? t(`${P}.securityGroup.ping`)
          : rule.protocol === "all"
            ? t(`${P}.securityGroup.anyPort`)
            : `${rule.protocol.toUpperCase()} ${ports}`;
      return rule.cidr === ANY_NETWORK
        ? text
        : t(`${P}.securityGroup.fromNetwork`, { rule: text, cidr: rule.cidr });
    })
    .join(", ");
}

export function SecurityGroupChoice({ config, options, change, errors }: SectionProps) {
  const { t } = useTranslation();
  if (options.securityGroups.length === 0) return null;
  return (
    <ChoiceGroup
      name="securityGroup"
      legend={t(`${P}.securityGroup.legend`)}
      hint={t(`${P}.securityGroup.hint`)}
      error={errors.securityGroup}
      columns="sm:grid-cols-2 desk:grid-cols-3"
    >
      {options.securityGroups.map((group) => (
        <ChoiceCard
          key={group.id}
          name="securityGroup"
          value={group.id}
          checked={config.securityGroup === group.id}
          onChange={(value) => change({ securityGroup: value })}
          title={group.name}
        >
          <span className="block">{group.description}</span>
          <span className="mt-1 block text-xs">
            {t(`${P}.securityGroup.inbound`, {
              rules: inboundRules(group, t as (key: string, values?: object) => string),
            })}
          </span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

export function SnapshotChoice({ config, options, change, money, errors }: SectionProps) {
  const { t } = useTranslation();
  if (!hasSnapshots(config.type) || options.snapshotStrategies.length === 0) return null;
  const price = options.snapshotStrategies[0]?.priceUsdPerGbMonth ?? 0;
  return (
    <ChoiceGroup
      name="snapshot"
      legend={t(`${P}.snapshot.legend`)}
      hint={t(`${P}.snapshot.hint`, { price: money(price) })}
      error={errors.snapshot}
      columns="sm:grid-cols-2 desk:grid-cols-3"
    >
      <ChoiceCard
        name="snapshot"
        value=""
        checked={config.snapshot === null}
        onChange={() => change({ snapshot: "" })}
        title={t(`${P}.snapshot.none`)}
      >
        {t(`${P}.snapshot.noneDescription`)}
      </ChoiceCard>
      {options.snapshotStrategies.map((strategy) => (
        <ChoiceCard
          key={strategy.id}
          name="snapshot"
          value={strategy.id}
          checked={config.snapshot === strategy.id}
          onChange={(value) => change({ snapshot: value })}
          title={strategy.name}
        >
          {strategy.description}
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

export function PeriodChoice({ config, change, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="period"
      legend={t(`${P}.period.legend`)}
      error={errors.period}
      columns="sm:grid-cols-3"
    >
      {PERIODS.map((period) => {
        const saving = periodSavingPercent(period);
        return (
          <ChoiceCard
            key={period}
            name="period"
            value={period}
            checked={config.period === period}
            onChange={(value) => change({ period: value })}
            title={t(`labels.periods.${period}`)}
          >
            {saving > 0 ? (
              <span className="inline-block whitespace-nowrap rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t(`${P}.period.save`, { percent: saving })}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}

export function QuantityChoice({ config, change, errors }: SectionProps) {
  const { t } = useTranslation();
  const counts = Array.from(
    { length: MAX_QUANTITY - MIN_QUANTITY + 1 },
    (_, index) => MIN_QUANTITY + index,
  );
  return (
    <div className="max-w-xs">
      <SelectField
        label={t(`${P}.quantity.label`)}
        name="quantity"
        value={String(config.quantity)}
        onChange={(event) => change({ quantity: event.target.value })}
        hint={t(`${P}.quantity.hint`, { min: MIN_QUANTITY, max: MAX_QUANTITY })}
        error={errors.quantity}
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function CouponChoice({
  config,
  options,
  change,
  money,
  errors,
  loggedIn,
  loginHref,
  couponsHref,
  couponsAvailable,
  formatDate,
}: SectionProps & {
  loggedIn: boolean;
  loginHref: string;
  couponsHref: string;
  /** Whether the visitor's coupons could be loaded. */
  couponsAvailable: boolean;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <section aria-labelledby="coupon-heading" id="field-coupon" className="scroll-mt-24">
        <h3 id="coupon-heading" className="text-lg font-bold">
          {t(`${P}.coupon.legend`)}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t(`${P}.coupon.loginPrompt`)}{" "}
          <a className="font-semibold text-brand hover:underline" href={loginHref}>
            {t(`${P}.coupon.login`)}
          </a>
          {" · "}
          <a className="font-semibold text-brand hover:underline" href={couponsHref}>
            {t(`${P}.coupon.getCoupons`)}
          </a>
        </p>
      </section>
    );
  }
  return (
    <ChoiceGroup
      name="coupon"
      legend={t(`${P}.coupon.legend`)}
      hint={
        !couponsAvailable ? (
          t(`${P}.coupon.unavailable`)
        ) : options.coupons.length === 0 ? (
          <>
            {t(`${P}.coupon.noCoupons`)}{" "}
            <a className="font-semibold text-brand hover:underline" href={couponsHref}>
              {t(`${P}.coupon.getCoupons`)}
            </a>
          </>
        ) : undefined
      }
      error={errors.coupon}
      columns="sm:grid-cols-2"
    >
      {options.coupons.length > 0 ? (
        <ChoiceCard
          name="coupon"
          value=""
          checked={config.coupon === null}
          onChange={() => change({ coupon: "" })}
          title={t(`${P}.coupon.none`)}
        />
      ) : null}
      {options.coupons.map((coupon) => (
        <ChoiceCard
          key={coupon.userCouponId}
          name="coupon"
          value={coupon.userCouponId}
          checked={config.coupon === coupon.userCouponId}
          onChange={(value) => change({ coupon: value })}
          title={coupon.title}
          badge={coupon.code}
          price={
            coupon.kind === "cash"
              ? t(`${P}.coupon.cash`, { amount: money(coupon.amountUsd ?? 0) })
              : t(`${P}.coupon.percent`, { percent: coupon.percentOff ?? 0 })
          }
        >
          <span className="block">{coupon.description}</span>
          {coupon.minSpendUsd > 0 ? (
            <span className="block text-xs">
              {t(`${P}.coupon.minSpend`, { amount: money(coupon.minSpendUsd) })}
            </span>
          ) : null}
          <span className="block text-xs">
            {t(`${P}.coupon.validTo`, { date: formatDate(coupon.validTo) })}
          </span>
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
