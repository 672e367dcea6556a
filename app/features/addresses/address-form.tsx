import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { ADDRESS_TYPES, ADDRESS_TYPE_LABELS, type AddressInput } from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { SidePanelClose } from "../../ui/side-panel";
import buttons from "../bag/buttons.module.css";
import { CheckboxField, SelectField, TextField } from "../auth/form-fields";
import { FormMessage } from "../auth/form-message";
import { COUNTRY_PLACEHOLDER, countryOptions } from "../auth/options";
import { SubmitButton } from "../auth/submit-button";
import { useForm } from "../auth/use-form";
import { checkAddress, saveFailure, type AddressValues } from "./address-values";
import styles from "../auth/form.module.css";

const TYPE_OPTIONS = ADDRESS_TYPES.map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] }));

type TextName = "firstName" | "lastName" | "addressLine_1" | "addressLine_2" | "city" | "postalCode";

interface AddressFormProps {
  initial: AddressValues;
  countries: readonly Country[];
  /** Saves the checked address; a rejection is shown in the form. */
  onSave: (input: AddressInput, makeDefault: boolean) => Promise<void>;
}

/** The Add New Address and Edit Address form (SPEC §5). */
export function AddressForm({ initial, countries, onSave }: AddressFormProps) {
  const messageId = `${useId()}-message`;
  const form = useForm<AddressValues>(initial, messageId);
  const { values, errors, set } = form;
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Panels render in a portal, but React events still bubble to a form the trigger sits in.
    event.stopPropagation();
    if (busy) return;
    const checked = checkAddress(values);
    if ("failure" in checked) return form.fail(checked.failure);
    form.clear();
    setBusy(true);
    try {
      await onSave(checked.input, values.makeDefault);
    } catch (error) {
      form.fail(saveFailure(error));
      setBusy(false);
    }
  }

  const text = (name: TextName, required = true) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: errors[name],
    messageId,
    required,
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p className={styles.note}>Fields marked with an asterisk (*) are required.</p>
      <FormMessage id={messageId} message={form.message} />
      <SelectField
        label="Address Type"
        placeholder="Select an Address Type"
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={(e) => set("type", e.target.value)}
        error={errors.type}
        messageId={messageId}
        required
      />
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" {...text("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...text("lastName")} />
      </div>
      <TextField label="Address Line" autoComplete="address-line1" {...text("addressLine_1")} />
      <TextField label="Address Line 2" autoComplete="address-line2" {...text("addressLine_2")} />
      <SelectField
        label="Country"
        placeholder={COUNTRY_PLACEHOLDER}
        options={countryOptions(countries)}
        value={values.country}
        onChange={(e) => set("country", e.target.value)}
        error={errors.country}
        messageId={messageId}
        autoComplete="country"
        required
      />
      <div className={styles.row}>
        <TextField label="City" autoComplete="address-level2" {...text("city", false)} />
        <TextField label="Postal Code" autoComplete="postal-code" {...text("postalCode", false)} />
      </div>
      <CheckboxField
        label="Set as default address"
        checked={values.makeDefault}
        onChange={(e) => set("makeDefault", e.target.checked)}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Save Address</SubmitButton>
        <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
      </div>
    </form>
  );
}
