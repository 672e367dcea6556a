// The body of the 'Manage Addresses' panel: a chunk of its own, fetched when the panel's trigger
// is pointed at or focused (manage-addresses-panel.tsx), so the account and checkout pages do not
// carry the address forms until the book is opened.
import { useRef, useState } from "react";
import { NO_ADDRESSES, canRemove, type StoredAddress } from "../../../domain/address-book-core";
import { SOMETHING_WENT_WRONG } from "../../../domain/messages";
import { ApiClientError } from "../../../sdk/client";
import { panelTrigger } from "../../ui/side-panel";
import buttons from "../../ui/buttons.module.css";
import formStyles from "../../ui/form/form.module.css";
import panel from "../../ui/form/panel.module.css";
import { AddressFormPanel } from "./address-form-panel";
import { AddressItem, type AddressAction } from "./address-item";
import type { ManageAddressesPanelProps } from "./manage-addresses-panel";
import styles from "./addresses.module.css";

const DONE: Record<AddressAction, string> = {
  default: "The default address has been changed.",
  remove: "The address has been removed.",
};

export type BookProps = Omit<ManageAddressesPanelProps, "open" | "onOpenChange" | "trigger">;

export default function ManageAddresses({ store, book, onBookChange, countries }: BookProps) {
  const [addOpen, setAddOpen] = useState(false);
  const [busy, setBusy] = useState<{ index: number; action: AddressAction } | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function run(index: number, action: AddressAction) {
    if (busy) return;
    setBusy({ index, action });
    try {
      onBookChange(await (action === "default" ? store.makeDefault(index) : store.remove(index)));
      setStatus({ text: DONE[action], failed: false });
    } catch (error) {
      // A refusal the server explains (a book changed in another tab) is said as it gave it.
      const told = error instanceof ApiClientError && error.status === 409;
      setStatus({ text: told ? error.message : SOMETHING_WENT_WRONG, failed: true });
    } finally {
      setBusy(null);
      // The pressed button may be gone (Make Default, Remove): the outcome takes focus instead.
      requestAnimationFrame(() => statusRef.current?.focus());
    }
  }

  const saved = (text: string) => (next: StoredAddress[]) => {
    onBookChange(next);
    setStatus({ text, failed: false });
  };

  return (
    <div className={panel.body}>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={status ? formStyles.message : formStyles.empty}
        data-tone={status?.failed ? "error" : "success"}
      >
        {status?.text}
      </p>
      <AddressFormPanel
        open={addOpen}
        onOpenChange={setAddOpen}
        trigger={panelTrigger(buttons.primary, "Add New Address")}
        store={store}
        countries={countries}
        onSaved={saved("The address has been added.")}
      />
      {book.length === 0 ? (
        <p className={styles.empty}>{NO_ADDRESSES}</p>
      ) : (
        <ul className={styles.list} aria-label="Saved addresses">
          {book.map((address, index) => (
            // By position: after a change the same slot keeps its Edit panel and its focus.
            <li key={index} className={styles.item}>
              <AddressItem
                address={address}
                index={index}
                removable={canRemove(book)}
                busy={busy?.index === index ? busy.action : null}
                onAction={(action) => void run(index, action)}
                store={store}
                countries={countries}
                onSaved={saved("The address has been saved.")}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
