// Whom a request may be trusted to come from: which origins may make state-changing requests
// (the auth endpoints and /api/v1), and the visitor's address for throttles and rate limits.
//
// Trusted origins: PUBLIC_URL; localhost, 127.0.0.1 and [::1] on the port this process serves
// (a shop opened on the machine it runs on works without configuration); TRUSTED_ORIGINS; and,
// with TRUST_PROXY set, the origin the proxy says the visitor used (X-Forwarded-Proto and
// X-Forwarded-Host, else Host). Any other Origin is a cross-site request and is refused.
//
// The visitor's address is the TCP peer, or with TRUST_PROXY=N the N-th address from the right
// of X-Forwarded-For: each proxy appends the peer it saw, so the entries to the left of the
// proxies' own may be forged by the client, and the right-most ones may not.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Config } from "../config";

export interface RequestTrust {
  /** Every origin trusted for a request with these headers (Better Auth's trustedOrigins). */
  trustedOrigins(headers?: Headers): string[];
  isTrustedOrigin(origin: string, headers: Headers): boolean;
  clientAddress(c: Context): string;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(header: string | null): string | undefined {
  const value = header?.split(",")[0]?.trim();
  return value ? value : undefined;
}

/** The origin the visitor used, as the proxy in front reports it; undefined if malformed. */
function forwardedOrigin(headers: Headers): string | undefined {
  const proto = firstValue(headers.get("x-forwarded-proto")) ?? "http";
  const host = firstValue(headers.get("x-forwarded-host")) ?? firstValue(headers.get("host"));
  if ((proto !== "http" && proto !== "https") || !host || !HOST.test(host)) return undefined;
  return new URL(`${proto}://${host}`).origin;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (Vite in development): one shared bucket.
    return "unknown";
  }
}

export function createRequestTrust(
  config: Pick<Config, "publicUrl" | "port" | "trustedOrigins" | "trustProxy">,
): RequestTrust {
  const fixed = [
    new URL(config.publicUrl).origin,
    ...["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${config.port}`),
    ...config.trustedOrigins,
  ];
  const fixedSet = new Set(fixed);

  function trustedOrigins(headers?: Headers): string[] {
    const forwarded = config.trustProxy > 0 && headers ? forwardedOrigin(headers) : undefined;
    return forwarded && !fixedSet.has(forwarded) ? [...fixed, forwarded] : fixed;
  }

  return {
    trustedOrigins,
    isTrustedOrigin: (origin, headers) => trustedOrigins(headers).includes(origin),
    clientAddress(c) {
      const peer = peerAddress(c);
      if (config.trustProxy === 0) return peer;
      const chain = (c.req.header("x-forwarded-for") ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean);
      return chain[chain.length - config.trustProxy] ?? peer;
    },
  };
}
