import type { ReactNode } from "react";
import { SidePanel, lazyPanelBody } from "../../ui/side-panel";
import type { OrderDetailsProps } from "./order-details";

const { Body: OrderDetails, preload } = lazyPanelBody(() => import("./order-details"));

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
      preload={preload}
    >
      <OrderDetails {...rest} />
    </SidePanel>
  );
}
