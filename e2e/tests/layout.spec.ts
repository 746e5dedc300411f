// What a visitor sees, on every public route in en, zh and ja at a desktop, a tablet and a phone
// width: no text cut off or spilling out of its box, no fixed or sticky widget lying on the
// page's text, no label of the header wrapping. One page load per route, every check in one
// evaluate. With SCREENSHOTS=1 (`pnpm --filter @hostfront/e2e screenshots`) each case also
// saves a full-page screenshot under e2e/screenshots/{light,dark}/ for a reviewer, every part
// of the page drawn.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { inGroups, PUBLIC_PATHS } from "../support/routes.ts";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  languageMenu,
  skipPromo,
  texts,
} from "../support/site.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900, mobile: false },
  { name: "tablet", width: 768, height: 1024, mobile: true },
  { name: "mobile", width: 390, height: 844, mobile: true },
] as const;

const SCREENSHOTS = join(import.meta.dirname, "..", "screenshots");
/** Routes per test: each group loads in one browser context, whose cache the later ones use. */
const ROUTES_PER_TEST = 7;

interface Defect {
  readonly kind: "overflow" | "clipped" | "covered" | "wrapped";
  readonly element: string;
  readonly detail: string;
}

/** Runs in the page: every defect of the three kinds, at load and at the end of the page. */
function findDefects(): Defect[] {
  const defects: Defect[] = [];
  const name = (element: Element): string => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList].slice(0, 3).map((c) => `.${c}`);
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${element.localName}${id}${classes.join("")}> "${text}"`;
  };
  // Not for the eye: not rendered, transparent, aria-hidden, or visually hidden (1 px boxes).
  const hiddenForSight = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return (
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      element.closest(".sr-only, .skip-link, [aria-hidden='true']") !== null ||
      (box.width <= 1 && box.height <= 1)
    );
  };
  const ownText = (element: Element): Text[] =>
    [...element.childNodes].filter(
      (node): node is Text => node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim() !== "",
    );
  const textRects = (nodes: Text[]): DOMRect[] =>
    nodes.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    });
  const clips = (style: CSSStyleDeclaration): boolean =>
    ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
  // A clip edge that fades out (a mask) is a deliberate marquee edge, and a line that ends in
  // an ellipsis says it goes on: neither is cut-off text.
  const fades = (style: CSSStyleDeclaration): boolean =>
    (style.maskImage !== "none" && style.maskImage !== "") || style.textOverflow === "ellipsis";

  // 1 and 2: text that spills out of its own box, or is cut off by an ancestor's clip.
  for (const element of document.body.querySelectorAll("*")) {
    if (["script", "style", "noscript", "option", "template"].includes(element.localName)) continue;
    const nodes = ownText(element);
    if (nodes.length === 0 || hiddenForSight(element)) continue;
    const style = getComputedStyle(element);
    // Its own deliberate edge (an ellipsis): what it shows ends there.
    if (clips(style) && fades(style)) continue;
    if (
      style.display !== "inline" &&
      !["auto", "scroll"].includes(style.overflowX) &&
      element.scrollWidth > element.clientWidth + 1
    )
      defects.push({
        kind: "overflow",
        element: name(element),
        detail: `content ${element.scrollWidth}px wide in a ${element.clientWidth}px box`,
      });
    const rects = textRects(nodes);
    if (rects.length === 0) continue;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const boxStyle = getComputedStyle(box);
      if (!clips(boxStyle)) continue;
      // What a deliberate edge lets through is all its ancestors get to see of the text.
      if (fades(boxStyle)) break;
      const edge = box.getBoundingClientRect();
      // Wholly outside its window, as the announcements waiting their turn are: not shown
      // yet, not cut (one that shows is measured when it does).
      const outside = rects.every(
        (r) =>
          r.bottom <= edge.top + 1 ||
          r.top >= edge.bottom - 1 ||
          r.right <= edge.left + 1 ||
          r.left >= edge.right - 1,
      );
      if (outside) break;
      const cut = rects.some(
        (r) =>
          r.left < edge.left - 1 ||
          r.right > edge.right + 1 ||
          r.top < edge.top - 1 ||
          r.bottom > edge.bottom + 1,
      );
      if (cut) {
        defects.push({ kind: "clipped", element: name(element), detail: `cut by ${name(box)}` });
        break;
      }
    }
    // Text that runs off the window (nothing scrolls it back into view) is cut off too.
    if (
      style.position !== "static" &&
      rects.some((r) => r.right > window.innerWidth + 1 || r.left < -1)
    )
      defects.push({ kind: "clipped", element: name(element), detail: "cut by the window" });
  }

  // 3: no label on two lines in what stands above the page (language bar, header, ticker),
  // but an announcement of the ticker on a phone, which takes two lines rather than lose its end.
  const above: Element[] = [];
  for (
    let s = document.querySelector("main")?.previousElementSibling;
    s;
    s = s.previousElementSibling
  )
    above.push(s, ...s.querySelectorAll("*"));
  const twoLineTicker = window.matchMedia("(width < 640px)").matches;
  for (const element of above) {
    if (element.closest("[role='dialog']") || hiddenForSight(element)) continue;
    if (twoLineTicker && element.closest(".ticker")) continue;
    const tops = new Set(textRects(ownText(element)).map((r) => Math.round(r.top / 4)));
    if (tops.size > 1)
      defects.push({ kind: "wrapped", element: name(element), detail: `${tops.size} lines` });
  }

  // 4: fixed and sticky widgets lying on the page's text: at load, and at the end of the page.
  const widgets = [...document.body.querySelectorAll("*")].filter((element) => {
    const position = getComputedStyle(element).position;
    if (position !== "fixed" && position !== "sticky") return false;
    if (hiddenForSight(element)) return false;
    const r = element.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  });
  const outerWidgets = widgets.filter((w) => !widgets.some((o) => o !== w && o.contains(w)));
  const blocks = [
    ...document.querySelectorAll(
      "main :is(p, h1, h2, h3, h4, h5, h6, li, td, th, dt, dd, label, input, select, textarea, blockquote, figcaption), footer :is(p, a, h2, h3)",
    ),
  ].filter((b) => !hiddenForSight(b) && !outerWidgets.some((w) => w.contains(b)));
  const dockHeight = document.querySelector(".shell-dock")?.getBoundingClientRect().height ?? 0;
  const covered = new Set<string>();
  const look = (atEnd: boolean) => {
    for (const widget of outerWidgets) {
      const w = widget.getBoundingClientRect();
      // A bar across the page's width at the bottom (or top) of the window shortens the window,
      // like the browser's own bars (the dock, the configurator's price bar above it); at the
      // end of the page it must have left room for the last lines.
      const bottomBars = dockHeight + 1;
      const dock =
        w.width >= window.innerWidth * 0.9 &&
        (w.top <= 0 || w.bottom >= window.innerHeight - bottomBars);
      if (dock && !atEnd) continue;
      for (const block of blocks) {
        const b = block.getBoundingClientRect();
        const x = Math.min(w.right, b.right) - Math.max(w.left, b.left);
        const y = Math.min(w.bottom, b.bottom) - Math.max(w.top, b.top);
        const onScreen = b.bottom > 0 && b.top < window.innerHeight;
        if (x > 2 && y > 2 && onScreen) {
          const key = `${name(widget)} covers ${name(block)}`;
          if (covered.has(key)) continue;
          covered.add(key);
          defects.push({
            kind: "covered",
            element: name(block),
            detail: `under ${name(widget)}${atEnd ? " at the end of the page" : ""}`,
          });
        }
      }
    }
  };
  look(false);
  window.scrollTo(0, document.documentElement.scrollHeight);
  look(true);
  window.scrollTo(0, 0);
  return defects;
}

/**
 * Lets every part that renders only when near the window (`.render-near`: content-visibility
 * auto; the footer, an article's other-language links, the home page's bands below its first
 * screens, /product/vps's tables after the first, the configurator's choices from the plans
 * on) render once, as it does when a visitor scrolls to it. Until then it stands as a
 * placeholder of an estimated height (the footer: 40rem, whatever its real height), so "the
 * end of the page" would not be the end a visitor sees; once rendered, its real size is
 * remembered.
 */
async function renderNearParts(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (const part of document.querySelectorAll(".render-near")) {
      part.scrollIntoView({ block: "center" });
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
    });
    for (const { code, prefix } of LANGUAGES) {
      for (const paths of inGroups(PUBLIC_PATHS, ROUTES_PER_TEST)) {
        const urls = paths.map((path) => `${prefix}${path}` || "/");
        test(`layout of ${urls.join(" ")} (${code}, ${viewport.width}px)`, async ({ page }) => {
          await acceptCookies(page);
          await skipPromo(page);
          const report: string[] = [];
          for (const url of urls) {
            await page.goto(url);
            await hydrated(page);
            await page.evaluate(() => document.fonts.ready);
            await renderNearParts(page);
            const defects = await page.evaluate(findDefects);
            if (process.env.SCREENSHOTS) {
              const file = `${url.replace(/^\//, "").replace(/\//g, "_") || "home"}.png`;
              // Every part drawn, as the visitor scrolling through sees it (a part that renders
              // when near would be a blank band of a full-page shot), in both colour themes.
              await page.evaluate(() => {
                document.documentElement.dataset.renderNear = "now";
              });
              for (const colorScheme of ["light", "dark"] as const) {
                await page.emulateMedia({ colorScheme });
                await page.screenshot({
                  path: join(SCREENSHOTS, colorScheme, viewport.name, code, file),
                  fullPage: true,
                });
              }
              await page.emulateMedia({ colorScheme: "light" });
            }
            for (const d of defects)
              report.push(
                `${d.kind} | ${url} | ${code} | ${viewport.width}px | ${d.element} | ${d.detail}`,
              );
          }
          expect(report, `layout defects (${code}, ${viewport.width}px)`).toEqual([]);
        });
      }

      // Closed, the language menu's list is not laid out, so the checks above never see it.
      test(`the open language menu (${code}, ${viewport.width}px)`, async ({ page }) => {
        await acceptCookies(page);
        await skipPromo(page);
        await page.goto(`${prefix}/`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        await languageMenu(page, code).click();
        const list = page.getByRole("list", { name: texts(code).langBar.language });
        await expect(list).toBeVisible();
        const problems = await list.evaluate((element) => {
          const found: string[] = [];
          const box = element.getBoundingClientRect();
          if (box.left < 0 || box.right > window.innerWidth)
            found.push(`the list runs off the window (${box.left}-${box.right})`);
          for (const link of element.querySelectorAll("a")) {
            const range = document.createRange();
            range.selectNodeContents(link);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top / 4)));
            if (lines.size > 1) found.push(`"${link.textContent}" on ${lines.size} lines`);
            // Nothing of the page (the header, a sticky bar) lies on the open list.
            const r = link.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            if (!top || !link.contains(top)) found.push(`"${link.textContent}" is covered`);
          }
          return found;
        });
        expect(problems).toEqual([]);
      });
    }
  });
}
