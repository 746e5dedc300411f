// The configurator hydrates without making an Intl number formatter (the first one costs a
// page 20-40 ms of main thread): every number its choice sections show for the loader's
// configuration is one the loader wrote. Here the sections render with writers that know only
// what the loader wrote, and fail on any other number.
import { mockUser } from "@hostfront/api-client/mocks";
import type { Language } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import type { SectionProps } from "~/components/configurator/choice";
import { ChoiceSections } from "~/components/configurator/sections";
import { numberWriters } from "~/lib/texts/intl";
import { mockProviderApi } from "~/test/provider";
import { renderInLanguage, writtenOnly } from "~/test/written";
import { configure, receive } from "./product-vps-buy.fixtures";

mockProviderApi();

async function renderSections(language: Language, path: string, token?: string) {
  const { data } = await configure(path, token ? { token } : {});
  const props: SectionProps = {
    config: data.config,
    options: data.options,
    change: () => {},
    write: writtenOnly(data.written),
    errors: {},
  };
  const html = await renderInLanguage(
    language,
    <ChoiceSections
      {...props}
      coupon={{
        loggedIn: data.loggedIn,
        couponsAvailable: data.couponsAvailable,
        loginHref: "/login",
        couponsHref: "/ac/coupon",
        formatDate: (iso) => iso,
      }}
    />,
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
