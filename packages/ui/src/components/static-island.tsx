// A part of the shell that never changes in the browser (the footer): rendered on the server
// only. The browser keeps the HTML the server sent and never renders it again, so the part's
// texts stay out of the dictionary embedded in every page and out of the hydration work.
// Its buttons work through `onAction`: a click on an element with `data-action="<name>"`
// inside the island calls it with that name.
import { type ReactNode, useState } from "react";

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

export function StaticIsland({
  id,
  className,
  onAction,
  children,
}: {
  id: string;
  className?: string;
  onAction?: (name: string) => void;
  /** What the server renders; called only where the document does not have the island. */
  children: () => ReactNode;
}) {
  // Read once, before hydration changes anything. Where the document has no island (a render
  // without a server, as in a unit test), it renders like any component.
  const [html] = useState(() => htmlInDocument(id));
  const onClick = onAction
    ? (event: React.MouseEvent<HTMLDivElement>) => {
        const target = (event.target as Element).closest("[data-action]");
        const name = target?.getAttribute("data-action");
        if (name) onAction(name);
      }
    : undefined;
  if (html === null)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks come from the buttons inside, which have their own keyboard handling
      <div id={id} className={className} onClick={onClick}>
        {children()}
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks come from the buttons inside, which have their own keyboard handling
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
