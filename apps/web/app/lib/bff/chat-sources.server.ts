// The assistant's sources as links on this site: `/api/chat` answers with paths the page can
// follow in its own language, and a source on another site never reaches the visitor.
import { type Language, localizePath } from "@hostfront/i18n";
import { config } from "~/env.server";

/**
 * The path on this site of a URL under one of its public site URLs (`https://x/zh/doc/a` ->
 * `/zh/doc/a`), or null for anything else.
 */
export function sitePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  const href = `${parsed.origin}${parsed.pathname}`;
  const bases = (Object.entries(config.siteUrls) as [Language, string][]).sort(
    ([, a], [, b]) => b.length - a.length,
  );
  for (const [language, base] of bases) {
    const root = base.replace(/\/+$/, "");
    if (href !== root && !href.startsWith(`${root}/`)) continue;
    const rest = href.slice(root.length) || "/";
    return `${localizePath(rest, language)}${parsed.search}${parsed.hash}`;
  }
  return null;
}

/** A source or answer link as a path on this site, or null when it points elsewhere. */
const sitePath = (url: string): string | null =>
  url.startsWith("/") && !url.startsWith("//") ? url : sitePathOf(url);

/**
 * The answer's Markdown links (`[1](https://site/zh/doc/article/x#y)`) as paths on this site;
 * a link elsewhere becomes its text, so the answer links only to the site.
 */
export function withSiteLinks(answer: string): string {
  return answer.replace(/\[([^\]\n]*)\]\(([^)\s]*)\)/g, (_, text: string, url: string) => {
    const path = sitePath(url);
    return path ? `[${text}](${path})` : text;
  });
}

/**
 * The assistant's answer with its links and sources as links on this site; a source elsewhere
 * is dropped.
 */
export function withSiteSources(message: unknown): unknown {
  if (typeof message !== "object" || message === null) return message;
  const { sources, answer } = message as { sources?: unknown; answer?: unknown };
  if (!Array.isArray(sources)) return message;
  return {
    ...message,
    ...(typeof answer === "string" ? { answer: withSiteLinks(answer) } : {}),
    sources: sources.flatMap((source: { title?: unknown; url?: unknown }) => {
      if (typeof source?.title !== "string" || typeof source.url !== "string") return [];
      const path = sitePath(source.url);
      return path ? [{ title: source.title, url: path }] : [];
    }),
  };
}
