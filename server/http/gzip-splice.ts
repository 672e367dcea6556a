// A stored page, gzipped once, with each response's own nonce spliced in (decision 94).
//
// A cached page differs from one response to the next only by its CSP nonce, so gzipping it per
// response did the same work again for every browser: ~1.5 ms of CPU for /women, eight times
// the cost of sending it as it is. Deflate data is a run of blocks, and a block may be stored
// uncompressed. So each stretch of the page between two nonces is deflated once, on its own
// (its back-references stay inside it) and ended with a sync flush, which closes its last block
// on a byte boundary without marking it final; a response is then the gzip header, those
// stretches with the nonce between them as stored blocks, an empty final block, and the CRC-32
// and length of what it all inflates to (RFC 1951 §3.2.4, RFC 1952 §2.3).
import { promisify } from "node:util";
import { constants, crc32, deflateRaw as deflateRawCallback } from "node:zlib";

const deflateRaw = promisify(deflateRawCallback);

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final stored block of no bytes: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** Each part as raw deflate blocks, none final, ending on a byte boundary. */
export async function deflateParts(parts: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(parts.map((part) => deflateRaw(part, { finishFlush: constants.Z_SYNC_FLUSH })));
}

/** `data` as non-final stored blocks (after a sync flush the stream is byte-aligned). */
function storedBlocks(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const piece = data.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    out.push(head, piece);
  }
  return out;
}

/**
 * The gzip body of `raw` joined by `insert` (raw[0] insert raw[1] insert …), from the parts
 * deflated by deflateParts.
 */
export function gzipSpliced(raw: readonly Buffer[], deflated: readonly Buffer[], insert: Buffer): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  const between = storedBlocks(insert);
  let crc = 0;
  let size = 0;
  raw.forEach((part, i) => {
    if (i > 0) {
      pieces.push(...between);
      crc = crc32(insert, crc);
      size += insert.length;
    }
    pieces.push(deflated[i]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
