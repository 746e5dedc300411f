// The site's doc article as its document shows it (the bench writes its <body> without the
// scripts to markup.html before building), rendered by React on every request like any page:
// what React Router and React alone cost for that markup, with no middleware, loader, data or
// dictionary. The article's body parts are HTML strings in the site (ArticleBody's
// dangerouslySetInnerHTML), so they are here too; every other element is an element.
import { createElement, type ReactNode } from "react";
import markup from "./markup.html?raw";

interface Element {
  readonly tag: string;
  readonly props: Record<string, unknown>;
  readonly children: Node[];
}
type Node = string | Element;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Attributes React renders as `name=""` when true: the prop must be true, not "". */
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "readonly",
  "required",
  "multiple",
  "open",
  "async",
  "defer",
  "autofocus",
  "novalidate",
  "inert",
]);
/** The props React knows by another name than the attribute (the rest pass as they are). */
const PROP_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  autofocus: "autoFocus",
  novalidate: "noValidate",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  spellcheck: "spellCheck",
  colspan: "colSpan",
  rowspan: "rowSpan",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  fetchpriority: "fetchPriority",
  viewbox: "viewBox",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
};
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    style[
      name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    ] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [, name = "", quoted] of attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
    const value = quoted === undefined ? "" : decode(quoted);
    if (name === "style") props.style = styleObject(value);
    else props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  return props;
}

/**
 * The markup as a tree (React's own output: quoted attributes, closed tags). The children of
 * an element with `data-body` become HTML strings, as the site renders them.
 */
function parse(source: string): Node[] {
  const root: Node[] = [];
  const open: { element: Element; innerStart: number }[] = [];
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z0-9-]+)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>|[^<]+/g;
  for (const match of source.matchAll(token)) {
    const [whole, closing, tag, attributes = ""] = match;
    const siblings = open.at(-1)?.element.children ?? root;
    if (whole.startsWith("<!--")) continue;
    if (closing) {
      const done = open.pop();
      if (!done) continue;
      const parent = open.at(-1)?.element;
      const html = parent?.props["data-body"] !== undefined;
      const { element } = done;
      (parent?.children ?? root).push(
        html
          ? {
              ...element,
              props: {
                ...element.props,
                dangerouslySetInnerHTML: { __html: source.slice(done.innerStart, match.index) },
              },
              children: [],
            }
          : element,
      );
      continue;
    }
    if (tag) {
      const element: Element = { tag, props: propsOf(attributes), children: [] };
      if (VOID.has(tag)) siblings.push(element);
      else open.push({ element, innerStart: match.index + whole.length });
      continue;
    }
    siblings.push(decode(whole));
  }
  return root;
}

const tree = parse(markup);

const render = (node: Node, key: number): ReactNode =>
  typeof node === "string"
    ? node
    : createElement(
        node.tag,
        { ...node.props, key },
        ...(node.children.length > 0 ? [node.children.map(render)] : []),
      );

export function meta() {
  return [{ title: "The site's doc article markup" }];
}

export default function Markup() {
  return <>{tree.map(render)}</>;
}
