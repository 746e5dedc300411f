// The serious and critical axe-core violations (WCAG 2.x A and AA) of a page as it is now, for
// the specs that check a page in a state the route-by-route scan does not reach (results,
// receipts, refusals).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    // The shell's own parts are scanned by a11y.spec.ts; this is about the page.
    .include("main")
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
}
