// The other half of lib/server-only.server.ts: a value the loader left out of the hydration
// payload comes from the server render's context, or in the browser from the rendered HTML;
// and the page islands made of such values.
import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useNavigate } from "react-router";

/** Values the server render may read (entry.server provides the request's). */
export const ServerOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * `fromLoader` when the loader sent it; otherwise the server's value while rendering on the
 * server, or `readDom()` once, when the page hydrates.
 */
export function useServerOnly<T>(key: string, fromLoader: T | null, readDom: () => T): T {
  const server = useContext(ServerOnlyValues);
  const [fromDom] = useState(() =>
    fromLoader === null && server === null && typeof document !== "undefined" ? readDom() : null,
  );
  if (fromLoader !== null) return fromLoader;
  if (server?.has(key)) return server.get(key) as T;
  if (fromDom === null) throw new Error(`No value for ${key}: not in the loader data nor the page`);
  return fromDom;
}

/**
 * A click on an island's link marked `data-link` navigates in the app, as a <Link> would (the
 * island's HTML is not React's to hydrate): plain left clicks on this site's pages only; a
 * modified click, another window or another site is the browser's.
 */
function useIslandLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-link]");
    if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * A part of a page only the server renders (as the shell's footer is): links and texts that
 * never change in the browser. The browser keeps the HTML the document arrived with, so the
 * island's data stays out of the hydration payload (`serverOnly` in the loader) and its texts
 * out of the embedded dictionary (its page's `islandTexts`, in pages.ts). After a client
 * navigation, or when the loader sends the data again (a revalidation: another currency), it
 * renders from the data like any component; its page's texts are loaded by then (root.tsx).
 * Its components live in `*.island.tsx` modules: page-texts.test.ts checks their keys apart.
 */
export function PageIsland<T>({
  id,
  from = id,
  value,
  className = "contents",
  children,
}: {
  /** Names the island in the page. */
  id: string;
  /** Names its value in the server's values (`serverOnly`): islands may share one. */
  from?: string;
  /** What the loader sent: null on a page document (`serverOnly`). */
  value: T | null;
  /** The wrapper's classes; by default it takes no box of its own. */
  className?: string;
  children: (value: T) => ReactNode;
}) {
  const server = useContext(ServerOnlyValues);
  const onClick = useIslandLinks();
  // Read once, as the document arrived, before hydration changes anything.
  const [html] = useState(() =>
    value === null && server === null && typeof document !== "undefined"
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  if (value === null && html !== null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are its links' (delegated), which the keyboard reaches and clicks
      // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click
      <div
        id={id}
        className={className}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    );
  const data = value ?? (server?.get(from) as T | undefined);
  if (data === undefined) throw new Error(`No value for the island ${id}`);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are its links' (delegated), which the keyboard reaches and clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click
    <div id={id} className={className} onClick={onClick}>
      {children(data)}
    </div>
  );
}
