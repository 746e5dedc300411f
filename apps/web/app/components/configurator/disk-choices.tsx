// Data disks: a row per disk (product and size), up to the limits per product and per server.
// Without JavaScript an empty row adds a disk; with it, buttons add and remove rows.
import { useHydrated, useTranslation } from "@hostfront/ui";
import { useEffect, useState } from "react";
import {
  canAddDisk,
  type DiskChoice,
  hasDataDisks,
  MAX_DATA_DISKS,
  nearestDiskSize,
} from "~/lib/configurator/model";
import { ChoiceGroup, P, type SectionProps } from "./choice";

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

export function DiskChoices({ config, options, change, write, errors }: SectionProps) {
  const { t } = useTranslation();
  // Whether the page's script runs (rows can be added and removed): only this section changes.
  const enhanced = useHydrated();
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
      cardRem={16.5}
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
                    {p.name} · {t(`${P}.disks.perGb`, { price: write.money(p.priceUsdPerGbMonth) })}
                  </option>
                ))}
              </select>
              <p className="mt-1 text-xs text-muted">
                {product.description} {t(`${P}.disks.iops`, { iops: write.count(product.iops) })},{" "}
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
