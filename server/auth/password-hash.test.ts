import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import {
  BETTER_AUTH_SCRYPT,
  SCRYPT,
  hashPassword,
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

  it("refuse a hash they cannot read instead of throwing, and settings bigger than the default", async () => {
    const good = await hashPassword("x-secret");
    const key = good.split("$").pop()!;
    for (const bad of [
      "",
      "nonsense",
      "abc:",
      ":abcd",
      "$scrypt$8192$8$10$salt",
      `$scrypt$8000$8$10$salt$${key}`, // N not a power of two
      `$scrypt$1048576$8$1$salt$${key}`, // 1 GiB of work area
      `$scrypt$8192$8$1000$salt$${key}`, // lanes without end
      `$scrypt$8192$8$10$salt$${key.slice(2)}`, // a key of the wrong length
      `$scrypt$8192$8$10$salt$zz${key.slice(2)}`,
    ]) {
      expect(await verifyPassword(bad, "x-secret"), bad).toBe(false);
    }
  });
});
