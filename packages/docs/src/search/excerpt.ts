// The excerpt of a search result: about a given length of a section's text around the densest
// cluster of hits, as segments with the hits marked.
import { hasCjk, type Language, type Token, tokenize } from "./tokenize.ts";
import type { ExcerptSegment } from "./types.ts";

/** What an excerpt needs of a token: its term and where it is in the text. */
export type ExcerptToken = Pick<Token, "term" | "start" | "end">;

/**
 * About `length` characters of `text` around the densest cluster of hit terms, as segments
 * with the hits marked. Plain text in, plain text out: the caller renders it, never as HTML.
 * `tokens` are the whole text's tokens with stopwords kept (`tokenize(text, language,
 * { keepStopwords: true })`), when the caller keeps them; else the text is tokenized here.
 */
export function excerpt(
  text: string,
  language: Language,
  hits: ReadonlySet<string>,
  length: number,
  focus: number | null = null,
  tokens: readonly ExcerptToken[] | null = null,
): ExcerptSegment[] {
  // Long sections are only looked at around the first place a hit appears.
  let from = 0;
  let to = text.length;
  if (focus !== null && text.length > length * 3) {
    from = Math.max(0, focus - length);
    to = Math.min(text.length, focus + length * 2);
    while (from > 0 && !/\s/.test(text[from - 1] ?? " ") && !hasCjk(text[from] ?? "")) from--;
    while (to < text.length && !/\s/.test(text[to] ?? " ") && !hasCjk(text[to - 1] ?? "")) to++;
  }
  // The window's tokens, from the whole text's (a window cut out and segmented on its own
  // can be cut into other words at its edges: the same excerpt whether the caller keeps them).
  const found = (tokens ?? tokenize(text, language, { keepStopwords: true })).filter(
    (token) => token.start >= from && token.end <= to,
  );
  const spans = found
    .filter((token) => hits.has(token.term))
    .map((token) => [token.start, token.end] as const)
    .sort((a, b) => a[0] - b[0]);
  if (text.length <= length && spans.length === 0) return [{ text, hit: false }];

  let start = 0;
  if (spans.length > 0 && text.length > length) {
    // The window (starting a little before a hit) that holds the most hits.
    const lead = Math.floor(length / 4);
    let bestCount = -1;
    for (const [at] of spans) {
      const from = Math.max(0, at - lead);
      const count = spans.filter(([s, e]) => s >= from && e <= from + length).length;
      if (count > bestCount) {
        bestCount = count;
        start = from;
      }
    }
  }
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  // Cut Latin text at spaces, not inside words.
  if (start > 0 && !hasCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space - start < 20) start = space + 1;
  }
  if (end < text.length && !hasCjk(text.slice(end - 1, end))) {
    const space = text.lastIndexOf(" ", end);
    if (space > start && end - space < 20) end = space;
  }

  const segments: ExcerptSegment[] = [];
  const push = (value: string, hit: boolean) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) segments[segments.length - 1] = { text: last.text + value, hit };
    else segments.push({ text: value, hit });
  };
  const cjk = language !== "en";
  if (start > 0) push(cjk ? "…" : "… ", false);
  let cursor = start;
  for (const [s, e] of spans) {
    if (e <= cursor || s >= end) continue;
    const from = Math.max(s, cursor);
    push(text.slice(cursor, from), false);
    push(text.slice(from, Math.min(e, end)), true);
    cursor = Math.min(e, end);
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(cjk ? "…" : " …", false);
  return segments;
}
