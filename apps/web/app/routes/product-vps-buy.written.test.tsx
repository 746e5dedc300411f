// The configurator hydrates without making an Intl number formatter (the first one costs a
// page 20-40 ms of main thread): every number its choice sections show for the loader's
// configuration is one the loader wrote. Here the sections render with writers that know only
// what the loader wrote, and fail on any other number.
import { mockUser } from "@hostfront/api-client/mocks";
import { type Language, resources } from "@hostfront/i18n";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { SectionProps } from "~/components/configurator/choice";
import { ChoiceSections } from "~/components/configurator/sections";
import {
  type NumberWriters,
  numberWriters,
  type WrittenConfiguratorNumbers,
} from "~/lib/configurator-price";
import { mockProviderApi } from "~/test/provider";
import { configure, receive } from "./product-vps-buy.fixtures";

mockProviderApi();

/** Writers that answer only with what the loader wrote. */
function writtenOnly(written: WrittenConfiguratorNumbers): NumberWriters {
  const only = (kind: keyof NumberWriters) => (n: number) => {
    const text = written[kind][String(n)];
    if (text === undefined) throw new Error(`the loader did not write the ${kind} ${n}`);
    return text;
  };
  return { money: only("money"), size: only("size"), speed: only("speed"), count: only("count") };
}

async function renderSections(language: Language, path: string, token?: string) {
  const { data } = await configure(path, token ? { token } : {});
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: resources[language] },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  const props: SectionProps = {
    config: data.config,
    options: data.options,
    change: () => {},
    write: writtenOnly(data.written),
    errors: {},
  };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChoiceSections
        {...props}
        coupon={{
          loggedIn: data.loggedIn,
          couponsAvailable: data.couponsAvailable,
          loginHref: "/login",
          couponsHref: "/ac/coupon",
          formatDate: (iso) => iso,
        }}
      />
    </I18nextProvider>,
  );
  return { data, html };
}

describe("the configurator's numbers", () => {
  it.each([
    ["en", "/product/vps-buy"],
    ["zh", "/zh/product/vps-buy?type=cvm&region=fra&plan=cvm-m8&period=quarter"],
    ["ja", "/ja/product/vps-buy?type=dedicated&period=year"],
  ] as const)("are all written by the loader (%s, %s)", async (language, path) => {
    const { data, html } = await renderSections(language, path);
    // The sections did show numbers, each as the browser's own writers would.
    const writers = numberWriters(data.currency, data.locale);
    const [plan] = data.options.plans;
    if (!plan) throw new Error("no plan");
    expect(html).toContain(writers.money(plan.prices[data.config.period]));
    expect(html).toContain(writers.size(plan.memoryGb));
    expect(html).toContain(writers.speed(plan.bandwidthMbps));
  });

  it("include a logged-in visitor's coupons", async () => {
    const userCouponId = await receive("cp-year10");
    const { data, html } = await renderSections(
      "zh",
      `/zh/product/vps-buy?plan=vps-4c8g&period=year&coupon=${userCouponId}`,
      mockUser.token,
    );
    const [coupon] = data.options.coupons;
    if (!coupon) throw new Error("no coupon");
    expect(html).toContain(numberWriters(data.currency, data.locale).money(coupon.minSpendUsd));
  });
});
