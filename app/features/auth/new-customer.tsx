import { Link } from "react-router";
import { authPageHref } from "../../../domain/return-path";
import buttons from "../../ui/buttons.module.css";
import styles from "./new-customer.module.css";
import { useReturnParam } from "./use-return-path";

export const NEW_CUSTOMER_TITLE_ID = "new-customer-title";

/** Beside the sign-in form: why and where to open an account. */
export function NewCustomer() {
  // A new account goes back to the page that sent the shopper to Log In, as a sign-in would.
  const next = useReturnParam();
  return (
    <>
      <h2 id={NEW_CUSTOMER_TITLE_ID} className={styles.title}>
        New to Atelier?
      </h2>
      <p className={styles.text}>
        Create an account to follow your orders, keep your addresses for a quicker checkout and manage your
        newsletter preferences.
      </p>
      <Link to={authPageHref("/register", next)} className={buttons.secondary}>
        Create an Account
      </Link>
    </>
  );
}
