// A stored page, gzipped once, with each response's own nonce spliced in (decision 94).
//
// A cached page differs from one response to the next only by its CSP nonce, so gzipping it per
// response did the same work again for every browser: ~1.9 ms of CPU for /women, ten times the
// cost of sending it as it is. Deflate data is a run of blocks, and a block may be stored
// uncompressed. So each stretch of the page between two nonces is deflated once and ended with
// a sync flush, which closes its last block on a byte boundary without marking it final; a
// response is the gzip header, those stretches with its nonce between them as stored blocks, an
// empty final block, and the CRC-32 and length of the whole (RFC 1951 §3.2.4, RFC 1952 §2.3).
//
// Each stretch is deflated with what precedes it as its dictionary, so it may point back into
// earlier stretches as one gzip of the page would (without that the page came out ~25 % larger).
// In that dictionary every nonce is a run of FILLER bytes of the nonce's length: a stretch that
// holds no FILLER byte can never match into a nonce, and every nonce of that length leaves the
// earlier stretches where the dictionary had them, so back-references stay right for any nonce.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { packBytes } from "../memory/packed-bytes";

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A final stored block of no bytes: BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;
/** Deflate looks back this far at most. */
const WINDOW = 32 * 1024;
/** Stands for a nonce in the dictionaries; a page's text never holds a NUL. */
const FILLER = 0x00;

export interface DeflatedParts {
  /** Each part as raw deflate blocks, none final, ending on a byte boundary. */
  blocks: Buffer[];
  /** The one length of insert these blocks are good for. */
  insertLength: number;
}

/**
 * Deflates the parts of a page whose inserts (nonces) will all be `insertLength` bytes long.
 * Synchronously and one part at a time: run on the thread pool, a page's parts were deflated side
 * by side, each with its own compressor state (~300 KB), and a burst of page-cache fills held
 * tens of MB of them at once; here one state at a time, 1.5–2.6 ms of main thread for a 100 KB page,
 * once per fill (a fill also renders the page, several times that).
 */
export function deflateParts(parts: readonly Buffer[], insertLength: number): DeflatedParts {
  // The page as the dictionaries see it: the parts joined by runs of FILLER.
  const filler = Buffer.alloc(insertLength, FILLER);
  const seen = Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [filler, part] : [part])));
  const deflated: Buffer[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) at += insertLength;
    const dictionary = seen.subarray(Math.max(0, at - WINDOW), at);
    const chained = dictionary.length > 0 && !part.includes(FILLER);
    deflated.push(
      deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH, ...(chained ? { dictionary } : {}) }),
    );
    at += part.length;
  });
  // Kept as long as the page: not as views of zlib's 64 KB output chunks (packed-bytes.ts).
  return { blocks: packBytes(deflated), insertLength };
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
 * deflated by deflateParts; null when the insert is not of the length they were deflated for.
 */
export function gzipSpliced(raw: readonly Buffer[], deflated: DeflatedParts, insert: Buffer): Buffer | null {
  const pieces = gzipSplicedPieces(raw, deflated, insert);
  return pieces && Buffer.concat(pieces);
}

/** The pieces of gzipSpliced's answer, in order, for the caller to join where it likes. */
export function gzipSplicedPieces(
  raw: readonly Buffer[],
  deflated: DeflatedParts,
  insert: Buffer,
): Buffer[] | null {
  if (insert.length !== deflated.insertLength || raw.length !== deflated.blocks.length) return null;
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
    pieces.push(deflated.blocks[i]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return pieces;
}
