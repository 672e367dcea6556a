// Where React's pipeable stream writes a rendered page: straight into a buffer that is kept for
// the next page, instead of a PassThrough whose chunks (and React's long strings, each turned into
// a Buffer) were concatenated into a new copy of the page for every request. `finish` gets the
// page as a view of that buffer and must copy out what it keeps (applyEdits does) before it
// returns: the buffer goes back to the spares for the next render (docs/benchmarks.md §0j).
//
// React writes to it as to a Node Writable (write, end, destroy, on) and, once every part of the
// page is ready, writes the whole page and ends it in one synchronous call.

/** Buffers kept between renders; more than this many pages rendered at once allocate their own. */
const MAX_SPARES = 8;
/** A buffer grown past this (an unusually large page) is not kept. */
const MAX_KEPT_BYTES = 1024 * 1024;
const FIRST_BYTES = 128 * 1024;

const spares: Buffer[] = [];

export interface DocumentSink {
  write(chunk: Uint8Array | string): boolean;
  end(chunk?: Uint8Array | string): void;
  destroy(error?: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): DocumentSink;
}

export function documentSink(finish: (html: Buffer) => void, fail: (error: unknown) => void): DocumentSink {
  let buf = spares.pop() ?? Buffer.allocUnsafe(FIRST_BYTES);
  let length = 0;
  let closed = false;
  const room = (bytes: number) => {
    if (length + bytes <= buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(buf.length * 2, length + bytes));
    buf.copy(bigger, 0, 0, length);
    buf = bigger;
  };
  const close = () => {
    closed = true;
    if (spares.length < MAX_SPARES && buf.length <= MAX_KEPT_BYTES) spares.push(buf);
  };
  const sink: DocumentSink = {
    write(chunk) {
      if (closed) return false;
      if (typeof chunk === "string") {
        room(chunk.length * 3);
        length += buf.write(chunk, length, "utf8");
      } else {
        room(chunk.byteLength);
        buf.set(chunk, length);
        length += chunk.byteLength;
      }
      return true;
    },
    end(chunk) {
      if (chunk !== undefined) sink.write(chunk);
      if (closed) return;
      try {
        finish(buf.subarray(0, length));
      } catch (error) {
        fail(error);
      } finally {
        close();
      }
    },
    destroy(error) {
      if (closed) return;
      close();
      fail(error ?? new Error("The page's rendering was aborted"));
    },
    on: () => sink,
  };
  return sink;
}

/** Buffers waiting for the next render (for tests). */
export const spareCount = () => spares.length;
