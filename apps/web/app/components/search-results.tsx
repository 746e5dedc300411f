// Search hits as the results page and the instant results show them: the article, the
// section that matched, and an excerpt with the matched words marked. Plain text only.
import type { ExcerptSegment } from "@hostfront/docs/search";

export interface SearchHit {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  /** Path of the article (and section) without a language prefix. */
  readonly path: string;
  readonly section: string | null;
  readonly excerpt: readonly ExcerptSegment[];
}

export function Excerpt({ segments }: { segments: readonly ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? (
          <mark key={index} className="search-hit">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
