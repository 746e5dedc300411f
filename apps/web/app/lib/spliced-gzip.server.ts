// A page compressed once, sent many times with different values in its holes (a kept page's CSP
// nonce and request id), as gzip: each piece between two holes is deflated on its own, ending on
// a full flush (byte-aligned, no reference to what came before), so the pieces can be joined with
// any bytes between them. A hole's value goes in as a stored (uncompressed) deflate block. Only
// the gzip trailer depends on the values: the CRC-32 of the whole page, worked out per answer.
// Compressing a 40 KB page as a stream per answer cost more than the rest of a cached answer
// (zlib's state set up each time, its work handed to the thread pool and back); this costs a
// CRC over the page.
// Formats: RFC 1951 (deflate; stored blocks in 3.2.4) and RFC 1952 (gzip member).
import { constants, crc32, deflateRawSync } from "node:zlib";

/** The gzip member header: deflate, no name, no time, unknown OS (RFC 1952 section 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** Longest stored block (RFC 1951 3.2.4: LEN is 16 bits). */
const STORED_MAX = 0xffff;

/**
 * The pieces of a page deflated to be joined: each but the last ends on a full flush. They are
 * views of one buffer of their exact size: zlib answers each in a buffer of its chunk size (16
 * KB) at least, which a kept page of twenty pieces held twenty times over.
 */
export function deflatePieces(pieces: readonly Uint8Array[], level = 6): Buffer[] {
  const deflated = pieces.map((piece, index) =>
    deflateRawSync(piece, {
      level,
      finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  const whole = Buffer.alloc(deflated.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  return deflated.map((part) => {
    part.copy(whole, at);
    at += part.length;
    return whole.subarray(at - part.length, at);
  });
}

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

/**
 * The gzip parts of a page made of `pieces` (as they are) with `values` between them, given the
 * pieces deflated by `deflatePieces`: to be sent one after another.
 */
export function gzipParts(
  pieces: readonly Uint8Array[],
  deflated: readonly Buffer[],
  values: readonly Uint8Array[],
): Uint8Array[] {
  const parts: Uint8Array[] = [HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      const value = values[index - 1] as Uint8Array;
      parts.push(...storedBlocks(value));
      crc = crc32(value, crc);
      size += value.length;
    }
    parts.push(deflated[index] as Buffer);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return parts;
}

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
