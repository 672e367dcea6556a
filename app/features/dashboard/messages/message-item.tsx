// One contact message: who, when and about what, opened on demand to read; marked read or
// unread by roles that may edit messages.
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ContactMessage } from "../../../../sdk/dashboard";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import { orderHref } from "../orders/orders-table";
import { Pill } from "../pill";
import styles from "./messages.module.css";

interface MessageItemProps {
  message: ContactMessage;
  busy: boolean;
  onMark: (message: ContactMessage, read: boolean) => void;
}

export function MessageItem({ message, busy, onMark }: MessageItemProps) {
  const canEdit = useCan("messages", "edit");
  const canSeeOrders = useCan("orders", "view");
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const titleId = useId();
  const from = `${message.firstName} ${message.lastName}`.trim();
  return (
    <li className={styles.item} data-unread={message.read ? undefined : true}>
      <article aria-labelledby={titleId}>
        <div className={styles.itemHead}>
          <div className={styles.itemText}>
            <h3 id={titleId} className={styles.subject}>
              {message.read ? null : <span className="visually-hidden">Unread: </span>}
              {message.subject}
            </h3>
            <p className={styles.from}>
              {from} · <a href={`mailto:${message.email}`}>{message.email}</a>
              {message.orderId ? (
                <>
                  {" · Order "}
                  {canSeeOrders ? (
                    <Link to={orderHref(message.orderId)}>{message.orderId}</Link>
                  ) : (
                    message.orderId
                  )}
                </>
              ) : null}
            </p>
          </div>
          <div className={styles.itemSide}>
            {message.read ? null : (
              <Pill tone="accent" dot>
                Unread
              </Pill>
            )}
            <span className={styles.date}>{formatDateTime(message.createdAt)}</span>
          </div>
        </div>
        <p id={bodyId} className={styles.body} hidden={!open}>
          {message.message}
        </p>
        <div className={styles.itemActions}>
          <button
            type="button"
            className={styles.action}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {open ? "Hide message" : "Read message"}
          </button>
          {canEdit ? (
            <button
              type="button"
              className={styles.action}
              disabled={busy}
              onClick={() => onMark(message, !message.read)}
            >
              {message.read ? "Mark as unread" : "Mark as read"}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
