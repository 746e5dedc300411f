// A band of a page at the site's width. On its own (components/page.tsx re-exports it), so a
// page can use it without the page header's texts.
import type { CSSProperties, ReactNode } from "react";

/**
 * The `className` and `style` of a part with the classes `className` that, given an
 * `estimate`, starts well below the first screen on a phone: laid out and painted once the
 * visitor scrolls near it (`.render-near` in styles.css: content-visibility), not for the first
 * paint, holding `estimate` (a CSS length: its height on a phone) as its place until then.
 * Its content is in the page all along: links, anchors, find in page and screen readers reach it.
 * Without an estimate the part renders at once, with its classes only.
 */
export function renderNear(
  className: string,
  estimate: string | undefined,
): { className: string; style?: CSSProperties } {
  if (estimate === undefined) return { className };
  return {
    className: `${className} render-near`,
    style: { "--render-near-estimate": estimate } as CSSProperties,
  };
}

/**
 * Lays out every render-near part inside `root` at once: for a jump past them (the
 * configurator's link to its order summary), which must land where the parts' real sizes put
 * the target, not their estimates.
 */
export function renderNearNow(root: Element | null) {
  root?.setAttribute("data-render-near", "now");
}

export function Section({
  children,
  className = "",
  renderNearEstimate,
}: {
  children: ReactNode;
  className?: string;
  /** Rendered only near the window (renderNear), with this estimate of its height on a phone. */
  renderNearEstimate?: string;
}) {
  return (
    <section {...renderNear(`mx-auto max-w-7xl px-4 py-10 ${className}`, renderNearEstimate)}>
      {children}
    </section>
  );
}
