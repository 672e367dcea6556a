import { colorName } from "../../../domain/colors";
import { PanelLoading, SidePanel, lazyPanelBody } from "../../ui/side-panel";
import styles from "./notify.module.css";

// The form is a lazy chunk, fetched with the panel on first open; while it comes, a stand-in
// without padding of its own (it sits in the panel's padded body).
const { Body: NotifyForm } = lazyPanelBody(() => import("./notify-form"), <PanelLoading />);

interface NotifyPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  title: string;
  size: string;
  color: string;
  /** Sold out rather than coming soon. */
  soldOut?: boolean;
}

/** 'Notify me when available' (docs/behaviour.md §2). The form lives inside, so it starts afresh each time. */
export function NotifyPanel({
  open,
  onOpenChange,
  productId,
  title,
  size,
  color,
  soldOut = false,
}: NotifyPanelProps) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Notify me when available">
      <div className={styles.body}>
        <p className={styles.intro}>
          {title}, size {size}, in {colorName(color)}, is {soldOut ? "sold out" : "coming soon"}. Leave your
          e-mail address and we will let you know the moment it can be ordered.
        </p>
        <NotifyForm productId={productId} size={size} color={color} />
      </div>
    </SidePanel>
  );
}
