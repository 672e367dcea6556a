// Sends a request whose body the server may refuse before reading it (413), and returns the
// status. fetch rejects with "other side closed" when the server answers and closes while the
// body is still being written, even though the answer arrived; node:http reports the response
// first, so the status is read reliably and the broken pipe that follows is ignored.
import http from "node:http";

export function statusOf(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers = { ...init.headers };
    // Stated up front, as fetch does: node:http would not send a length for DELETE on its own.
    if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
    const req = http.request(url, { method: init.method ?? "POST", headers }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    req.end(init.body);
  });
}
