// The mock provider's read-only catalogue calls: regions, plans, options, hosting plans,
// currencies and footer links, answered with the same views as the sandbox.
import { endpoints } from "../contract/endpoints.ts";
import {
  currencyView,
  diskProductView,
  hostingPlanView,
  imageView,
  planView,
  regionView,
  securityGroupView,
  snapshotStrategyView,
  sortHostingPlans,
} from "../fixtures/views.ts";
import { ContractError, type Implementations } from "../server/handler.ts";
import type { MockAccount, MockState } from "./state.ts";

export function catalogueCalls(
  state: MockState,
): Pick<
  Implementations<MockAccount>,
  | "footLinks"
  | "areaSearch"
  | "bandwidths"
  | "images"
  | "securityGroups"
  | "diskProducts"
  | "plans"
  | "snapshotStrategies"
  | "hostingPlans"
  | "currencies"
  | "paymentCurrencies"
> {
  const { catalogue } = state;
  return {
    footLinks: () => catalogue.footLinks,
    areaSearch: ({ language, type }) =>
      catalogue.regions
        .filter((r) => !type || (r.productTypes as string[]).includes(type))
        .map((r) => regionView(r, language, state.publicUrl)),
    bandwidths: ({ areaId }) => {
      const options = catalogue.bandwidths.filter((b) => b.areaId === areaId);
      if (options.length === 0) throw new ContractError("NOT_FOUND", `No region ${areaId}.`);
      return options;
    },
    images: ({ type }) =>
      catalogue.images
        .filter((i) => !type || (i.productTypes as string[]).includes(type))
        .map(imageView),
    securityGroups: ({ language }) =>
      catalogue.securityGroups.map((g) => securityGroupView(g, language)),
    diskProducts: ({ language, areaId }) => {
      if (!catalogue.regions.some((r) => r.id === areaId))
        throw new ContractError("NOT_FOUND", `No region ${areaId}.`);
      return catalogue.diskProducts
        .filter((d) => (d.regions as string[]).includes(areaId))
        .map((d) => diskProductView(d, language));
    },
    plans: ({ language, type, areaId }) =>
      catalogue.plans
        .filter(
          (p) =>
            (!type || p.type === type) && (!areaId || (p.regions as string[]).includes(areaId)),
        )
        .map((p) => planView(p, language)),
    snapshotStrategies: ({ language }) =>
      catalogue.snapshotStrategies.map((s) => snapshotStrategyView(s, language)),
    hostingPlans: ({ language, kind, areaId }) =>
      sortHostingPlans(
        catalogue.hostingPlans
          .filter((p) => (!kind || p.kind === kind) && (!areaId || p.regions.includes(areaId)))
          .map((p) => hostingPlanView(p, language)),
      ),
    currencies: () => catalogue.currencies.map((c) => currencyView(c, "en")),
    paymentCurrencies: () => endpoints.paymentCurrencies.output.parse(catalogue.paymentCurrencies),
  };
}
