// Writes `.br` and `.gz` beside every compressible text file of the client build, once, at build
// time, so the server sends JavaScript and CSS brotli-compressed (smaller than on-the-fly gzip)
// without spending CPU per request. server/static.ts serves them (`precompressed: true`).
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images (WebP, PNG) and woff2 fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|ico|webmanifest)$/i;
/** Below this a compressed copy saves less than its own HTTP overhead. */
export const MIN_BYTES = 256;

/** @param {string} dir @returns {Promise<string[]>} */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return walk(full);
      return Promise.resolve(e.isFile() ? [full] : /** @type {string[]} */ ([]));
    }),
  );
  return nested.flat();
}

/**
 * Compresses every eligible file under `dir`; a variant is kept only when it is smaller.
 * @param {string} dir
 */
export async function precompressDir(dir) {
  const files = (await walk(dir)).filter((f) => COMPRESSIBLE.test(f));
  const result = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length >= raw.length && gz.length >= raw.length) return;
      const writes = [];
      if (br.length < raw.length) writes.push(writeFile(`${file}.br`, br));
      if (gz.length < raw.length) writes.push(writeFile(`${file}.gz`, gz));
      await Promise.all(writes);
      result.files += 1;
      result.bytes += raw.length;
      result.brotliBytes += Math.min(br.length, raw.length);
      result.gzipBytes += Math.min(gz.length, raw.length);
    }),
  );
  return result;
}
