// The assistant's answer as text with its links made clickable: Markdown links and bare
// http(s) URLs become <a> elements, anything else (HTML, other schemes) stays plain text.
// Nothing in an answer is ever parsed as HTML.
import type { ReactNode } from "react";

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https?:\/\/[^\s<>()"'`]{1,500})/g;

/** Whether an answer's link may be followed: a path on this site, or an http(s) URL. */
export function safeHref(url: string): string | null {
  if (url.startsWith("/")) return url.startsWith("//") || url.startsWith("/\\") ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function AnswerText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [whole, label, target, bare] = match;
    // A URL's closing punctuation belongs to the sentence, not the link.
    const url = bare ? bare.replace(/[.,;:!?。，、！？]+$/, "") : (target ?? "");
    const href = safeHref(url);
    const external = href !== null && !href.startsWith("/");
    if (href) {
      out.push(
        <a
          key={at}
          href={href}
          className="underline"
          {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
        >
          {label ?? url}
        </a>,
      );
      if (bare && url.length < bare.length) out.push(bare.slice(url.length));
    } else {
      out.push(label ?? whole);
    }
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <p className="whitespace-pre-line">{out}</p>;
}
