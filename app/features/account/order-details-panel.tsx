import { Suspense, lazy, type ReactNode } from "react";
import { SidePanel } from "../../ui/side-panel";
import type { OrderDetailsProps } from "./order-details";

const loadDetails = () => import("./order-details");
const OrderDetails = lazy(loadDetails);

interface OrderDetailsPanelProps extends OrderDetailsProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger: ReactNode;
}

export function OrderDetailsPanel({ open, onOpenChange, trigger, ...rest }: OrderDetailsPanelProps) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title="Order Details"
      preload={loadDetails}
    >
      <Suspense fallback={null}>
        <OrderDetails {...rest} />
      </Suspense>
    </SidePanel>
  );
}
