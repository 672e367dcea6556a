import { Link } from "react-router";
import buttons from "../../../ui/buttons.module.css";
import { hasProblems, type BagProblems } from "./bag-problems";
import styles from "./bag-page.module.css";

/** 'Proceed To Checkout', held back (and saying why) while a line cannot be ordered. */
export function BagProceed({ problems }: { problems: BagProblems }) {
  if (!hasProblems(problems)) {
    return (
      <Link to="/checkout" className={buttons.primary}>
        Proceed To Checkout
      </Link>
    );
  }
  const reasons = [...problems.bag];
  if (Object.keys(problems.lines).length > 0)
    reasons.push("Edit or remove the pieces marked in your bag to continue.");
  return (
    <div className={styles.blocked}>
      <button type="button" className={buttons.primary} aria-disabled="true" aria-describedby="bag-blocked">
        Proceed To Checkout
      </button>
      <div id="bag-blocked" className={styles.blockedText}>
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
      </div>
    </div>
  );
}
