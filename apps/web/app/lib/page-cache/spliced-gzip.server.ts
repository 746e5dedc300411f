// A page compressed once, sent many times with different values in its holes (a kept page's CSP
// nonce, request id and form keys), as gzip: each piece between two holes is deflated on its
// own, ending on a full flush (byte-aligned, no reference to what came before), so the pieces can
// be joined with any bytes between them. A hole's value goes in as a stored (uncompressed)
// deflate block. Only the gzip trailer depends on the values: the CRC-32 of the whole page, put
// together per answer from each piece's CRC and the values' (crcAfter).
// Compressing a page as a stream per answer cost more than the rest of a cached answer
// (zlib's state set up each time, its work handed to the thread pool and back). A kept page holds
// only its compressed pieces: the rare client that takes no gzip gets them inflated.
// Formats: RFC 1951 (deflate; stored blocks in 3.2.4) and RFC 1952 (gzip member).
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";

/** The gzip member header: deflate, no name, no time, unknown OS (RFC 1952 section 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** Longest stored block (RFC 1951 3.2.4: LEN is 16 bits). */
const STORED_MAX = 0xffff;

/** A page deflated in pieces, with what puts its CRC together for any values between them. */
export interface DeflatedPage {
  /** Each piece deflated; views of one buffer of their exact size. */
  readonly parts: readonly Buffer[];
  /** Each piece's length before deflating. */
  readonly sizes: readonly number[];
  /** Each piece's CRC-32, and the CRC-32 of as many zero bytes. */
  readonly crcs: Uint32Array;
  readonly zeroCrcs: Uint32Array;
}

/** Zero bytes, shared, as many as the longest piece seen so far. */
let zeros = Buffer.alloc(0);
const zerosOf = (length: number): Buffer => {
  if (zeros.length < length) zeros = Buffer.alloc(Math.max(length, 2 * zeros.length));
  return zeros.subarray(0, length);
};

/**
 * The CRC-32 of `a` followed by `b`, from the CRC of `a`, the CRC of `b` and the CRC of as many
 * zero bytes as `b` has: a CRC is affine in its start value, so carrying `crcA` over `b` is
 * carrying it over `b`'s length of zeros (a scan of shared zero bytes, not of `b`), plus `b`.
 */
export const crcAfter = (crcA: number, length: number, crcB: number, crcZeros: number): number =>
  (crc32(zerosOf(length), crcA) ^ crcZeros ^ crcB) >>> 0;

/**
 * The pieces of a page deflated to be joined (each but the last ends on a full flush), with
 * their CRCs. zlib answers each piece in a buffer of its chunk size (16 KB) at least, which a
 * kept page of twenty pieces held twenty times over: they are copied into one.
 */
export function deflatePage(pieces: readonly Uint8Array[], level = 6): DeflatedPage {
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  const whole = Buffer.alloc(deflated.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  const parts = deflated.map((part) => {
    part.copy(whole, at);
    at += part.length;
    return whole.subarray(at - part.length, at);
  });
  return {
    parts,
    sizes: pieces.map((piece) => piece.length),
    crcs: Uint32Array.from(pieces, (piece) => crc32(piece)),
    zeroCrcs: Uint32Array.from(pieces, (piece) => crc32(zerosOf(piece.length))),
  };
}

/** Bytes a deflated page holds. */
export const deflatedBytes = (page: DeflatedPage): number =>
  (page.parts[0]?.buffer.byteLength ?? 0) + page.crcs.byteLength + page.zeroCrcs.byteLength;

/** `bytes` as non-final stored deflate blocks, starting and ending on a byte boundary. */
export function storedBlocks(bytes: Uint8Array): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00, then padding to the byte: all zero bits.
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  }
  return blocks;
}

/** The gzip of a deflated page with `values` between its pieces, as parts to send in turn. */
export function gzipParts(page: DeflatedPage, values: readonly Uint8Array[]): Uint8Array[] {
  const parts: Uint8Array[] = [HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      const value = values[index - 1] as Uint8Array;
      parts.push(...storedBlocks(value));
      crc = crc32(value, crc);
      size += value.length;
    }
    parts.push(part);
    crc = crcAfter(crc, page.sizes[index] ?? 0, page.crcs[index] ?? 0, page.zeroCrcs[index] ?? 0);
    size += page.sizes[index] ?? 0;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return parts;
}

/** The pieces of a deflated page as they were. */
export const inflatePieces = (page: DeflatedPage): Buffer[] =>
  page.parts.map((part) => inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));

/** Whether an Accept-Encoding header takes `coding` (RFC 9110 12.5.3: a q of 0 refuses it). */
export function acceptsCoding(header: string | null, coding: "gzip" | "br"): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === coding || (coding === "gzip" && name === "x-gzip")) return !refused;
    if (name === "*") star = !refused;
  }
  return star;
}
