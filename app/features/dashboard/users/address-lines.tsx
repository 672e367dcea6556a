// An address as lines: name, street, second line, city and postal code, country (by name when
// the loader sent it). Used for orders' copies and for a user's address book.
import { placeLine } from "../../../../domain/address-book-core";
import styles from "./address-lines.module.css";

export interface AddressLike {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  addressLine_1?: string;
  addressLine_2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country: string;
}

export function AddressLines({
  address,
  countries,
}: {
  address: AddressLike;
  countries: Record<string, string>;
}) {
  const name = address.fullName || [address.firstName, address.lastName].filter(Boolean).join(" ");
  const place = placeLine(address);
  // Many shoppers write city and postal code on the second line already; once is enough.
  const second = address.addressLine_2 ?? "";
  const placeRepeated =
    Boolean(address.city && address.postalCode) &&
    second.includes(address.city ?? "") &&
    second.includes(address.postalCode ?? "");
  const lines = [name, address.addressLine_1, second, placeRepeated ? "" : place];
  return (
    <address className={styles.lines}>
      {lines.filter(Boolean).map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      <span>{countries[address.country] ?? address.country}</span>
    </address>
  );
}
