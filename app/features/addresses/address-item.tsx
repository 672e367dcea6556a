import { useId, useState } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { PLEASE_WAIT } from "../../../domain/messages";
import { AddressCard } from "./address-card";
import type { AddressBookStore } from "./address-book-store";
import { AddressFormPanel } from "./address-form-panel";
import styles from "./addresses.module.css";

export type AddressAction = "default" | "remove";

interface AddressItemProps {
  address: StoredAddress;
  index: number;
  removable: boolean;
  /** The action under way on this address, if any. */
  busy: AddressAction | null;
  onAction: (action: AddressAction) => void;
  store: AddressBookStore;
  countries: readonly Country[];
  onSaved: (book: StoredAddress[]) => void;
}

/** One entry of Manage Addresses: Make Default (not on the default), Edit, Remove (not on the only one). */
export function AddressItem({
  address,
  index,
  removable,
  busy,
  onAction,
  store,
  countries,
  onSaved,
}: AddressItemProps) {
  const [editOpen, setEditOpen] = useState(false);
  // The book's version when Edit was opened: if another tab changes the book while the form is
  // open (the account page follows it live), this place may hold another address by Save.
  const [openedAt, setOpenedAt] = useState<string>();
  // The buttons are described by the address they act on ('Edit', HOME, Claire Whitmore).
  const titleId = useId();
  const button = (action: AddressAction, label: string) => (
    <button
      type="button"
      className={styles.action}
      aria-describedby={titleId}
      aria-disabled={busy !== null || undefined}
      onClick={() => busy === null && onAction(action)}
    >
      {busy === action ? PLEASE_WAIT : label}
    </button>
  );
  return (
    <AddressCard address={address} countries={countries} titleId={titleId}>
      <div className={styles.actions}>
        {address.defaultAddress ? null : button("default", "Make Default")}
        <AddressFormPanel
          open={editOpen}
          onOpenChange={(open) => {
            if (open) setOpenedAt(store.version?.());
            setEditOpen(open);
          }}
          trigger={
            <button type="button" className={styles.action} aria-describedby={titleId}>
              Edit
            </button>
          }
          store={store}
          countries={countries}
          editing={{ index, address, version: openedAt }}
          onSaved={onSaved}
        />
        {removable ? button("remove", "Remove") : null}
      </div>
    </AddressCard>
  );
}
