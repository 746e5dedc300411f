// A page deflated once and sent with other values in its holes is the gzip of that page, for any
// pieces and values (also values longer than one stored block), as any gzip reader reads it.
import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptsCoding,
  crcAfter,
  deflatePage,
  gzipParts,
  inflatePieces,
  storedBlocks,
} from "./spliced-gzip.server";

const join = (pieces: readonly Buffer[], values: readonly Buffer[]) =>
  Buffer.concat(
    pieces.flatMap((piece, i) => (i === 0 ? [piece] : [values[i - 1] as Buffer, piece])),
  );

describe("spliced gzip", () => {
  it("is the gzip of the pieces with the values between them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary", maxLength: 3_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.string({ maxLength: 40 }), { minLength: 7, maxLength: 7 }),
        (texts, valueTexts) => {
          const pieces = texts.map((text) => Buffer.from(text));
          const values = valueTexts.slice(0, pieces.length - 1).map((text) => Buffer.from(text));
          const page = deflatePage(pieces);
          const parts = gzipParts(page, values);
          expect(gunzipSync(Buffer.concat(parts)).equals(join(pieces, values))).toBe(true);
          // The kept copy gives the pieces back for a client that takes no gzip.
          expect(Buffer.concat(inflatePieces(page)).equals(Buffer.concat(pieces))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("sends a value longer than a stored block in several", () => {
    const pieces = [Buffer.from("<p>"), Buffer.from("</p>")];
    const value = Buffer.alloc(70_000, "n");
    expect(storedBlocks(value)).toHaveLength(4);
    const parts = gzipParts(deflatePage(pieces), [value]);
    expect(gunzipSync(Buffer.concat(parts)).equals(join(pieces, [value]))).toBe(true);
  });

  it("keeps the deflated pieces in one buffer of their size", () => {
    const pieces = Array.from({ length: 20 }, (_, i) => Buffer.from(`<script nonce="">${i}`));
    const { parts } = deflatePage(pieces);
    const buffers = new Set(parts.map((part) => part.buffer));
    expect(buffers.size).toBe(1);
    expect(parts[0]?.buffer.byteLength).toBe(parts.reduce((n, part) => n + part.length, 0));
  });

  it("puts the CRC of a + b together from the CRCs of a and b", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.uint8Array({ maxLength: 3_000 }),
        (a, b) => {
          const zeros = crc32(Buffer.alloc(b.length));
          expect(crcAfter(crc32(a), b.length, crc32(b), zeros)).toBe(crc32(Buffer.concat([a, b])));
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ["gzip, deflate, br, zstd", "gzip", true],
    ["gzip, deflate, br, zstd", "br", true],
    ["br;q=1.0, gzip;q=0", "gzip", false],
    ["deflate", "gzip", false],
    ["*", "br", true],
    ["*;q=0", "gzip", false],
    ["x-gzip", "gzip", true],
    [null, "gzip", false],
  ] as const)("reads Accept-Encoding %j for %s: %s", (header, coding, taken) => {
    expect(acceptsCoding(header, coding)).toBe(taken);
  });
});
