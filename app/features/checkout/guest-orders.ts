// A guest's orders are theirs by a secret token returned at placement (decision 2 in docs/decisions.md); it
// is kept on the device under 'guestOrders' so the guest can come back to cancel.
export const GUEST_ORDERS_KEY = "guestOrders";
/** Enough for any shopper's history on one device without letting the entry grow forever. */
const KEEP = 50;

export interface GuestOrder {
  id: string;
  token: string;
}

function isGuestOrder(value: unknown): value is GuestOrder {
  if (typeof value !== "object" || value === null) return false;
  const { id, token } = value as Record<string, unknown>;
  return typeof id === "string" && typeof token === "string";
}

export function readGuestOrders(): GuestOrder[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(GUEST_ORDERS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isGuestOrder) : [];
  } catch {
    return [];
  }
}

export function rememberGuestOrder(order: GuestOrder): void {
  const others = readGuestOrders().filter((o) => o.id !== order.id);
  try {
    window.localStorage.setItem(GUEST_ORDERS_KEY, JSON.stringify([order, ...others].slice(0, KEEP)));
  } catch {
    // Blocked storage: the order can still be cancelled from the open confirmation panel.
  }
}
