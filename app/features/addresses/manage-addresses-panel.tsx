import type { ReactNode } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import type { AddressBookStore } from "./address-book-store";

const { Body: ManageAddresses, preload } = lazyPanelBody(() => import("./manage-addresses"));

export interface ManageAddressesPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger?: ReactNode;
  store: AddressBookStore;
  /** The book as shown, default first; the panel asks the store to change it. */
  book: readonly StoredAddress[];
  onBookChange: (book: StoredAddress[]) => void;
  countries: readonly Country[];
}

/** 'Manage Addresses' (docs/behaviour.md §2, §4): the book, with Make Default, Edit, Remove and Add New Address. */
export function ManageAddressesPanel({ open, onOpenChange, trigger, ...book }: ManageAddressesPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      preload={preload}
      title="Manage Addresses"
    >
      <ManageAddresses {...book} />
    </SidePanel>
  );
}
