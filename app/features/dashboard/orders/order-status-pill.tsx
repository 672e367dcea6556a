import { Pill } from "../pill";

/** Placed or Cancelled; the delivery steps are on the order's own page. */
export function OrderStatusPill({ status }: { status: "placed" | "cancelled" }) {
  return status === "cancelled" ? (
    <Pill tone="danger">Cancelled</Pill>
  ) : (
    <Pill tone="success" dot quiet>
      Placed
    </Pill>
  );
}
