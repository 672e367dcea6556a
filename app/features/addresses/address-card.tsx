import type { ReactNode } from "react";
import { ADDRESS_TYPE_LABELS, placeLine, type StoredAddress } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { countryName } from "../../ui/form/options";
import styles from "./addresses.module.css";

interface AddressCardProps {
  address: StoredAddress;
  countries: readonly Country[];
  /** Id of the title, so that buttons beside the card can name the address they act on. */
  titleId?: string;
  children?: ReactNode;
}

/** One address as the shopper wrote it; the default is marked. Sign-up's first entry may hold only a country. */
export function AddressCard({ address, countries, titleId, children }: AddressCardProps) {
  const place = placeLine(address);
  const name = address.fullName ?? [address.firstName, address.lastName].filter(Boolean).join(" ");
  return (
    <div className={styles.card}>
      <p className={styles.cardTitle} id={titleId}>
        <span>{ADDRESS_TYPE_LABELS[address.type]}</span>
        {name ? <span className="visually-hidden">, {name}</span> : null}
        {address.defaultAddress ? <span className={styles.badge}>Default</span> : null}
      </p>
      <address className={styles.lines}>
        {name ? <span>{name}</span> : null}
        {address.addressLine_1 ? <span>{address.addressLine_1}</span> : null}
        {address.addressLine_2 ? <span>{address.addressLine_2}</span> : null}
        {place ? <span>{place}</span> : null}
        <span>{countryName(countries, address.country)}</span>
      </address>
      {children}
    </div>
  );
}
