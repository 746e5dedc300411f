// Read-only calls answered from the catalogue: regions, plans, images, server options, the
// PHP hosting and database plans, and the display currencies.
import { endpoints } from "@hostfront/api-client";
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
} from "@hostfront/api-client/fixtures";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import type { Sandbox, User } from "./context.ts";

const includes = (list: readonly string[], value: string | undefined) =>
  value === undefined || list.includes(value);

export function catalogueCalls(
  sandbox: Sandbox,
): Pick<
  Implementations<User>,
  | "areaSearch"
  | "plans"
  | "hostingPlans"
  | "images"
  | "bandwidths"
  | "diskProducts"
  | "securityGroups"
  | "snapshotStrategies"
  | "currencies"
> {
  const { catalogue } = sandbox;
  const region = (id: string) => {
    const found = catalogue.regions.find((candidate) => candidate.id === id);
    if (!found) throw new ContractError("NOT_FOUND", `No region ${id}.`);
    return found;
  };

  return {
    areaSearch: ({ language, type }) =>
      catalogue.regions
        .filter((r) => includes(r.productTypes, type))
        .map((r) => regionView(r, language, sandbox.config.publicUrl)),

    plans: ({ language, type, areaId }) =>
      catalogue.plans
        .filter((p) => (type === undefined || p.type === type) && includes(p.regions, areaId))
        .map((p) => planView(p, language)),

    hostingPlans: ({ language, kind, areaId }) =>
      sortHostingPlans(
        catalogue.hostingPlans
          .filter((p) => (kind === undefined || p.kind === kind) && includes(p.regions, areaId))
          .map((p) => hostingPlanView(p, language)),
      ),

    images: ({ type }) =>
      catalogue.images.filter((i) => includes(i.productTypes, type)).map(imageView),

    bandwidths: ({ areaId }) =>
      endpoints.bandwidths.output.parse(
        catalogue.bandwidths.filter((b) => b.areaId === region(areaId).id),
      ),

    diskProducts: ({ language, areaId }) =>
      catalogue.diskProducts
        .filter((d) => d.regions.includes(region(areaId).id))
        .map((d) => diskProductView(d, language)),

    securityGroups: ({ language }) =>
      catalogue.securityGroups.map((g) => securityGroupView(g, language)),

    snapshotStrategies: ({ language }) =>
      catalogue.snapshotStrategies.map((s) => snapshotStrategyView(s, language)),

    currencies: () => catalogue.currencies.map((currency) => currencyView(currency, "en")),
  };
}
