// An article's rendered body: its HTML (sanitized when the docs were built) with the widgets
// it places in between. On a page document the HTML is sent once, in the page; hydration
// reads it back from there.
import { type BodyPart, WIDGETS, type WidgetName } from "@hostfront/docs";
import type { ReactNode } from "react";
import { useServerOnly } from "./server-only";

const isWidget = (name: string | undefined): name is WidgetName =>
  (WIDGETS as readonly (string | undefined)[]).includes(name);

/** The parts as the server rendered them into the element `[data-body=key]`. */
function readParts(key: string): BodyPart[] {
  const container = document.querySelector(`[data-body="${key}"]`);
  return [...(container?.children ?? [])].map((element): BodyPart => {
    const widget = (element as HTMLElement).dataset.widget;
    return isWidget(widget)
      ? { kind: "widget", name: widget }
      : { kind: "html", html: element.innerHTML };
  });
}

export function ArticleBody({
  id,
  parts,
  widget,
}: {
  /** Names the body in the page and in the server's values. */
  id: string;
  /** The loader's parts, or null when the page's HTML carries them. */
  parts: readonly BodyPart[] | null;
  widget: (name: WidgetName) => ReactNode;
}) {
  const body = useServerOnly(id, parts, () => readParts(id));
  return (
    <div data-body={id}>
      {body.map((part, index) =>
        part.kind === "html" ? (
          <div key={`html-${index}`} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <div key={`widget-${index}`} data-widget={part.name}>
            {widget(part.name)}
          </div>
        ),
      )}
    </div>
  );
}
