import { useId, useState, type FormEvent } from "react";
import {
  ADDRESS_TYPES,
  ADDRESS_TYPE_LABELS,
  DELIVERY_COUNTRY,
  type AddressInput,
} from "../../../domain/address-book-core";
import type { Country } from "../../../domain/contracts/countries";
import { US_STATES } from "../../../domain/us-states";
import { SidePanelClose } from "../../ui/side-panel";
import buttons from "../../ui/buttons.module.css";
import { CheckboxField, SelectField, TextField } from "../../ui/form/fields";
import { FormMessage } from "../../ui/form/message";
import { SubmitButton } from "../../ui/form/submit-button";
import { useForm } from "../../ui/form/use-form";
import { checkAddress, saveFailure, type AddressValues } from "./address-values";
import styles from "../../ui/form/form.module.css";
import { ADDRESS_RULES } from "../../../domain/address-book-core";

const TYPE_OPTIONS = ADDRESS_TYPES.map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The one country the boutique delivers to, by the name the country list gives it. */
function deliveryCountryName(countries: readonly Country[]): string {
  return countries.find((c) => c.cca3 === DELIVERY_COUNTRY)?.name.common ?? "United States";
}

interface AddressFormProps {
  initial: AddressValues;
  /** The shop's country list, for the name of the one country it delivers to. */
  countries: readonly Country[];
  /** Saves the checked address; a rejection is shown in the form. */
  onSave: (input: AddressInput, makeDefault: boolean) => Promise<void>;
}

/**
 * The Add New Address and Edit Address form (docs/behaviour.md §5), for a US delivery address: City, State
 * (the states, DC and the territories) and ZIP code are required, and the country is shown,
 * not chosen, since the boutique delivers to the United States only.
 */
export function AddressForm({ initial, countries, onSave }: AddressFormProps) {
  const messageId = `${useId()}-message`;
  const form = useForm<AddressValues>(initial, messageId, ADDRESS_RULES);
  const { values, field, box } = form;
  const [busy, setBusy] = useState(false);
  const countryName = deliveryCountryName(countries);

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

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p className={styles.note}>Fields marked with an asterisk (*) are required.</p>
      <FormMessage id={messageId} message={form.message} />
      <SelectField
        label="Address Type"
        placeholder="Select an Address Type"
        options={TYPE_OPTIONS}
        {...field("type")}
      />
      <div className={styles.row}>
        <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label="Address Line" autoComplete="address-line1" {...field("addressLine_1")} />
      <TextField label="Address Line 2" autoComplete="address-line2" {...field("addressLine_2")} />
      <TextField label="City" autoComplete="address-level2" {...field("city")} />
      <div className={styles.row}>
        <SelectField
          label="State"
          placeholder="Select a State"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          {...field("state")}
        />
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          hint="5 digits, or 5+4."
          {...field("postalCode")}
          maxLength={10}
        />
      </div>
      <TextField label="Country" value={countryName} readOnly autoComplete="country-name" />
      <CheckboxField label="Set as default address" {...box("makeDefault")} />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Save Address</SubmitButton>
        <SidePanelClose className={buttons.secondary}>Cancel</SidePanelClose>
      </div>
    </form>
  );
}

/** The panel loads the form's code when it is about to open (address-form-panel.tsx). */
export default AddressForm;
