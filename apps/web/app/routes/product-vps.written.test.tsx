// /product/vps hydrates without making an Intl number formatter: every size, speed and price
// its plan tables show is one the loader wrote. The tables render here with writers that know
// only what the loader wrote, and fail on any other number.
import type { Language } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { PlanTable } from "~/components/plans";
import { numberWriters } from "~/lib/texts/intl";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, unwrap } from "~/test/request";
import { renderInLanguage, writtenOnly } from "~/test/written";
import { loader } from "./product-vps";

mockProviderApi();

describe("the plan tables' numbers", () => {
  it.each([
    ["en", "/product/vps"],
    ["zh", "/zh/product/vps"],
    ["ja", "/ja/product/vps?region=fra"],
  ] as const)("are all written by the loader (%s, %s)", async (language: Language, path) => {
    const { data } = unwrap(await loader(await pageArgs(path)));
    const html = await renderInLanguage(
      language,
      <PlanTable
        plans={data.plans}
        caption="plans"
        prefix=""
        region={data.filters.region}
        regionNames={data.regionNames}
        discounts={data.discounts}
        write={writtenOnly(data.written)}
      />,
    );
    // The tables did show numbers, each as the browser's own writers would.
    const writers = numberWriters(data.currency, data.locale);
    const [plan] = data.plans;
    if (!plan) throw new Error("no plan");
    expect(html).toContain(writers.money(plan.prices.year));
    expect(html).toContain(writers.size(plan.diskGb));
    expect(html).toContain(writers.speed(plan.bandwidthMbps));
    // And the memory filter's sizes.
    for (const gb of data.options.memory) expect(writtenOnly(data.written).size(gb)).toBeTruthy();
  });
});
