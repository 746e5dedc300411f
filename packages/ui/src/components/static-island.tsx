// A part of a page that never changes in the browser (the shell's footer, a page's islands):
// rendered on the server only. The browser keeps the HTML the server sent and never renders it
// again, so the part's texts stay out of the dictionary embedded in the page and out of the
// hydration work. The HTML is not React's, so its clicks are delegated: a link marked
// `data-link` goes to `onLink` (an in-app navigation), an element marked `data-action="<name>"`
// to `onAction` with that name.
import { type MouseEvent, type ReactNode, useState } from "react";

/** The HTML of each island as the document arrived with it, kept for a remount. */
const arrived = new Map<string, string>();

function htmlInDocument(id: string): string | null {
  if (typeof document === "undefined") return null;
  const known = arrived.get(id);
  if (known !== undefined) return known;
  const element = document.getElementById(id);
  if (!element) return null;
  arrived.set(id, element.innerHTML);
  return element.innerHTML;
}

/**
 * The path (with query and hash) of the link marked `data-link` a click follows, when the app
 * should navigate to it as a <Link> would: a plain left click on this site's pages only; a
 * modified click, another window, a download or another site is the browser's.
 */
function inAppLink(event: MouseEvent<HTMLDivElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-link]");
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

/** The name of the element marked `data-action` a click is on, if any. */
const actionOf = (event: MouseEvent<HTMLDivElement>): string | null =>
  (event.target as Element).closest("[data-action]")?.getAttribute("data-action") ?? null;

export function StaticIsland({
  id,
  className,
  keep = true,
  onLink,
  onAction,
  children,
}: {
  /** Names the island in the page: the server's HTML is read back by it. */
  id: string;
  className?: string;
  /**
   * Whether the browser keeps the server's HTML (the default). A page island whose data the
   * loader sent again (a client navigation, a revalidation) passes false: it renders then.
   */
  keep?: boolean;
  /** Navigates in the app to a path a link marked `data-link` points to. */
  onLink?: (path: string) => void;
  /** Does what an element marked `data-action="<name>"` that was clicked names. */
  onAction?: (name: string) => void;
  /** What the server renders; called where the document does not have the island, or not kept. */
  children: () => ReactNode;
}) {
  // Read once, before hydration changes anything. Where the document has no island (a render
  // without a server, as in a unit test), it renders like any component.
  const [html] = useState(() => (keep ? htmlInDocument(id) : null));
  const onClick =
    onLink || onAction
      ? (event: MouseEvent<HTMLDivElement>) => {
          const path = onLink ? inAppLink(event) : null;
          if (onLink && path !== null) {
            event.preventDefault();
            onLink(path);
            return;
          }
          const name = actionOf(event);
          if (onAction && name) onAction(name);
        }
      : undefined;
  if (!keep || html === null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks come from the links and buttons inside, which the keyboard reaches and clicks
      <div id={id} className={className} onClick={onClick}>
        {children()}
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks come from the links and buttons inside, which the keyboard reaches and clicks
    <div
      id={id}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this island, read back from the document
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
