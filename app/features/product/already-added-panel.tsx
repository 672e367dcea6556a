import { Link } from "react-router";
import { SidePanel, SidePanelClose } from "../../ui/side-panel";
import buttons from "../../ui/buttons.module.css";
import styles from "./already-added.module.css";

/** docs/behaviour.md §4: a product already in the bag is not added twice; the bag is where to change it. */
export function AlreadyAddedPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Already Added">
      <div className={styles.body}>
        <p className={styles.text}>
          This piece is already in your shopping bag. You can change its size, colour or quantity from there.
        </p>
        <div className={styles.actions}>
          <Link to="/bag" className={buttons.primary}>
            View Shopping Bag
          </Link>
          <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
        </div>
      </div>
    </SidePanel>
  );
}
