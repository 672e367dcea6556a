// The checkout's contact details (a guest's e-mail, the phone number) kept in the tab while the
// order is being written, so a reload or a visit to the bag and back does not ask for them again.
// Never the card: the mock card form is typed again, as a real one would be. Gone with the tab,
// and once the order is placed.
import { CHECKOUT_MAX_LENGTH } from "../../../domain/checkout-fields";

const KEY = "checkoutContact";

export interface KeptContact {
  email: string;
  phoneNumber: string;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readKeptContact(): KeptContact | null {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { email, phoneNumber } = parsed as Record<string, unknown>;
    if (typeof email !== "string" || typeof phoneNumber !== "string") return null;
    return {
      email: email.slice(0, CHECKOUT_MAX_LENGTH.email),
      phoneNumber: phoneNumber.slice(0, CHECKOUT_MAX_LENGTH.phoneNumber),
    };
  } catch {
    return null;
  }
}

export function keepContact(contact: KeptContact): void {
  try {
    const storage = tabStorage();
    if (!contact.email && !contact.phoneNumber) storage?.removeItem(KEY);
    // Named field by field: nothing else the caller holds is ever written.
    else storage?.setItem(KEY, JSON.stringify({ email: contact.email, phoneNumber: contact.phoneNumber }));
  } catch {
    // Blocked storage: the details are typed again after a reload, as before.
  }
}

export function forgetKeptContact(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
