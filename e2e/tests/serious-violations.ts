// The axe-core scans of the suites, in one place. `axe(page)` is the builder every spec starts
// from; `seriousViolations(page)` the serious and critical WCAG 2.x A and AA violations of a page
// as it is now (of its main content unless asked for the whole page: the route-by-route scan of
// a11y.spec.ts covers the shell).
//
// Both run axe in legacy mode: axe runs in the page itself. The default mode runs each frame
// partially and finishes the run in a new blank page, for pages with cross-origin frames; the
// site has none, and that page cost ~1 s per scan here (1.8-2.7 s against 0.9-1.1 s on
// /product/vps, an article and the configurator). Only violations are reported in full: the
// passes' node lists were a third to a half of `axe.run` and nothing reads them.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

export async function seriousViolations(
  page: Page,
  { wholePage = false, rules }: { wholePage?: boolean; rules?: readonly string[] } = {},
) {
  // withRules and withTags cannot be combined (each sets axe's runOnly): named rules or the tags.
  const scan = rules ? axe(page).withRules([...rules]) : axe(page).withTags(WCAG_AA);
  const results = await (wholePage ? scan : scan.include("main")).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}
