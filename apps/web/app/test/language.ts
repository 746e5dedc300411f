// A language as the route tests expect to see it: its texts, and prices in a currency at the
// provider's rate (asked through the mock provider of the running test).
import { type Currency, defaultCurrency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { api } from "~/lib/cache/upstream.server";

/** Every text of a language (the `common` namespace). */
export const texts = (language: Language) => resources[language].common;

/** The provider's rate of a currency. */
export async function rateOf(type: string): Promise<Currency> {
  const rate = (await api.currencies({})).find((currency) => currency.type === type)?.rate;
  if (rate === undefined) throw new Error(`no rate for ${type}`);
  return { type, rate };
}

/** A USD price as a page in `language` shows it: in `type`, by default the language's currency. */
export async function priceIn(
  language: Language,
  usd: number,
  type: string = defaultCurrency(language),
): Promise<string> {
  return displayPrice(usd, await rateOf(type), languageTags[language]);
}
