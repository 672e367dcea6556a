// Password hashes: scrypt with a smaller work area. Better Auth's default (N=2^14, r=16, p=1)
// allocates 32 MiB per hash, for every sign-in, sign-up and password change (and for a sign-in to
// an unknown address, which hashes anyway so it takes as long): the server's memory jumps by that
// much per concurrent sign-in. N=2^13, r=8, p=10 is one of OWASP's equivalent scrypt settings
// (Password Storage Cheat Sheet) with 8 MiB of work area; p runs its lanes one after another in
// the same area. Hashes name their settings ("$scrypt$N$r$p$salt$key"), so the settings can change
// again; Better Auth's own format ("salt:key", its default settings) is still verified.
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

function derive(password: string, salt: string, s: ScryptSettings): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_BYTES,
      // maxmem: the work area plus the lanes' blocks, with room to spare.
      { N: s.N, r: s.r, p: s.p, maxmem: 2 * workAreaBytes(s) + 256 * s.r * s.p },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await derive(password, salt, SCRYPT);
  return `${PREFIX}${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt}$${key.toString("hex")}`;
}

/** The settings, salt and key of a stored hash; null when it is not one this shop writes. */
export function readHash(hash: string): { settings: ScryptSettings; salt: string; key: Buffer } | null {
  if (hash.startsWith(PREFIX)) {
    const [n, r, p, salt, key] = hash.slice(PREFIX.length).split("$");
    const settings = { N: Number(n), r: Number(r), p: Number(p) };
    const sane =
      Number.isInteger(settings.N) &&
      settings.N >= 2 &&
      (settings.N & (settings.N - 1)) === 0 &&
      Number.isInteger(settings.r) &&
      settings.r >= 1 &&
      Number.isInteger(settings.p) &&
      settings.p >= 1 &&
      settings.p <= 16 &&
      workAreaBytes(settings) <= workAreaBytes(BETTER_AUTH_SCRYPT);
    return sane && salt && key && /^[0-9a-f]+$/.test(key)
      ? { settings, salt, key: Buffer.from(key, "hex") }
      : null;
  }
  const [salt, key] = hash.split(":");
  return salt && key && /^[0-9a-f]+$/.test(key) && !hash.includes("$")
    ? { settings: BETTER_AUTH_SCRYPT, salt, key: Buffer.from(key, "hex") }
    : null;
}

/** True when `password` is the one `hash` was made from; false for a hash it cannot read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const stored = readHash(hash);
  if (!stored || stored.key.length !== KEY_BYTES) return false;
  const key = await derive(password, stored.salt, stored.settings);
  return timingSafeEqual(key, stored.key);
}
