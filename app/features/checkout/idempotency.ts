// One Idempotency-Key per checkout attempt: the same request body keeps its key, so a double
// click or a retry after a lost answer returns the first order instead of placing a second.
export function newIdempotencyKey(): string {
  // randomUUID only exists in secure contexts (https, localhost); a plain-http preview on a LAN
  // address still gets 128 random bits.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function idempotencyKeeper(make: () => string = newIdempotencyKey) {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    /** The key for this body: the previous one while the body is unchanged, else a new one. */
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: make() };
      return last.key;
    },
  };
}
