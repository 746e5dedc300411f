import { type Currency, displayPrice } from "@hostfront/commerce";

// Intl formatters, made once per locale and options: making one costs far more than using it,
// and loaders and components would otherwise make them on every render (like formatPrice's
// cache in @hostfront/commerce). Bounded: a handful of locales and option sets are in use.
const made = new Map<string, unknown>();
const MAX_FORMATTERS = 64;

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    if (made.size >= MAX_FORMATTERS) made.clear();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  cached("names", locale, options, () => new Intl.DisplayNames([locale], options));

/**
 * ISO dates as `locale` writes them (medium style), in UTC so server and browser agree. The
 * formatter is made at the first date, not before: a page that may show none (the
 * configurator without coupons) makes none while it hydrates.
 */
export function mediumDate(locale: string): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return format.format(new Date(iso));
  };
}

/** Numbers as the server wrote them for a page's first render, by the number. */
export type WrittenNumbers = Readonly<Record<string, string>>;

/** Writes each of `numbers` with `format`: the server does, for the page's first render. */
export function writeNumbers(
  numbers: Iterable<number>,
  format: (n: number) => string,
): WrittenNumbers {
  const written: Record<string, string> = {};
  for (const n of numbers) written[String(n)] ??= format(n);
  return written;
}

/**
 * `format`, answering first with what the server wrote. A page whose numbers the server wrote
 * hydrates without making an Intl number formatter: the first one a page makes starts ICU on
 * the main thread, which costs more than all the rest of a small page's hydration.
 */
export const writtenFirst =
  (written: WrittenNumbers | undefined, format: (n: number) => string) =>
  (n: number): string =>
    written?.[String(n)] ?? format(n);

const GB_PER_TB = 1000;
const MBPS_PER_GBPS = 1000;

/** Storage sizes as people write them in `locale`: 25 GB, 1.92 TB. */
export function formatSize(gb: number, locale: string): string {
  return gb >= GB_PER_TB
    ? `${numberFormat(locale, { maximumFractionDigits: 2 }).format(gb / GB_PER_TB)} TB`
    : `${numberFormat(locale).format(gb)} GB`;
}

/** Network speeds in `locale`: 5 Mbps, 1 Gbps. */
export function formatSpeed(mbps: number, locale: string): string {
  return mbps >= MBPS_PER_GBPS
    ? `${numberFormat(locale, { maximumFractionDigits: 1 }).format(mbps / MBPS_PER_GBPS)} Gbps`
    : `${numberFormat(locale).format(mbps)} Mbps`;
}

/** Formats US dollars in a currency for a locale (`displayPrice`, same on server and browser). */
export const moneyFormatter =
  (currency: Currency, locale: string) =>
  (usd: number): string =>
    displayPrice(usd, currency, locale);

/** How pages write their numbers, by kind. */
export interface NumberWriters {
  /** US dollars in the page's currency. */
  readonly money: (usd: number) => string;
  /** Gigabytes: `25 GB`, `1.92 TB`. */
  readonly size: (gb: number) => string;
  /** Megabits a second: `100 Mbps`, `1 Gbps`. */
  readonly speed: (mbps: number) => string;
  /** A count: `25,000`. */
  readonly count: (n: number) => string;
}

/** The numbers a page shows, by kind. */
export type ShownNumbers = { readonly [K in keyof NumberWriters]?: Iterable<number> };

/** The numbers of each kind a page shows, as the server wrote them. */
export type WrittenByKind = { readonly [K in keyof NumberWriters]?: WrittenNumbers };

/** What the server writes of the numbers a page shows, for the browser's first render. */
export function writeByKind(
  shown: ShownNumbers,
  currency: Currency,
  locale: string,
): WrittenByKind {
  const writers = numberWriters(currency, locale);
  const written: { -readonly [K in keyof NumberWriters]?: WrittenNumbers } = {};
  for (const kind of ["money", "size", "speed", "count"] as const) {
    const numbers = shown[kind];
    if (numbers) written[kind] = writeNumbers(numbers, writers[kind]);
  }
  return written;
}

/**
 * The writers of numbers in a currency and locale. With what the server wrote (`writeByKind`),
 * they answer from it first: the page hydrates without an Intl formatter.
 */
export function numberWriters(
  currency: Currency,
  locale: string,
  written?: WrittenByKind,
): NumberWriters {
  return {
    money: writtenFirst(written?.money, moneyFormatter(currency, locale)),
    size: writtenFirst(written?.size, (gb) => formatSize(gb, locale)),
    speed: writtenFirst(written?.speed, (mbps) => formatSpeed(mbps, locale)),
    count: writtenFirst(written?.count, (n) => numberFormat(locale).format(n)),
  };
}
