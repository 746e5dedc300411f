// A band of a page at the site's width. On its own (components/page.tsx re-exports it), so a
// page can use it without the page header's texts.
import type { CSSProperties, ReactNode } from "react";

/**
 * A part that starts well below the first screen on a phone: laid out and painted once the
 * visitor scrolls near it (`.render-near` in styles.css: content-visibility), not for the first
 * paint, holding `estimate` (a CSS length: its height on a phone) as its place until then.
 * Its content is in the page all along: links, anchors, find in page and screen readers reach it.
 */
export function renderNear(estimate: string): { className: string; style: CSSProperties } {
  return {
    className: "render-near",
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
  const near = renderNearEstimate ? renderNear(renderNearEstimate) : null;
  return (
    <section
      className={`mx-auto max-w-7xl px-4 py-10 ${className}${near ? ` ${near.className}` : ""}`}
      style={near?.style}
    >
      {children}
    </section>
  );
}
