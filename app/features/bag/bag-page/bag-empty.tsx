import { Link } from "react-router";
import { CONTINUE_SHOPPING, EMPTY_BAG } from "../../../../domain/messages";
import buttons from "../../../ui/buttons.module.css";
import styles from "./bag-page.module.css";

/** docs/behaviour.md §2: 'Your shopping bag is empty' with 'Continue Shopping'. */
export function BagEmpty() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{EMPTY_BAG}</p>
      <Link to="/" className={`${buttons.secondary} ${styles.emptyAction}`}>
        {CONTINUE_SHOPPING}
      </Link>
    </div>
  );
}
