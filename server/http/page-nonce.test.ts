import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { nextNonce, pageNonce } from "./page-nonce";

describe("the page's CSP nonce", () => {
  it("is 16 bytes in base64, a new one each time, past a refill of the pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const nonce = nextNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(600);
  });

  it("is the one the header names and the page's handler reads, made once per request", async () => {
    const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
    app.use(
      "*",
      secureHeaders({ contentSecurityPolicy: { scriptSrc: ["'self'", pageNonce], styleSrc: [pageNonce] } }),
    );
    app.get("/", (c) => c.text(c.get("secureHeadersNonce") ?? ""));
    const one = await app.request("/");
    const two = await app.request("/");
    const nonce = await one.text();
    expect(one.headers.get("content-security-policy")).toBe(
      `script-src 'self' 'nonce-${nonce}'; style-src 'nonce-${nonce}'`,
    );
    expect(await two.text()).not.toBe(nonce);
  });
});
