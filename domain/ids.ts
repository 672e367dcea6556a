// Random ids from the platform's CSPRNG (globalThis.crypto exists in Node ≥ 19 and every
// browser): order ids are shown to guests and must not be guessable from one another.

const ORDER_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ORDER_ID_LENGTH = 11;
export const ORDER_ID_PATTERN = /^[A-Z0-9]{11}$/;

/** Fills the buffer with random bytes; injectable so tests can drive the sampling. */
export type RandomBytes = (buffer: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

/**
 * 11 characters from A–Z0–9. Bytes of 252 and above are thrown away: 256 is not a multiple of
 * 36, and `byte % 36` over all 256 values would make A–D more likely than the rest.
 */
export function newOrderId(randomBytes: RandomBytes = cryptoBytes): string {
  const size = ORDER_ID_ALPHABET.length;
  const limit = 256 - (256 % size);
  let id = "";
  while (id.length < ORDER_ID_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(16))) {
      if (byte < limit && id.length < ORDER_ID_LENGTH) id += ORDER_ID_ALPHABET.charAt(byte % size);
    }
  }
  return id;
}

/** A uniform integer in [min, max], both inclusive, by the same rejection sampling on 32 bits. */
export function randomInt(min: number, max: number, randomBytes: RandomBytes = cryptoBytes): number {
  const range = max - min + 1;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || range < 1 || range > 2 ** 32) {
    throw new RangeError(`Invalid range: ${min}..${max}`);
  }
  const limit = 2 ** 32 - (2 ** 32 % range);
  for (;;) {
    const bytes = randomBytes(new Uint8Array(4));
    const value = new DataView(bytes.buffer).getUint32(0);
    if (value < limit) return min + (value % range);
  }
}

// Letters that Unicode decomposition leaves whole but readers expect spelled out.
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  þ: "th",
};
// Built from a string, not a regex literal: the server bundle escapes strings to ASCII but copies
// regex literals as they are, and one character past U+00FF there doubles the size V8 keeps of
// the whole bundle's source (decision 93).
const SPELLED_LETTERS = new RegExp(`[${Object.keys(SPELLED).join("")}]`, "g");

/** Lower-case words joined by hyphens: "Men's Café Coat — Navy" → 'mens-cafe-coat-navy'. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(SPELLED_LETTERS, (letter) => SPELLED[letter] ?? "")
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const PRODUCT_URL_SUFFIX_MAX = 1_000_000;

/**
 * The product's url: slug of the title plus a random number from 1 to 1,000,000 (docs/behaviour.md §3), so
 * two products with one title still get distinct urls. A title with no letters or digits
 * becomes 'product' rather than a url starting with a hyphen.
 */
export function productUrl(title: string, random: number = randomInt(1, PRODUCT_URL_SUFFIX_MAX)): string {
  if (!Number.isSafeInteger(random) || random < 1 || random > PRODUCT_URL_SUFFIX_MAX) {
    throw new RangeError(`Url suffix out of range: ${random}`);
  }
  return `${slugify(title) || "product"}-${random}`;
}
