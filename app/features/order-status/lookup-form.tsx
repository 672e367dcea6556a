// Order number + the e-mail used at checkout → the order's page (its signed link). One message for
// a wrong pair, whichever part is wrong; the server throttles attempts per address.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiClientError } from "../../../sdk/client";
import { TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { SubmitButton } from "../../ui/form/submit-button";
import { checkoutApi } from "../../lib/checkout-api";
import { FOUND_BY_LOOKUP } from "./order-status-data";
import form from "../../ui/form/form.module.css";
import styles from "./order-status.module.css";
import { authLink } from "../../../domain/return-link";

const MESSAGE_ID = "order-lookup-message";

export function LookupForm({ initialMessage }: { initialMessage: string | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(initialMessage);
  // An order of an account, asked for while signed out: the message comes with the way in.
  const [offerLogIn, setOfferLogIn] = useState(false);
  const [errors, setErrors] = useState<{ orderId?: string; email?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const orderId = String(data.get("orderId") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    const missing = { ...(orderId ? {} : { orderId: "" }), ...(email ? {} : { email: "" }) };
    setOfferLogIn(false);
    if (Object.keys(missing).length) {
      setErrors(missing);
      setMessage("Please enter your order number and the e-mail address used at checkout.");
      document.getElementById(MESSAGE_ID)?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { order, token } = await checkoutApi.lookupOrder({ orderId, email });
      // The form (and the button that had the focus) gives way to the order: its title takes the
      // focus once drawn (guest-order.tsx), so the keyboard continues from what was found.
      await navigate(`/order-status?${new URLSearchParams({ order: order.id, token })}`, {
        state: { [FOUND_BY_LOOKUP]: true },
      });
    } catch (error) {
      const refused = error instanceof ApiClientError && error.status < 500;
      setMessage(refused ? error.message : "Something went wrong.");
      setOfferLogIn(refused && error.code === "account_order");
      document.getElementById(MESSAGE_ID)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={form.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="order-lookup-title"
    >
      <h2 id="order-lookup-title" className={styles.formTitle}>
        Find Your Order
      </h2>
      <FormMessage id={MESSAGE_ID} message={message}>
        {offerLogIn ? <Link to={authLink("/login", "/account?q=orders")}>Log In</Link> : null}
      </FormMessage>
      <TextField
        label="Order Number"
        name="orderId"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        error={errors.orderId}
        messageId={MESSAGE_ID}
        hint="11 letters and digits, as in your confirmation e-mail."
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        messageId={MESSAGE_ID}
      />
      <SubmitButton busy={busy}>Find My Order</SubmitButton>
    </form>
  );
}
