// The mark of the section being read in a doc article's table of contents
// (`aria-current="location"` on its links): the enhancement routes/doc-article-slug.tsx loads
// once the reader scrolls. Without it the contents are the plain links the server rendered.

/** The reading line sits this share of the window's height below its top... */
export const READING_LINE_SHARE = 0.25;
/** ...and never above where a followed link puts its heading (its scroll margin), plus this. */
export const LANDING_SLACK_PX = 8;

/**
 * The section being read, as the index of its heading: the last heading whose top (in px from
 * the window's top, in the page's order) is at or above `line`, so a section stays current
 * while its heading has scrolled away and a short one takes over as soon as its heading passes
 * the line; at the end of the page (`atEnd`) the last section, whose heading may never reach
 * the line; -1 before the first heading.
 */
export function currentSection(tops: readonly number[], line: number, atEnd = false): number {
  if (atEnd) return tops.length - 1;
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/** The id a fragment (`#…`, percent-encoded as URLs give it) names; "" for a malformed one. */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/**
 * Marks the contents' links (`[data-toc]`, the article's one or two lists) to the section in
 * view until `signal` aborts, which removes the marks. Headings crossing the reading line (an
 * IntersectionObserver whose root reaches from far above the window down to the line) and the
 * end of a scroll say when to look again. A link followed (a click, Enter) marks its section
 * even where the page cannot scroll its heading up to the line, until the reader scrolls on.
 */
export function markToc(signal: AbortSignal): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>("[data-toc] a[href^='#']")];
  const headings = [...new Set(links.map((link) => idOf(link.hash)))]
    .map((id) => document.getElementById(id))
    .filter((heading) => heading !== null);
  const first = headings[0];
  if (!first || signal.aborted) return;
  const page = document.documentElement;
  let marked: string | null = null;
  let pinned: { id: string; y: number } | null = null;

  const mark = (id: string | null) => {
    if (id === marked) return;
    marked = id;
    for (const link of links)
      if (idOf(link.hash) === id) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
  };
  const line = () =>
    Math.max(
      window.innerHeight * READING_LINE_SHARE,
      (Number.parseFloat(getComputedStyle(first).scrollMarginTop) || 0) + LANDING_SLACK_PX,
    );
  const update = () => {
    if (pinned && Math.abs(window.scrollY - pinned.y) < 1) return mark(pinned.id);
    pinned = null;
    const atEnd =
      window.scrollY > 0 && window.scrollY + window.innerHeight >= page.scrollHeight - 1;
    const tops = headings.map((heading) => heading.getBoundingClientRect().top);
    mark(headings[currentSection(tops, line(), atEnd)]?.id ?? null);
  };
  const pin = (id: string) => {
    if (signal.aborted || !headings.some((heading) => heading.id === id)) return;
    pinned = { id, y: window.scrollY };
    mark(id);
  };

  let observer: IntersectionObserver | null = null;
  // The root's top reaches a page's height above the window, so a jump over the line (Home,
  // End) changes what intersects too; its bottom is the line, which moves with the window.
  const observe = () => {
    observer?.disconnect();
    observer = new IntersectionObserver(update, {
      rootMargin: `${page.scrollHeight}px 0px ${Math.round(line() - window.innerHeight)}px 0px`,
    });
    for (const heading of headings) observer.observe(heading);
  };
  const onHash = () => pin(idOf(window.location.hash));

  // A page opened at a section (or whose link was followed before this code came) marks it.
  const top = document.getElementById(idOf(window.location.hash))?.getBoundingClientRect().top;
  if (top !== undefined && top >= 0 && top < window.innerHeight) onHash();
  observe();
  const options = { signal };
  // The jump to a followed link's heading is done by the next frame.
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>(
        "[data-toc] a[href^='#']",
      );
      if (link) requestAnimationFrame(() => pin(idOf(link.hash)));
    },
    options,
  );
  window.addEventListener("hashchange", onHash, options);
  window.addEventListener("scrollend", update, options);
  window.addEventListener("resize", observe, options);
  signal.addEventListener("abort", () => {
    observer?.disconnect();
    pinned = null;
    mark(null);
  });
}
