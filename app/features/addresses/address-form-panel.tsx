import type { ReactNode } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import type { AddressBookStore } from "./address-book-store";
import { addressValues } from "./address-values";
import styles from "../../ui/form/panel.module.css";

export interface AddressFormPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opens the panel. Pass it whenever one button opens the panel: Radix then
   * returns focus to it on close (a panel opened without a trigger leaves focus on the page).
   */
  trigger?: ReactNode;
  store: AddressBookStore;
  countries: readonly Country[];
  /**
   * The entry to edit, by its index in the book and the book's version when the panel was opened
   * (an account's book); absent, the panel adds a new address.
   */
  editing?: { index: number; address: StoredAddress; version?: string | undefined } | null;
  /** Called with the whole book after the change; the panel then closes itself. */
  onSaved: (book: StoredAddress[]) => void;
}

// The form (its fields, the states' list, its checks) is fetched when the trigger is pointed at or
// focused, so checkout and the account do not carry it until an address is added or edited.
const { Body: AddressForm, preload } = lazyPanelBody(() => import("./address-form"));

/** 'Add New Address' and 'Edit Address' (docs/behaviour.md §2), on any address book store. */
export function AddressFormPanel({
  open,
  onOpenChange,
  trigger,
  store,
  countries,
  editing,
  onSaved,
}: AddressFormPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      preload={preload}
      title={editing ? "Edit Address" : "Add New Address"}
    >
      <div className={styles.body}>
        {/* Inside the panel, so each opening starts from the address (or an empty form). */}
        <AddressForm
          initial={addressValues(editing?.address)}
          countries={countries}
          onSave={async (input, makeDefault) => {
            const book = editing
              ? await store.edit(editing.index, input, makeDefault, editing.version)
              : await store.add(input, makeDefault);
            onSaved(book);
            onOpenChange(false);
          }}
        />
      </div>
    </SidePanel>
  );
}
