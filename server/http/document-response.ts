// A rendered page's Response, kept as bytes all the way to the socket (decision 104).
//
// @hono/node-server's Response is "lightweight": made from bytes, it keeps them and writes them
// to the socket as they are. Reading its `body` or `statusText` builds the real (undici)
// Response instead, which copies the bytes into a new ArrayBuffer and is then sent as a stream.
// React Router reads both of every page it returns (its `isResponse` check, three times on the
// way out), so every rendered page was copied once more, out of the reused answer buffer
// (body-pool.ts), and streamed: ~7 % of an account page's CPU in a profile.
//
// So the page is handed to React Router with its own `statusText` and `body` answering that
// check (the body a Uint8Array of the page, itself a valid body should anything use it), and
// given them back (`fromRouter`) once the router has returned it: from then on the Response is
// the server's ordinary lightweight one. The gzip middleware reads the page's bytes from here
// (`pageBytes`) for the same reason: `arrayBuffer()` would build the real Response to read it.

const routed = new WeakSet<Response>();
const bytesOf = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A page's Response for React Router to pass on: its bytes are not copied on the way. */
export function documentResponse(
  bytes: Uint8Array<ArrayBuffer>,
  init: { status: number; headers: Headers },
): Response {
  const res = new Response(bytes, init);
  Object.defineProperties(res, {
    statusText: { value: "", configurable: true },
    body: { value: bytes, configurable: true },
  });
  routed.add(res);
  bytesOf.set(res, bytes);
  return res;
}

/** The bytes of a page made by `documentResponse`; undefined for any other Response. */
export function pageBytes(res: Response): Uint8Array<ArrayBuffer> | undefined {
  return bytesOf.get(res);
}

/** The same Response once React Router has returned it, as any other the server sends. */
export function fromRouter(res: Response): Response {
  if (routed.delete(res)) {
    delete (res as { statusText?: string }).statusText;
    delete (res as { body?: unknown }).body;
  }
  return res;
}
