// A rendered page cut where each answer puts values of its own (the CSP nonce, the request id,
// the keys of its forms), and joined again with another answer's values: what lets the page
// cache answer many visitors with one render (middleware/page-cache.server.ts).

/**
 * What goes between two pieces of a kept page: the response's nonce, its request id, or a new
 * key of the page's n-th form (each answer's forms get keys of their own: lib/forms/forms.server.ts).
 */
export type Hole = "nonce" | "id" | number;

/** The values an answer puts in a kept page's holes. */
export interface HoleValues {
  readonly nonce: string;
  readonly id: string;
  /** A key per form of the page, in the order the render made them. */
  readonly forms: readonly string[];
}

/** A page's HTML cut where the response it was kept from had its nonce and request id. */
export interface CutPage {
  /** UTF-8 bytes; one more than `holes`. */
  readonly pieces: readonly Buffer[];
  readonly holes: readonly Hole[];
  /** How many form keys the page has. */
  readonly forms: number;
  /** Bytes the pieces hold. */
  readonly size: number;
}

/** Where `part` occurs in `bytes`, without overlaps, from `from` to `to`. */
export function positions(bytes: Buffer, part: Buffer, from = 0, to = bytes.length): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(part, from); at !== -1 && at + part.length <= to; ) {
    found.push(at);
    at = bytes.indexOf(part, at + part.length);
  }
  return found;
}

/**
 * `body` cut at each occurrence of each mark, in the order given, in what lies between the cuts
 * made before: where a hit puts its own values, as a `replaceAll` of each mark in turn would.
 * The marks are ASCII, which no byte of a multi-byte UTF-8 character is, so the bytes are
 * searched as they are; the pieces are views of `body`.
 */
export function cutPage(body: Buffer, marks: readonly (readonly [string, Hole])[]): CutPage {
  let pieces: Buffer[] = [body];
  let holes: Hole[] = [];
  for (const [text, hole] of marks) {
    const mark = Buffer.from(text);
    const cutPieces: Buffer[] = [];
    const cutHoles: Hole[] = [];
    pieces.forEach((piece, index) => {
      if (index > 0) cutHoles.push(holes[index - 1] as Hole);
      let start = 0;
      for (const at of positions(piece, mark)) {
        cutPieces.push(piece.subarray(start, at));
        cutHoles.push(hole);
        start = at + mark.length;
      }
      cutPieces.push(piece.subarray(start));
    });
    pieces = cutPieces;
    holes = cutHoles;
  }
  const forms = marks.filter(([, hole]) => typeof hole === "number").length;
  return { pieces, holes, forms, size: body.length };
}

/** The values of a kept page's holes for an answer. */
export const holeValues = (page: Pick<CutPage, "holes">, values: HoleValues): Buffer[] => {
  const bytes = {
    nonce: Buffer.from(values.nonce),
    id: Buffer.from(values.id),
    forms: values.forms.map((key) => Buffer.from(key)),
  };
  return page.holes.map((hole) =>
    typeof hole === "number" ? (bytes.forms[hole] ?? Buffer.alloc(0)) : bytes[hole],
  );
};

/**
 * A kept page with an answer's values in its holes, as the parts to send one after another: its
 * pieces themselves (views of the kept bytes, never written to) and the values.
 */
export function fillPage(
  page: Pick<CutPage, "pieces" | "holes">,
  values: HoleValues,
): Uint8Array[] {
  const filled = holeValues(page, values);
  const parts: Uint8Array[] = [];
  page.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(filled[index - 1] as Buffer);
    parts.push(piece);
  });
  return parts;
}
