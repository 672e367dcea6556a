import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRequestTrust } from "./request-trust";

const base = { publicUrl: "https://shop.example", port: 3000, trustedOrigins: [], trustProxy: 0 };
const headers = (h: Record<string, string>) => new Headers(h);

describe("trusted origins", () => {
  it("trusts PUBLIC_URL and every loopback alias on the configured port, nothing else", () => {
    const trust = createRequestTrust(base);
    const none = headers({});
    for (const origin of [
      "https://shop.example",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ])
      expect(trust.isTrustedOrigin(origin, none), origin).toBe(true);
    for (const origin of [
      "http://shop.example",
      "http://localhost:3001",
      "https://localhost:3000",
      "https://evil.example",
      "null",
    ])
      expect(trust.isTrustedOrigin(origin, none), origin).toBe(false);
  });

  it("adds TRUSTED_ORIGINS", () => {
    const trust = createRequestTrust({ ...base, trustedOrigins: ["http://10.0.0.5:3000"] });
    expect(trust.isTrustedOrigin("http://10.0.0.5:3000", headers({}))).toBe(true);
  });

  it("counts the forwarded host and protocol only behind a trusted proxy", () => {
    const forwarded = headers({
      host: "127.0.0.1:3001",
      "x-forwarded-host": "boutique.example:8443",
      "x-forwarded-proto": "https",
    });
    expect(createRequestTrust(base).isTrustedOrigin("https://boutique.example:8443", forwarded)).toBe(false);
    const proxied = createRequestTrust({ ...base, trustProxy: 1 });
    expect(proxied.isTrustedOrigin("https://boutique.example:8443", forwarded)).toBe(true);
    expect(proxied.isTrustedOrigin("http://boutique.example:8443", forwarded)).toBe(false);
    // Without X-Forwarded-Host the proxy passed the visitor's Host through.
    expect(proxied.isTrustedOrigin("http://boutique.example", headers({ host: "boutique.example" }))).toBe(
      true,
    );
    // A malformed forwarded host trusts nothing new.
    expect(proxied.trustedOrigins(headers({ "x-forwarded-host": "evil.example/x@y" }))).toHaveLength(4);
  });
});

describe("the client address", () => {
  async function addressOf(trustProxy: number, xff?: string): Promise<string> {
    const trust = createRequestTrust({ ...base, trustProxy });
    const app = new Hono().get("/", (c) => c.text(trust.clientAddress(c)));
    const res = await app.request("/", { headers: xff ? { "x-forwarded-for": xff } : {} });
    return res.text();
  }

  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    // app.request has no socket: the peer is "unknown".
    expect(await addressOf(0, "203.0.113.9")).toBe("unknown");
  });

  it("takes the address the trusted proxy appended, not ones the client wrote before it", async () => {
    expect(await addressOf(1, "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await addressOf(2, "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await addressOf(1)).toBe("unknown");
  });
});
