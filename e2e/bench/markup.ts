// The markup of a document as the template's markup route renders it (bench/template/app/
// routes/markup.tsx): what its <body> shows, without the scripts.

/** The inside of `html`'s <body>, every <script> element left out. */
export function articleMarkup(html: string): string {
  const open = html.indexOf("<body");
  const start = html.indexOf(">", open) + 1;
  const end = html.lastIndexOf("</body>");
  if (open === -1 || end < start) throw new Error("no <body> in the document");
  return html.slice(start, end).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Markup without comments (React's text separators and boundary marks differ by renderer). */
const withoutComments = (markup: string) => markup.replace(/<!--[\s\S]*?-->/g, "");

/**
 * Throws unless the template's markup route shows `expected` (what the site's document shows):
 * its <body> without scripts and comments.
 */
export function checkSameMarkup(expected: string, templateHtml: string): void {
  const shown = withoutComments(articleMarkup(templateHtml));
  const wanted = withoutComments(expected);
  if (shown === wanted) return;
  let at = 0;
  while (at < wanted.length && shown[at] === wanted[at]) at += 1;
  throw new Error(
    `the template's markup route differs from the site's article at ${at}: ${JSON.stringify(shown.slice(at, at + 80))} for ${JSON.stringify(wanted.slice(at, at + 80))}`,
  );
}
