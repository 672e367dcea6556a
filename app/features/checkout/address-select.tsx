import { useId } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import { NO_ADDRESS, addressKey, addressLabel, isChoosable } from "./checkout-address";
import form from "../../ui/form/form.module.css";

interface AddressSelectProps {
  label: string;
  /** Shipping takes a complete US delivery address; billing any complete entry. */
  purpose: "shipping" | "billing";
  /** null while the book is being read. */
  book: readonly StoredAddress[] | null;
  /** The chosen entry's key, or NO_ADDRESS. */
  value: string;
  onChange: (key: string) => void;
  invalid: boolean;
  /** The form message that explains a mark. */
  messageId: string;
}

/**
 * The address book as a native select, with the spec's unselected 'default' option first.
 * Entries that lack a street (sign-up's country-only entry), or for shipping lack City, State or
 * ZIP (books kept from before they were asked), are listed but cannot be chosen: their label
 * says what to add in Manage Addresses.
 */
export function AddressSelect({
  label,
  purpose,
  book,
  value,
  onChange,
  invalid,
  messageId,
}: AddressSelectProps) {
  const id = useId();
  const entries = book ?? [];
  const index = entries.findIndex((a) => addressKey(a) === value);
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        <span className={form.asterisk} aria-hidden="true">
          {" *"}
        </span>
      </label>
      <div className={form.selectWrap}>
        <select
          id={id}
          className={form.select}
          value={index === -1 ? NO_ADDRESS : String(index)}
          onChange={(event) => {
            const chosen = entries[Number(event.target.value)];
            onChange(event.target.value === NO_ADDRESS || !chosen ? NO_ADDRESS : addressKey(chosen));
          }}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          aria-busy={book === null || undefined}
        >
          <option value={NO_ADDRESS} data-prompt="">
            {book === null ? "Loading addresses…" : "Select an address"}
          </option>
          {entries.map((address, i) => (
            <option key={addressKey(address)} value={String(i)} disabled={!isChoosable(address, purpose)}>
              {addressLabel(address, purpose)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
