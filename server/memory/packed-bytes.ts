// Long-lived bytes in one buffer of exactly their size.
//
// A Buffer is often a view of a larger ArrayBuffer that it keeps alive whole: zlib answers with
// a view of its 64 KB output chunk however few bytes it wrote, and a Buffer made from a string of
// under 32 KB lies in one of Node's shared 64 KB slabs (Buffer.poolSize), which stays resident
// for as long as any Buffer in it lives. For bytes kept for minutes (a cached page), each view
// could hold 64 KB: 40 cached product pages measured 16.7 MB of ArrayBuffers for ~3 MB of bytes
// (docs/benchmarks.md §0l).

/** Copies of these bytes, as views of one new buffer of their total size. */
export function packBytes(pieces: readonly Uint8Array[]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(pieces.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  return pieces.map((p) => {
    whole.set(p, at);
    at += p.byteLength;
    return whole.subarray(at - p.byteLength, at);
  });
}

/** These strings as UTF-8, as views of one new buffer of their total size. */
export function packStrings(texts: readonly string[]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(texts.reduce((n, t) => n + Buffer.byteLength(t, "utf8"), 0));
  let at = 0;
  return texts.map((t) => {
    const n = whole.write(t, at, "utf8");
    at += n;
    return whole.subarray(at - n, at);
  });
}
