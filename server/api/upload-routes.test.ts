// deploy/nginx.conf allows 1 MB bodies except where an upload is taken: every API route that
// takes one must have a location there that lets its largest file through (a Design picture
// over 1 MB used to get nginx's 413 page while product pictures passed).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "./routes/index";

const conf = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");

/** nginx's size ('11m', '512k', '1024') in bytes. */
function bytes(size: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(size);
  if (!m) throw new Error(`Unreadable size ${size}`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase() as "" | "k" | "m" | "g"];
  return Number(m[1]) * unit;
}

/** The body limit nginx applies to `path`: its location's own, else the server's. */
function limitFor(path: string): number {
  let limit = bytes(/^\s{4}client_max_body_size (\S+);/m.exec(conf)![1]!);
  for (const block of conf.matchAll(/location (=|~) (\S+) \{([^}]*)\}/g)) {
    const [, kind, pattern, body] = block;
    const matches = kind === "=" ? pattern === path : new RegExp(pattern!).test(path);
    const own = /client_max_body_size (\S+);/.exec(body!);
    if (matches && own) limit = bytes(own[1]!);
  }
  return limit;
}

describe("nginx and the API's uploads", () => {
  const uploads = apiRoutes.filter((r) => r.upload);

  it("finds the upload routes", () => {
    expect(uploads.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/dashboard/media", "/dashboard/design/media"]),
    );
  });

  it.each(uploads.map((r) => [r.path, r.upload!.maxBytes] as const))(
    "lets %s's largest file through",
    (path, maxBytes) => {
      expect(limitFor(`/api/v1${path}`)).toBeGreaterThanOrEqual(maxBytes);
    },
  );

  it("keeps ordinary requests at the small limit", () => {
    expect(limitFor("/api/v1/contact-messages")).toBe(1024 * 1024);
    expect(limitFor("/api/v1/dashboard/media/x")).toBe(1024 * 1024);
  });
});
