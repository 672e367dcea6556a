// Password hashes: scrypt with a smaller work area. Better Auth's default (N=2^14, r=16, p=1)
// allocates 32 MiB per hash, for every sign-in, sign-up and password change (and for a sign-in to
// an unknown address, which hashes anyway so it takes as long): the server's memory jumps by that
// much per concurrent sign-in. N=2^13, r=8, p=10 is one of OWASP's equivalent scrypt settings
// (Password Storage Cheat Sheet) with 8 MiB of work area; p runs its lanes one after another in
// the same area. Hashes name their settings ("$scrypt$N$r$p$salt$key"), so the settings can change
// again; Better Auth's own format ("salt:key", its default settings) is still verified, and a hash
// with other settings than today's is replaced at its owner's next sign-in (upgrade-hash.ts).
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptSettings {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT: ScryptSettings = { N: 2 ** 13, r: 8, p: 10 };
/** Better Auth's settings, for hashes written before SCRYPT (no prefix). */
export const BETTER_AUTH_SCRYPT: ScryptSettings = { N: 2 ** 14, r: 16, p: 1 };
const KEY_BYTES = 64;
const PREFIX = "$scrypt$";

/** Bytes of memory one hash works in (scrypt's V array: 128 · r · N). */
export function workAreaBytes(s: ScryptSettings): number {
  return 128 * s.r * s.N;
}

/** Everything OpenSSL allocates for one hash: V, the lanes' blocks and its scratch space. */
function allocatedBytes(s: ScryptSettings): number {
  return 128 * s.r * (s.N + s.p + 2);
}

/**
 * The most a stored hash may ask of the server: Better Auth's memory and the current settings'
 * work. A row written by someone else (a restored or tampered database) cannot make one sign-in
 * take hundreds of megabytes or seconds of CPU.
 */
const MOST = {
  bytes: allocatedBytes(BETTER_AUTH_SCRYPT),
  work: Math.max(
    SCRYPT.N * SCRYPT.r * SCRYPT.p,
    BETTER_AUTH_SCRYPT.N * BETTER_AUTH_SCRYPT.r * BETTER_AUTH_SCRYPT.p,
  ),
};

function derive(password: string, salt: string, s: ScryptSettings): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_BYTES,
      { N: s.N, r: s.r, p: s.p, maxmem: allocatedBytes(s) + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await derive(password, salt, SCRYPT);
  return `${PREFIX}${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt}$${key.toString("hex")}`;
}

const WHOLE = /^[1-9][0-9]{0,9}$/;
const HEX = /^[0-9a-f]+$/;

/** Within what a stored hash may ask: N a power of two, r and p small, memory and work capped. */
function allowed(s: ScryptSettings): boolean {
  return (
    s.N >= 2 &&
    (s.N & (s.N - 1)) === 0 &&
    s.r <= 32 &&
    s.p <= 16 &&
    allocatedBytes(s) <= MOST.bytes &&
    s.N * s.r * s.p <= MOST.work
  );
}

/** The settings, salt and key of a stored hash; null when it is not one this shop may verify. */
export function readHash(hash: string): { settings: ScryptSettings; salt: string; key: Buffer } | null {
  if (hash.startsWith(PREFIX)) {
    const parts = hash.slice(PREFIX.length).split("$");
    if (parts.length !== 5) return null;
    const [n, r, p, salt, key] = parts as [string, string, string, string, string];
    if (!WHOLE.test(n) || !WHOLE.test(r) || !WHOLE.test(p) || !salt || !HEX.test(key)) return null;
    const settings = { N: Number(n), r: Number(r), p: Number(p) };
    return allowed(settings) ? { settings, salt, key: Buffer.from(key, "hex") } : null;
  }
  const parts = hash.split(":");
  if (parts.length !== 2) return null;
  const [salt, key] = parts as [string, string];
  return salt && !salt.includes("$") && HEX.test(key)
    ? { settings: BETTER_AUTH_SCRYPT, salt, key: Buffer.from(key, "hex") }
    : null;
}

/** True for a hash written with other settings than today's (it is replaced at the next sign-in). */
export function isOutdated(hash: string): boolean {
  const stored = readHash(hash);
  return (
    stored !== null &&
    (stored.settings.N !== SCRYPT.N || stored.settings.r !== SCRYPT.r || stored.settings.p !== SCRYPT.p)
  );
}

/**
 * True when `password` is the one `hash` was made from; false for a hash it cannot read or
 * settings OpenSSL refuses (never a throw: Better Auth would answer 500).
 */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const stored = readHash(hash);
  if (!stored || stored.key.length !== KEY_BYTES) return false;
  try {
    return timingSafeEqual(await derive(password, stored.salt, stored.settings), stored.key);
  } catch {
    return false;
  }
}
