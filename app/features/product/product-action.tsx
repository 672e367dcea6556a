import { useRef, useState } from "react";
import { Link } from "react-router";
import { addToBag, isInBag } from "../../../domain/bag";
import { bagItemFor } from "../../../domain/bag-item";
import type { Product } from "../../../domain/contracts/products";
import { ACTION_LABELS, CONTACT_HREF, actionForStatus } from "../../../domain/product-action";
import { readBag, writeBag } from "../bag/bag-store";
import { openMiniBag } from "../bag/mini-bag-store";
import { AlreadyAddedPanel } from "./already-added-panel";
import { NotifyPanel } from "./notify-panel";
import type { ProductChoice } from "./use-product-choice";
import { WishlistToggle } from "./wishlist-toggle";
import buttons from "../../ui/buttons.module.css";
import styles from "./buy-box.module.css";

const NOT_SAVED =
  "Your shopping bag could not be saved on this device. Please check that your browser allows storage.";

/** The buy box's main button, which depends on the status (docs/behaviour.md §4): contact, add, pre-order, notify. */
export function ProductAction({ product, choice }: { product: Product; choice: ProductChoice }) {
  const [panel, setPanel] = useState<"already" | "notify" | null>(null);
  const [notifyVariant, setNotifyVariant] = useState<{ size: string; color: string } | null>(null);
  const [saveError, setSaveError] = useState(false);
  const action = actionForStatus(choice.status);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function add() {
    const chosen = choice.requireChoice(true);
    if (!chosen?.color) return;
    // Read afresh: another tab may have changed the bag since this page rendered.
    const bag = readBag();
    if (isInBag(bag, product.id)) {
      setPanel("already");
      return;
    }
    const item = bagItemFor({ ...product, productId: product.id }, chosen.size, chosen.color);
    if (!item) return;
    const saved = writeBag(addToBag(bag, item).list);
    setSaveError(!saved);
    if (saved) openMiniBag();
  }

  /** A request is for a variant (decision 65): size and colour must both be chosen. */
  function notify() {
    const chosen = choice.requireChoice(true);
    if (!chosen?.color) return;
    setNotifyVariant({ size: chosen.size, color: chosen.color });
    setPanel("notify");
  }

  // These panels open from code, not from a Radix trigger, so focus is brought back by hand.
  const close = (open: boolean) => {
    if (open) return;
    setPanel(null);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <div className={styles.action}>
      {action === "contact" ? (
        <>
          <Link to={CONTACT_HREF} className={buttons.secondary}>
            {ACTION_LABELS.contact}
          </Link>
          {/* A chosen size sold out in every colour: the shopper may ask to hear when a colour is back. */}
          {choice.sizeKey !== null ? (
            <button ref={buttonRef} type="button" className={buttons.primary} onClick={notify}>
              {ACTION_LABELS.notify}
            </button>
          ) : null}
        </>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className={buttons.primary}
          onClick={action === "notify" ? notify : add}
          // A tap before hydration is held and replayed once the page's handlers are there (hydration.ts).
          data-held="product-action"
        >
          {ACTION_LABELS[action]}
        </button>
      )}
      {saveError ? (
        <p role="alert" className={styles.error}>
          {NOT_SAVED}
        </p>
      ) : null}
      <WishlistToggle productId={product.id} />
      <AlreadyAddedPanel open={panel === "already"} onOpenChange={close} />
      {notifyVariant ? (
        <NotifyPanel
          open={panel === "notify"}
          onOpenChange={close}
          productId={product.id}
          title={product.title}
          size={notifyVariant.size}
          color={notifyVariant.color}
          soldOut={action === "contact"}
        />
      ) : null}
    </div>
  );
}
