// Decision 2: a guest cancels with a secret token. It is an HMAC of the order id under the
// server secret, so nothing needs storing and nobody can derive it from the id alone.
import { createHmac, timingSafeEqual } from "node:crypto";

export function guestTokenFor(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url");
}

export function isGuestTokenValid(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(guestTokenFor(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order page's signed link, sent in the order e-mails: opens the order with no typing. */
export function orderStatusLink(publicUrl: string, secret: string, orderId: string): string {
  const q = new URLSearchParams({ order: orderId, token: guestTokenFor(secret, orderId) });
  return `${publicUrl}/order-status?${q.toString()}`;
}
