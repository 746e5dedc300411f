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

/** The assistant's answer with its sources as links on this site; a source elsewhere is dropped. */
export function withSiteSources(message: unknown): unknown {
  if (typeof message !== "object" || message === null) return message;
  const { sources } = message as { sources?: unknown };
  if (!Array.isArray(sources)) return message;
  return {
    ...message,
    sources: sources.flatMap((source: { title?: unknown; url?: unknown }) => {
      if (typeof source?.title !== "string" || typeof source.url !== "string") return [];
      const path =
        source.url.startsWith("/") && !source.url.startsWith("//")
          ? source.url
          : sitePathOf(source.url);
      return path ? [{ title: source.title, url: path }] : [];
    }),
  };
}
