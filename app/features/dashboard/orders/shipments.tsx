// The order's parcels for staff: carrier, tracking link, lines, and 'Mark Delivered' for those
// still on their way (roles with 'fulfil'), asked first: it e-mails the customer and cannot be
// undone here.
import { useState } from "react";
import { carrierName, trackingUrl } from "../../../../domain/carriers";
import { ApiClientError } from "../../../../sdk/client";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { ConfirmDialog } from "../confirm-dialog";
import { formatDateTime } from "../format";
import ui from "../ui.module.css";
import styles from "./order.module.css";

interface ShipmentsProps {
  order: DashboardOrderDetail;
  canFulfil: boolean;
  onChanged: (order: DashboardOrderDetail) => void;
  onFailed: (message: string) => void;
}

export function Shipments({ order, canFulfil, onChanged, onFailed }: ShipmentsProps) {
  const [busy, setBusy] = useState<number | null>(null);
  // The parcel (its number in the list, from 1) whose delivery is being asked about.
  const [asking, setAsking] = useState<{ id: number; n: number } | null>(null);

  async function deliver(shipment: number) {
    if (busy !== null) return;
    setBusy(shipment);
    try {
      onChanged(await dashboardApi.markDelivered(order.id, shipment));
    } catch (error) {
      onFailed(
        error instanceof ApiClientError && error.status === 409
          ? error.message
          : "The delivery could not be recorded. Please try again.",
      );
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  if (order.shipments.length === 0) return <p className={styles.muted}>Nothing has shipped yet.</p>;
  return (
    <>
      <ConfirmDialog
        open={asking !== null}
        title="Mark Delivered"
        confirmLabel="Mark delivered"
        dismissLabel="Not yet"
        busy={busy !== null}
        onConfirm={() => asking && void deliver(asking.id)}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
      >
        <p>
          Parcel {asking?.n} of order <strong>No. {order.id}</strong> will be recorded as delivered now, and{" "}
          {order.email} is told by e-mail that it has arrived.
        </p>
        <p>This cannot be undone here.</p>
      </ConfirmDialog>
      <ul className={styles.parcels}>
        {order.shipments.map((s, i) => {
          const link = trackingUrl(s.carrier, s.trackingNumber);
          const titles = order.lines
            .filter((l) => s.lines.includes(l.position))
            .map((l) => `${l.position + 1}. ${l.title}`);
          return (
            <li key={s.id} className={styles.parcel}>
              <p className={styles.stepLabel}>
                Parcel {i + 1} · {carrierName(s.carrier)}{" "}
                {link ? (
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {s.trackingNumber}
                  </a>
                ) : (
                  s.trackingNumber
                )}
              </p>
              <p className={styles.muted}>{titles.join(" · ")}</p>
              <p className={styles.muted}>
                Shipped {formatDateTime(s.shippedAt)}
                {s.deliveredAt ? ` · delivered ${formatDateTime(s.deliveredAt)}` : " · on its way"}
              </p>
              {canFulfil && !s.deliveredAt && order.status !== "cancelled" ? (
                <button
                  type="button"
                  className={ui.button}
                  disabled={busy !== null}
                  onClick={() => setAsking({ id: s.id, n: i + 1 })}
                  // The visible words begin the name (voice control says what it sees), then which parcel.
                  aria-label={busy === s.id ? undefined : `Mark Delivered, parcel ${i + 1}`}
                >
                  {busy === s.id ? "Please wait..." : "Mark Delivered"}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
