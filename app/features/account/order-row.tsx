import { useState } from "react";
import type { Country } from "../../../domain/contracts/countries";
import { formatDate } from "../../../domain/dates";
import type { Order } from "../../../domain/contracts/orders";
import { formatPrice } from "../../../domain/money";
import { ProductImage } from "../../ui/product-image";
import { OrderDetailsPanel } from "./order-details-panel";
import { OrderStatusBadge } from "./order-status-badge";
import styles from "./orders.module.css";

/** docs/behaviour.md §2, §9: at most 4 thumbnails for a multi-item order. */
export const MAX_THUMBNAILS = 4;

interface OrderRowProps {
  order: Order;
  countries: readonly Country[];
  onCancelled: (order: Order) => void;
}

export function OrderRow({ order, countries, onCancelled }: OrderRowProps) {
  const [open, setOpen] = useState(false);
  const single = order.lines.length === 1 ? order.lines[0] : undefined;
  const items = `${order.itemCount} ${order.itemCount === 1 ? "item" : "items"}`;
  const titleId = `order-${order.id}`;
  return (
    <article className={styles.row} aria-labelledby={titleId}>
      <div className={styles.thumbs} data-count={Math.min(order.lines.length, MAX_THUMBNAILS)}>
        {order.lines.slice(0, MAX_THUMBNAILS).map((line, i) => (
          <ProductImage
            key={`${line.productId}-${line.size}-${line.color}-${i}`}
            mediaKey={line.image}
            alt={line.title}
            sizes="6rem"
            className={styles.thumb}
          />
        ))}
        {order.lines.length > MAX_THUMBNAILS ? (
          <span className={styles.more}>+{order.lines.length - MAX_THUMBNAILS}</span>
        ) : null}
      </div>
      <div className={styles.facts}>
        <h2 className={styles.orderTitle} id={titleId}>
          Order No. {order.id}
        </h2>
        {single ? <p className={styles.single}>{single.title}</p> : null}
        <p className={styles.meta}>
          <span>{formatDate(order.purchasedAt)}</span>
          {/* The dot is for the eye; a listener hears a pause, not "2026 1 item" run together. */}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          <span>{items}</span>
        </p>
        <p className={styles.status}>
          <OrderStatusBadge order={order} />
        </p>
      </div>
      <div className={styles.end}>
        <p className={styles.total}>
          {order.replacementFor ? (
            "Exchange"
          ) : (
            <>
              <span className="visually-hidden">Total: </span>
              {formatPrice(order.totalCents)}
            </>
          )}
        </p>
        <OrderDetailsPanel
          open={open}
          onOpenChange={setOpen}
          trigger={
            <button type="button" className={styles.details} aria-describedby={titleId}>
              View Details
            </button>
          }
          order={order}
          countries={countries}
          onCancelled={(cancelled) => {
            onCancelled(cancelled);
            setOpen(false);
          }}
        />
      </div>
    </article>
  );
}
