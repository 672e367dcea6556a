import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import {
  BETTER_AUTH_SCRYPT,
  SCRYPT,
  hashPassword,
  isOutdated,
  readHash,
  verifyPassword,
  workAreaBytes,
} from "./password-hash";

describe("password hashes", () => {
  it("work in 8 MiB, a quarter of Better Auth's default, with OWASP's settings for that size", () => {
    expect(workAreaBytes(SCRYPT)).toBe(8 * 1024 * 1024);
    expect(workAreaBytes(BETTER_AUTH_SCRYPT)).toBe(32 * 1024 * 1024);
    // OWASP: N=2^13 (8 MiB at r=8) needs p ≥ 10 for the same cost as N=2^17, r=8, p=1.
    expect(SCRYPT).toEqual({ N: 8192, r: 8, p: 10 });
  });

  it("name their settings, are salted, and verify only the password they were made from", async () => {
    const a = await hashPassword("atelier-customer");
    const b = await hashPassword("atelier-customer");
    expect(a).toMatch(/^\$scrypt\$8192\$8\$10\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "atelier-customer")).toBe(true);
    expect(await verifyPassword(b, "atelier-customer")).toBe(true);
    expect(await verifyPassword(a, "atelier-customeR")).toBe(false);
    expect(await verifyPassword(a, "")).toBe(false);
  });

  it("treat a password's Unicode forms alike (NFKC), as Better Auth does", async () => {
    const composed = await hashPassword("café-noir");
    expect(await verifyPassword(composed, "cafe\u0301-noir")).toBe(true);
  });

  it("still verify hashes written with Better Auth's own format and settings", async () => {
    const legacy = await betterAuthHash("atelier-admin");
    expect(readHash(legacy)?.settings).toEqual(BETTER_AUTH_SCRYPT);
    expect(await verifyPassword(legacy, "atelier-admin")).toBe(true);
    expect(await verifyPassword(legacy, "atelier-editor")).toBe(false);
  });

  it("refuse, without hashing, a stored hash they cannot read or whose settings ask too much", async () => {
    const good = await hashPassword("x-secret");
    const key = good.split("$").pop()!;
    expect(readHash(good)?.settings).toEqual(SCRYPT);
    for (const bad of [
      "",
      "nonsense",
      "abc:",
      ":abcd",
      "a:b:c",
      "$scrypt$8192$8$10$salt",
      `$scrypt$8192$8$10$salt$${key}$extra`,
      `$scrypt$8000$8$10$salt$${key}`, // N not a power of two
      `$scrypt$0x2000$8$10$salt$${key}`,
      `$scrypt$1e1$8$10$salt$${key}`,
      `$scrypt$1048576$8$1$salt$${key}`, // 1 GiB of work area
      `$scrypt$2$131072$16$salt$${key}`, // 512 MiB of lanes
      `$scrypt$8192$8$1000$salt$${key}`, // lanes without end
      `$scrypt$16384$16$16$salt$${key}`, // 32 MiB, but sixteen times Better Auth's work
      `$scrypt$8192$8$10$salt$zz${key.slice(2)}`,
    ]) {
      expect(readHash(bad), bad).toBeNull();
      expect(await verifyPassword(bad, "x-secret"), bad).toBe(false);
    }
    // Read, but a key of the wrong length: refused before hashing.
    expect(await verifyPassword(`$scrypt$8192$8$10$salt$${key.slice(2)}`, "x-secret")).toBe(false);
  });

  it("answer false, not a throw, for settings within the limits that scrypt itself refuses", async () => {
    // OpenSSL requires N < 2^(16·r): at r=1, N=65536 is refused.
    const odd = `$scrypt$65536$1$1$salt$${"ab".repeat(64)}`;
    expect(readHash(odd)).not.toBeNull();
    await expect(verifyPassword(odd, "x-secret")).resolves.toBe(false);
  });

  it("call a hash outdated when its settings are not today's", async () => {
    expect(isOutdated(await hashPassword("p"))).toBe(false);
    expect(isOutdated(await betterAuthHash("p"))).toBe(true);
    expect(isOutdated("nonsense")).toBe(false);
  });
});
