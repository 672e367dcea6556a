// 'Purchase Successful' (docs/behaviour.md §2, §4): the order just placed, its timeline and 'Cancel Order'.
// Default export so the bag page can load it only when there is an order to show.
import { placeLine } from "../../../domain/address-book-core";
import { formatDate } from "../../../domain/dates";
import { SidePanel } from "../../ui/side-panel";
import { OrderContents } from "../account/order-contents";
import { CancelOrderConfirm } from "../orders/cancel-order-confirm";
import { checkoutApi } from "../../lib/checkout-api";
import {
  cancelledPlacedOrder,
  closePlacedOrder,
  usePlacedOrder,
  type PlacedOrderState,
} from "./placed-order-store";
import styles from "../account/order-details.module.css";
import own from "./purchase-panel.module.css";

interface PurchasePanelProps {
  /** After the panel closed (by the shopper or after a cancel): where the page goes next. */
  onClosed?: () => void;
}

export default function PurchasePanel({ onClosed }: PurchasePanelProps) {
  const placed = usePlacedOrder();
  if (!placed) return null;
  return (
    <SidePanel
      open={placed.open}
      onOpenChange={(open) => {
        if (open) return;
        closePlacedOrder();
        onClosed?.();
      }}
      title="Purchase Successful"
    >
      <PurchaseDetails placed={placed} onCancelled={onClosed} />
    </SidePanel>
  );
}

function PurchaseDetails({ placed, onCancelled }: { placed: PlacedOrderState; onCancelled?: () => void }) {
  const { order, guestToken } = placed;

  // docs/behaviour.md §4: asked first, 'Please wait...' while working; on success the panel closes.
  async function cancel() {
    cancelledPlacedOrder(await checkoutApi.cancelOrder(order.id, guestToken ?? undefined));
    onCancelled?.();
  }

  const ship = order.shippingTo;
  return (
    <div className={styles.body}>
      {/* Not <header>: in a dialog, outside <main>, it would be a second banner landmark. */}
      <div className={styles.head}>
        <p className={own.thanks}>Thank you for your order.</p>
        <p className={styles.orderId}>Order No. {order.id}</p>
        <p className={styles.muted}>Placed on {formatDate(order.purchasedAt)}</p>
      </div>
      <OrderContents order={order} />
      <section>
        <h3 className={styles.sectionTitle}>Shipping To</h3>
        <p className={styles.muted}>
          {[ship.fullName, ship.addressLine_1, ship.addressLine_2, placeLine(ship)]
            .filter(Boolean)
            .join(", ")}
        </p>
      </section>
      {order.status === "placed" ? <CancelOrderConfirm orderId={order.id} onCancel={cancel} /> : null}
    </div>
  );
}
