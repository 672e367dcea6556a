import { useState } from "react";
import type { StoredAddress } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import type { AddressBookStore } from "../addresses/address-book-store";
import { AddressFormPanel } from "../addresses/address-form-panel";
import { ManageAddressesPanel } from "../addresses/manage-addresses-panel";
import { CheckboxField } from "../../ui/form/fields";
import { AddressSelect } from "./address-select";
import { billingChoice } from "./checkout-values";
import type { CheckoutForm } from "./use-checkout-form";
import styles from "./checkout.module.css";
import { TitledSection } from "../../ui/titled-section";

/** The classes of this page's titled regions. */
const region = { className: styles.section, titleClassName: styles.sectionTitle };

interface AddressSectionProps {
  form: CheckoutForm;
  store: AddressBookStore;
  book: readonly StoredAddress[] | null;
  onBookChange: (book: StoredAddress[]) => void;
  countries: readonly Country[];
  messageId: string;
}

/** Shipping and billing selectors, 'Same As Shipping Address', and the two address panels. */
export function AddressSection({
  form,
  store,
  book,
  onBookChange,
  countries,
  messageId,
}: AddressSectionProps) {
  const [manageOpen, setManageOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  // Said to a screen reader once the panel has closed; the eye sees the address in the lists.
  const [added, setAdded] = useState(false);
  const { values, marked } = form;
  return (
    <TitledSection id="checkout-addresses" title="Addresses" {...region}>
      <AddressSelect
        label="Shipping Address"
        purpose="shipping"
        book={book}
        value={values.shipping}
        onChange={form.chooseShipping}
        invalid={marked.has("shipping")}
        messageId={messageId}
      />
      <CheckboxField
        label="Same As Shipping Address"
        checked={values.sameAsShipping}
        onChange={(event) => form.setSameAsShipping(event.target.checked)}
      />
      <AddressSelect
        label="Billing Address"
        purpose="billing"
        book={book}
        value={billingChoice(values)}
        onChange={form.chooseBilling}
        invalid={marked.has("billing")}
        messageId={messageId}
      />
      <div className={styles.addressActions}>
        <ManageAddressesPanel
          open={manageOpen}
          onOpenChange={setManageOpen}
          trigger={
            <button type="button" className={styles.textButton} disabled={book === null}>
              Manage Addresses
            </button>
          }
          store={store}
          book={book ?? []}
          onBookChange={onBookChange}
          countries={countries}
        />
        <AddressFormPanel
          open={addOpen}
          onOpenChange={setAddOpen}
          trigger={
            <button type="button" className={styles.textButton} disabled={book === null}>
              Add New Address
            </button>
          }
          store={store}
          countries={countries}
          onSaved={(next) => {
            onBookChange(next);
            setAdded(true);
          }}
        />
      </div>
      <p role="status" className="visually-hidden">
        {added ? "The address has been added." : null}
      </p>
    </TitledSection>
  );
}
