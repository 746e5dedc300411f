// An article's Markdown as machines read it (the site's `.md` URLs): the source without its front
// matter, under its title as a `# ` heading. Links stay as written; the site makes them absolute.

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/** `source` (a content file) as served, titled `title`. */
export function markdownSource(source: string, title: string): string {
  const body = source
    .replace(/^\uFEFF/, "")
    .replace(FRONT_MATTER, "")
    .trim();
  return `# ${title}\n\n${body}\n`;
}
