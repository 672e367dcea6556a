// The checkout's contact details (a guest's e-mail, the phone number) kept in the tab while the
// order is being written, so a reload or a visit to the bag and back does not ask for them again.
// Never the card: the mock card form is typed again, as a real one would be. Gone with the tab,
// once the order is placed, and for whoever checks out next in the tab signed in or out otherwise
// (a shared computer: the next shopper does not find the last one's phone number).
import { CHECKOUT_MAX_LENGTH } from "../../../domain/checkout-fields";
import { tabStorage } from "../../lib/tab-storage";

const KEY = "checkoutContact";

export interface KeptContact {
  email: string;
  phoneNumber: string;
}

export function readKeptContact(signedIn: boolean): KeptContact | null {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { email, phoneNumber, signedIn: keptSignedIn } = parsed as Record<string, unknown>;
    if (typeof email !== "string" || typeof phoneNumber !== "string") return null;
    if (keptSignedIn !== signedIn) {
      forgetKeptContact();
      return null;
    }
    return {
      email: email.slice(0, CHECKOUT_MAX_LENGTH.email),
      phoneNumber: phoneNumber.slice(0, CHECKOUT_MAX_LENGTH.phoneNumber),
    };
  } catch {
    return null;
  }
}

export function keepContact(contact: KeptContact, signedIn: boolean): void {
  try {
    const storage = tabStorage();
    if (!contact.email && !contact.phoneNumber) storage?.removeItem(KEY);
    // Named field by field: nothing else the caller holds is ever written.
    else
      storage?.setItem(
        KEY,
        JSON.stringify({ email: contact.email, phoneNumber: contact.phoneNumber, signedIn }),
      );
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
