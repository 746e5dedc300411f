// What an article's body is made of as a page renders it, in a module of its own: the
// browser reads a body back with these (the web app's article-body.tsx) and needs nothing of
// the renderer (render.ts: unified, the sanitizer's schema, the highlighter).

/** Widgets an article may place with a leaf directive (`::looking-glass`). */
export const WIDGETS = ["looking-glass"] as const;
export type WidgetName = (typeof WIDGETS)[number];

/** The body as the page renders it: HTML, with widgets (React components) in between. */
export type BodyPart =
  | { readonly kind: "html"; readonly html: string }
  | { readonly kind: "widget"; readonly name: WidgetName };
