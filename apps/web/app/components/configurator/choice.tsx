// Radio-card groups of the configurator: a fieldset with its legend, hint and problem, and
// cards that are native radio buttons underneath (arrow keys, screen readers, no JavaScript).
// A chosen card is marked by its border and a check mark; an unavailable one says why. Also
// what every choice section of the configurator gets from the page.
import { Children, type ReactNode } from "react";
import { renderNear } from "~/components/section";
import type { Configuration, ConfiguratorOptions, RawChoices } from "~/lib/configurator/model";
import type { NumberWriters } from "~/lib/texts/intl";

/** What the page hands each choice section. */
export interface SectionProps {
  readonly config: Configuration;
  readonly options: ConfiguratorOptions;
  /** Changes some choices (the page checks the whole configuration again). */
  readonly change: (patch: Partial<RawChoices>) => void;
  /** Writes prices, sizes, speeds and counts (the first render's as the server wrote them). */
  readonly write: NumberWriters;
  /** Problems of the last order, by field. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The configurator's texts. */
export const P = "pages.product-vps-buy";

/** The choices made with a group of cards, one card per option. */
type CardField =
  | "type"
  | "region"
  | "image"
  | "plan"
  | "bandwidth"
  | "securityGroup"
  | "snapshot"
  | "period"
  | "coupon";

/**
 * The radio of one card: named after its field, checked when the configuration has chosen
 * `value` (`""` is the "none" card of an optional choice), and choosing it changes the field.
 */
export function cardOf(
  { config, change }: Pick<SectionProps, "config" | "change">,
  field: CardField,
  value: string,
) {
  return {
    name: field,
    value,
    checked: (config[field] ?? "") === value,
    onChange: (chosen: string) => change({ [field]: chosen }),
  };
}

export function ChoiceGroup({
  name,
  legend,
  hint,
  error,
  columns = "sm:grid-cols-2",
  cardRem,
  children,
}: {
  /** The field's name: the group is `#field-<name>` (the error summary links to it). */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Grid columns of the cards. */
  columns?: string;
  /**
   * For a group that starts screens below the first on a phone: laid out when the visitor
   * nears it (renderNear), its place held by this height of one card there (in rem, with
   * the gap) times the number of cards, under its legend and hint.
   */
  cardRem?: number;
  children: ReactNode;
}) {
  const id = `field-${name}`;
  const estimate =
    cardRem === undefined
      ? undefined
      : `${(hint ? 5 : 2.5) + Children.toArray(children).length * cardRem}rem`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      {...renderNear("min-w-0 scroll-mt-24", estimate)}
    >
      <legend className="text-lg font-bold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className={`mt-3 grid gap-3 ${columns}`}>{children}</div>
    </fieldset>
  );
}

export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  title,
  badge,
  price,
  reason,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  /** A short mark next to the title (e.g. "Recommended"). */
  badge?: ReactNode;
  /** The option's price, right-aligned under the title. */
  price?: ReactNode;
  /** Why the option cannot be chosen, or what choosing it changes (shown, read with it). */
  reason?: ReactNode;
  children?: ReactNode;
}) {
  const id = `${name}-${value || "none"}`;
  const reasonId = `${id}-reason`;
  const detailsId = `${id}-details`;
  const details = price || children;
  const describedBy = [details ? detailsId : "", reason ? reasonId : ""].filter(Boolean).join(" ");
  return (
    // The radio is named by its title (the label, stretched over the card so that a click
    // anywhere chooses it); the price, the details (a plan's list of specs: not phrasing content,
    // so not inside a label) and the reason describe it.
    // Only the border fades (the hover's). The theme's colours change at once: the card's
    // section is drawn near the window only (render-near), and Chromium does not run a
    // transition in a section it skips, so a faded background stayed light under the dark
    // theme's light text until the visitor scrolled there (a11y.spec.ts, dark on an open page).
    <div
      data-testid={`choice-${name}-${value || "none"}`}
      className={`group relative flex min-w-0 flex-col rounded-lg border bg-white p-4 text-sm transition-[border-color] has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
        disabled
          ? "cursor-not-allowed border-dashed border-line bg-mist text-muted"
          : "cursor-pointer border-line hover:border-brand"
      }`}
    >
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        aria-describedby={describedBy || undefined}
        className="sr-only"
      />
      <span className="flex items-start justify-between gap-3">
        <label
          htmlFor={id}
          className={`min-w-0 after:absolute after:inset-0 after:rounded-lg ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}
        >
          <span className="font-semibold text-ink">{title}</span>
          {badge ? (
            <span className="ml-2 inline-block rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-brand">
              {badge}
            </span>
          ) : null}
        </label>
        <span
          aria-hidden="true"
          className="hidden size-5 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white group-has-[:checked]:inline-flex"
        >
          ✓
        </span>
      </span>
      {details ? (
        <div id={detailsId}>
          {price ? <div className="mt-1 font-semibold text-ink">{price}</div> : null}
          {children ? <div className="mt-1 text-muted">{children}</div> : null}
        </div>
      ) : null}
      {reason ? (
        <p id={reasonId} className="mt-2 text-xs font-medium text-amber-800">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
