// The configurator's plain options: the choices of an order whose values the contract fixes
// (not the region's catalogue), each declared once here. Everything else follows from this
// table: the configuration's field (model.ts), how it travels in a URL and a form
// (choices.ts), the strict check of a posted order and the orderCreate input
// (order.server.ts), the error summary's label (summary.tsx). CONTRIBUTING.md, "Add an order
// field", says what else a new option needs (its contract field, its texts, its section).
import type { EndpointInput, Period } from "@hostfront/api-client";

type OrderInput = EndpointInput<"orderCreate">;

/** One plain option; its `name` is its query key, form field, configuration field and order input. */
export interface PlainOption<Name extends keyof OrderInput, Value> {
  readonly name: Name;
  /** Every value it takes, in the order the page offers them. */
  readonly values: readonly Value[];
  /** The value of a configuration that does not say (or says what is not a value). */
  readonly fallback: Value;
  /** How a value is written in a URL and a form; "" is left out of both. */
  readonly text: (value: Value) => string;
  /** Whether the URL leaves it out at its fallback (a shorter link for the common choice). */
  readonly quietFallback?: boolean;
  /**
   * What a posted order that leaves it out (or empty) orders, when that is a choice of its own
   * (an unticked box); without it, leaving it out is refused with `errors.<name>`.
   */
  readonly absent?: Value;
  /** The nearest value of a URL's text that is none (15 servers: 10): a link still works. */
  readonly nearest?: (text: string) => Value | undefined;
  /** The key of the text that names it (the error summary links to it). */
  readonly label: string;
  /** The values of its refusal text, `errors.<name>`. */
  readonly problemValues?: Readonly<Record<string, string | number>>;
}

const plainOption = <Name extends keyof OrderInput, Value>(option: PlainOption<Name, Value>) =>
  option;

const P = "pages.product-vps-buy";

/** Billing periods, shortest first. */
export const PERIODS = ["month", "quarter", "year"] as const satisfies readonly Period[];

/** Servers in one order: the provider's bounds (orderCreate `quantity`). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** The counts the page offers, fewest first. */
export const QUANTITIES = Array.from(
  { length: MAX_QUANTITY - MIN_QUANTITY + 1 },
  (_, index) => MIN_QUANTITY + index,
);

/** The plain options, in the order the page shows them. */
export const PLAIN_OPTIONS = [
  plainOption<"period", Period>({
    name: "period",
    values: PERIODS,
    fallback: "month",
    text: String,
    label: `${P}.period.legend`,
  }),
  plainOption<"quantity", number>({
    name: "quantity",
    values: QUANTITIES,
    fallback: MIN_QUANTITY,
    text: String,
    quietFallback: true,
    nearest: (text) => {
      const count = Number(text);
      return text.trim() !== "" && Number.isInteger(count)
        ? Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, count))
        : undefined;
    },
    label: `${P}.quantity.label`,
    problemValues: { min: MIN_QUANTITY, max: MAX_QUANTITY },
  }),
] as const;

type AnyOption = (typeof PLAIN_OPTIONS)[number];
export type PlainName = AnyOption["name"];

/** The configuration's value of each plain option. */
export type PlainValues = {
  readonly [O in AnyOption as O["name"]]: O["fallback"];
};
/** The plain options as they came, not yet checked. */
export type PlainTexts = { readonly [Name in PlainName]?: string | undefined };

export const PLAIN_NAMES: readonly PlainName[] = PLAIN_OPTIONS.map((option) => option.name);

// A union of options is not callable with its own values; each function below takes one
// option at a time through this view (the table above keeps the precise types).
type Loose = PlainOption<PlainName, unknown>;
const loose = (option: AnyOption) => option as unknown as Loose;

/** The value a text names, or undefined (a posted order's strict reading). */
export function plainValueOf(option: AnyOption, text: string | undefined): unknown {
  const plain = loose(option);
  if (text === undefined || text === "") return plain.absent;
  return plain.values.find((value) => plain.text(value) === text);
}

/** The text a value is written as in a URL and a form. */
export const plainText = (option: AnyOption, value: unknown): string => loose(option).text(value);

/** The values of an option's refusal text, `errors.<name>`. */
export const plainProblemValues = (option: AnyOption) => loose(option).problemValues;

/** Each option's value of raw choices, falling back where it names none (a URL's reading). */
export function plainValues(raw: PlainTexts): PlainValues {
  const entries = PLAIN_OPTIONS.map((option) => {
    const plain = loose(option);
    const text = raw[option.name];
    const value =
      plainValueOf(option, text) ??
      (text === undefined ? undefined : plain.nearest?.(text)) ??
      plain.fallback;
    return [option.name, value] as const;
  });
  return Object.fromEntries(entries) as PlainValues;
}

/** Each option's text of a configuration's values (what a URL and a form carry). */
export function plainTexts(values: PlainValues, forUrl: boolean): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const option of PLAIN_OPTIONS) {
    const value = values[option.name];
    const text = plainText(option, value);
    const quiet = forUrl && loose(option).quietFallback === true && value === option.fallback;
    if (text !== "" && !quiet) texts[option.name] = text;
    else if (!forUrl) texts[option.name] = "";
  }
  return texts;
}

/** Each option's text in error summaries, by field name. */
export const plainLabels = (t: (key: string) => string): Record<string, string> =>
  Object.fromEntries(PLAIN_OPTIONS.map((option) => [option.name, t(option.label)]));
