import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { DOCUMENT_ONLY_HEADERS, subresourceHeaders } from "./subresource-headers";

function app() {
  const a = new Hono();
  a.use("/assets/*", subresourceHeaders);
  a.use("*", secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", NONCE] } }));
  a.get("/assets/font.woff2", (c) => c.body("font", 200, { "content-type": "font/woff2" }));
  a.get("/women", (c) => c.html("<p>page</p>"));
  return a;
}

describe("subresourceHeaders", () => {
  it("takes the document-only headers off assets and keeps nosniff and the resource policy", async () => {
    const res = await app().request("/assets/font.woff2");
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("content-type")).toBe("font/woff2");
  });

  it("leaves pages their full set", async () => {
    const res = await app().request("/women");
    expect(res.headers.get("content-security-policy")).toContain("nonce-");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});
