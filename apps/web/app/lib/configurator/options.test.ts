// Every plain option of the table, whatever it is: the values the contract takes, a URL and a
// posted form that carry each value back, a fallback for what is none, and its texts in every
// language. An option added to PLAIN_OPTIONS is tested here without a line more.
import { endpoints } from "@hostfront/api-client";
import { defaultNamespace, languages, resources } from "@hostfront/i18n";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { choicesFromForm, choicesFromSearch, orderFields, searchOf } from "./choices";
import { type ConfiguratorOptions, normalize } from "./model";
import { PLAIN_OPTIONS, plainText, plainValueOf, plainValues } from "./options";

const options: ConfiguratorOptions = {
  regions: [],
  images: [],
  plans: [],
  bandwidths: [],
  diskProducts: [],
  securityGroups: [],
  snapshotStrategies: [],
  coupons: [],
};
const configured = (raw: Parameters<typeof normalize>[0]) => normalize(raw, "vps", "hkg", options);
const NOT_A_VALUE = "__not_a_value__";
const i18n = createInstance({ resources, defaultNS: defaultNamespace, fallbackLng: false });
await i18n.init();

describe.each(PLAIN_OPTIONS.map((option) => [option.name, option] as const))(
  "the plain option %s",
  (name, option) => {
    const values = option.values as readonly unknown[];
    const contract = endpoints.orderCreate.input.shape[name];

    it("offers values the contract takes, its fallback among them", () => {
      expect(values.length).toBeGreaterThan(0);
      expect(values).toContain(option.fallback);
      for (const value of values) expect(contract.safeParse(value).success).toBe(true);
      // Where the contract has a default, the page falls back to the same.
      const unsaid = contract.safeParse(undefined);
      if (unsaid.success) expect(unsaid.data).toEqual(option.fallback);
    });

    it("carries each value in a URL and in a posted form, and back", () => {
      for (const value of values) {
        const config = { ...configured({ disks: [] }), [name]: value };
        const url = configured(choicesFromSearch(new URLSearchParams(searchOf(config))));
        expect(url[name]).toEqual(value);
        const form = choicesFromForm(orderFields(config));
        expect(plainValueOf(option, form[name])).toEqual(value);
      }
      expect(new Set(values.map((value) => plainText(option, value))).size).toBe(values.length);
    });

    it("falls back in a URL and is refused in an order when the text is not a value", () => {
      expect(configured({ disks: [], [name]: NOT_A_VALUE })[name]).toEqual(option.fallback);
      expect(plainValues({ [name]: NOT_A_VALUE })[name]).toEqual(option.fallback);
      expect(plainValueOf(option, NOT_A_VALUE)).toBeUndefined();
    });

    it.each(languages)("has its label and its refusal in %s", (lng) => {
      expect(i18n.exists(option.label, { lng })).toBe(true);
      expect(i18n.exists(`pages.product-vps-buy.errors.${name}`, { lng })).toBe(true);
    });
  },
);
