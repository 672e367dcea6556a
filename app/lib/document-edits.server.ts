// A rendered page's post-processing as edits of the rendered bytes (deferred hydration, inlined
// CSS), applied in one copy into the response's own buffer. Each step used to return a new copy
// of the page (a 90 KB page was copied four times per request); those copies were ArrayBuffers
// that outlived the request's scavenges and waited for a full collection, tens of MB of them at
// a time under load (docs/benchmarks.md §0j).

/** Bytes (a slice of the page, or a shared stylesheet) or text to write. */
export type Part = Uint8Array | string;

/** Bytes [from, to) of the page replaced by `parts` (from === to inserts). */
export interface Edit {
  from: number;
  to: number;
  parts: Part[];
}

/**
 * The page with the edits applied; they may come in any order but must not overlap. `alloc`
 * gives the buffer written into (at least the size asked; a pooled one, body-pool.ts).
 */
export function applyEdits(
  html: Uint8Array,
  edits: readonly Edit[],
  alloc: (size: number) => Buffer = Buffer.allocUnsafe,
): Buffer {
  const sorted = [...edits].sort((a, b) => a.from - b.from);
  let total = html.byteLength;
  let last = 0;
  for (const edit of sorted) {
    if (edit.from < last || edit.to < edit.from || edit.to > html.byteLength)
      throw new RangeError(`Overlapping or out-of-range edit at ${edit.from}`);
    last = edit.to;
    total -= edit.to - edit.from;
    for (const part of edit.parts)
      total += typeof part === "string" ? Buffer.byteLength(part) : part.byteLength;
  }
  const out = alloc(total).subarray(0, total);
  let at = 0;
  let from = 0;
  const put = (part: Part) => {
    if (typeof part === "string") at += out.write(part, at);
    else {
      out.set(part, at);
      at += part.byteLength;
    }
  };
  for (const edit of sorted) {
    put(html.subarray(from, edit.from));
    for (const part of edit.parts) put(part);
    from = edit.to;
  }
  put(html.subarray(from));
  return out;
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` in one tag's text (written `name="…"`, as React writes it). */
export function attributeOf(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`\\s${name}="([^"]*)"`)));
  return pattern.exec(tag)?.[1];
}
