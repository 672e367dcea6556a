// Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
// they answer 503 with Retry-After, and the pool reconnects by itself when the server returns.
const NETWORK = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect now).
const SQLSTATE = /^(08|57P0[123])/;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK.has(code) || SQLSTATE.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
