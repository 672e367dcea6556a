import { Link } from "react-router";
import buttons from "../../ui/buttons.module.css";
import styles from "./new-customer.module.css";

export const NEW_CUSTOMER_TITLE_ID = "new-customer-title";

/** Beside the sign-in form: why and where to open an account. */
export function NewCustomer() {
  return (
    <>
      <h2 id={NEW_CUSTOMER_TITLE_ID} className={styles.title}>
        New to Atelier?
      </h2>
      <p className={styles.text}>
        Create an account to follow your orders, keep your addresses for a quicker checkout and manage your
        newsletter preferences.
      </p>
      <Link to="/register" className={buttons.secondary}>
        Create an Account
      </Link>
    </>
  );
}
