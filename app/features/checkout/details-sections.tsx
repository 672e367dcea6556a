import type { ChangeEvent } from "react";
import { CHECKOUT_MAX_LENGTH } from "../../../domain/checkout-fields";
import { TextField } from "../../ui/form/fields";
import type { CheckoutForm, TextField as TextName } from "./use-checkout-form";
import form from "../../ui/form/form.module.css";
import styles from "./checkout.module.css";
import { TitledSection } from "../../ui/titled-section";

/** The classes of this page's titled regions. */
const region = { className: styles.section, titleClassName: styles.sectionTitle };

interface SectionProps {
  form: CheckoutForm;
  messageId: string;
}

/** Props for a required text field: its value, its mark (explained by the form message). */
function field({ form: f, messageId }: SectionProps, name: TextName) {
  return {
    value: f.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => f.setText(name, event.target.value),
    error: f.marked.has(name) ? "" : undefined,
    messageId,
    required: true,
    maxLength: CHECKOUT_MAX_LENGTH[name],
  };
}

/** E-mail (guests only: a signed-in buyer's order uses the account's address) and phone. */
export function ContactSection({ guest, ...props }: SectionProps & { guest: boolean }) {
  return (
    <TitledSection id="checkout-contact" title="Contact" {...region}>
      {/* Two fields share a row; the phone alone is as wide as every other field. */}
      <div className={guest ? form.row : undefined}>
        {guest ? (
          <TextField label="E-mail" type="email" autoComplete="email" {...field(props, "email")} />
        ) : null}
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...field(props, "phoneNumber")} />
      </div>
    </TitledSection>
  );
}

/**
 * The mock card form (docs/behaviour.md §1): required, never charged, and the server keeps at most the last
 * four digits (decision 4 in docs/decisions.md). Autofill is off so a browser does not offer a real card.
 */
export function PaymentSection(props: SectionProps) {
  const card = (name: TextName) => ({
    ...field(props, name),
    autoComplete: "off",
    inputMode: "numeric" as const,
  });
  return (
    <TitledSection id="checkout-payment" title="Payment" {...region}>
      <p className={styles.warning}>
        <strong>This is a demonstration shop.</strong> Do not enter real card information: no payment is
        taken. Any numbers will do, for example 4242 4242 4242 4242.
      </p>
      <TextField
        label="Card Number"
        hint="Demonstration shop: never enter a real card."
        {...card("cardNumber")}
      />
      <div className={styles.cardRow}>
        <TextField label="Exp. Month" placeholder="MM" {...card("expMonth")} />
        <TextField label="Exp. Year" placeholder="YY" {...card("expYear")} />
        <TextField label="CVV" {...card("cvv")} />
      </div>
    </TitledSection>
  );
}
