// A part of a page only the server renders (as the shell's footer is): links and texts that
// never change in the browser. The browser keeps the HTML the document arrived with, so the
// island's data stays out of the hydration payload (`serverOnly` in the loader) and its texts
// out of the embedded dictionary (its page's `serverTexts`, in pages.ts). After a client
// navigation, or when the loader sends the data again (a revalidation: another currency), it
// renders from the data like any component; its page's texts are loaded by then (root.tsx).
// Its components live in `*.island.tsx` modules: page-texts.test.ts checks their keys apart.
import { type ReactNode, useContext, useState } from "react";
import { ServerOnlyValues } from "./server-only";

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
  // Read once, as the document arrived, before hydration changes anything.
  const [html] = useState(() =>
    value === null && server === null && typeof document !== "undefined"
      ? (document.getElementById(id)?.innerHTML ?? null)
      : null,
  );
  if (value === null && html !== null)
    return (
      <div
        id={id}
        className={className}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    );
  const data = value ?? (server?.get(from) as T | undefined);
  if (data === undefined) throw new Error(`No value for the island ${id}`);
  return (
    <div id={id} className={className}>
      {children(data)}
    </div>
  );
}
